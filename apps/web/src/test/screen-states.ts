import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
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
