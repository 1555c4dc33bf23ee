import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { installLayoutStandIns } from './jsdom-layout';
import { startLocalApi, type LocalApi, type LocalRoute } from './local-api';
import { FAILURE_DETAIL, type ScriptedRoute } from './scripted-route';

/** Opens a screen (renders it, maybe clicks its way to a dialog). */
type Open = () => unknown;

/**
 * The loading state: holds `route`'s answers, opens the screen, waits for `label` (a spinner's
 * name or a loading line), then lets the answers through and waits for the label to go. The test
 * then checks the main state.
 */
export async function showsLoading(route: ScriptedRoute, open: Open, label: string): Promise<void> {
  const release = route.hold();
  await open();
  await screen.findByText(label);
  release();
  await waitFor(() => expect(screen.queryByText(label)).toBeNull());
}

/**
 * The error state and its Retry: `route` fails, the screen opens and shows the error panel
 * titled `title` with what went wrong; the route recovers and Retry is pressed. Answers the panel;
 * the test then checks the main state came back.
 */
export async function recoversOnRetry(route: ScriptedRoute, open: Open, title: string): Promise<HTMLElement> {
  route.fail();
  await open();
  const panel = await screen.findByRole('alert');
  within(panel).getByRole('heading', { name: title });
  within(panel).getByText(FAILURE_DETAIL);
  route.recover();
  await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  return panel;
}

/**
 * Sets up a file of screen tests: jsdom's layout stand-ins, the local API with `routes` for the
 * whole file, and after each test the screen unmounted and the scripted routes back to normal.
 */
export function setUpScreenTests(routes: Record<string, LocalRoute>, scripted: ScriptedRoute[]): void {
  installLayoutStandIns();
  // Two busy cores can take a while to render a screen; the waits end as soon as it shows.
  configure({ asyncUtilTimeout: 5000 });
  let api: LocalApi | undefined;
  beforeAll(async () => {
    api = await startLocalApi(routes);
  });
  afterAll(() => api?.close());
  afterEach(() => {
    cleanup();
    for (const route of scripted) route.reset();
  });
}
