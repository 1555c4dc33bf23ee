// @vitest-environment jsdom
import {
  PlaygroundProgramListSchema,
  PlaygroundProgramSchema,
  PlaygroundStatusSchema,
  type PlaygroundProgram,
} from '@hammurabi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '@/test/local-api';
import { renderScreen } from '@/test/render-screen';
import { recoversOnRetry, setUpScreenTests, showsLoading } from '@/test/screen-states';
import { scriptedRoute } from '@/test/scripted-route';
import { PlaygroundScreen } from './playground-screen';

const now = new Date().toISOString();
const userId = randomUUID();
const program: PlaygroundProgram = PlaygroundProgramSchema.parse({
  id: randomUUID(),
  title: 'Fizz buzz',
  language: 'javascript',
  code: 'console.log("fizz buzz");\n',
  testCases: [],
  shareSlug: 'fizz-buzz-1',
  version: 1,
  isOwner: false,
  createdAt: now,
  updatedAt: now,
});

// The signed-in user's saved programs: the empty-list test clears them.
let saved: PlaygroundProgram[] = [];
const shared = scriptedRoute(
  (request) => (request.params.slug === program.shareSlug ? program : undefined),
  'Program not found.',
);
const programs = scriptedRoute(() =>
  PlaygroundProgramListSchema.parse(
    saved.map(({ id, title, language, shareSlug, updatedAt }) => ({ id, title, language, shareSlug, updatedAt })),
  ),
);

// jsdom has no idle callbacks, so the screen would start Python 1.5 s after it shows, in a sandbox
// frame jsdom cannot run. Here the page is never idle: Python is not started; runs are not tested.
const idle = { requestIdleCallback: () => 0, cancelIdleCallback: () => undefined };

beforeAll(() => {
  Object.assign(window, idle);
});
setUpScreenTests(
  {
    'GET /api/playground/status': (_request, response) =>
      sendJson(
        response,
        200,
        PlaygroundStatusSchema.parse({ java: { available: false, reason: 'Java is off.', concurrency: 1 } }),
      ),
    'GET /api/playground/shared/:slug': shared.route,
    'GET /api/playground/programs': programs.route,
  },
  [shared, programs],
);
afterAll(() => {
  for (const name of Object.keys(idle)) Reflect.deleteProperty(window, name);
});
beforeEach(() => {
  saved = [program];
});

const editorText = () => document.querySelector('.cm-content')?.textContent;
const openLink = (slug = program.shareSlug) =>
  renderScreen(<PlaygroundScreen />, { path: '/playground/p/:slug', url: `/playground/p/${slug}` });
async function openMyPrograms() {
  renderScreen(<PlaygroundScreen />, { path: '/playground', url: '/playground', userId });
  await userEvent.click(await screen.findByRole('button', { name: 'My programs' }));
  return screen.findByRole('dialog', { name: 'My programs' });
}

describe("a program's short link", { timeout: 20_000 }, () => {
  it('says the program is opening, then shows it in the editor', async () => {
    await showsLoading(shared, openLink, 'Opening the shared program…');
    await waitFor(() => expect(editorText()).toContain('console.log("fizz buzz");'));
    expect(screen.queryByText('Opening the shared program…')).toBeNull();
  });

  it('says when the link leads to no program, without a Retry that cannot help', async () => {
    openLink('no-such-program');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Program not found' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows what failed, and Retry opens the program', async () => {
    const panel = await recoversOnRetry(shared, openLink, 'Could not open the program');
    await waitFor(() => expect(editorText()).toContain('console.log("fizz buzz");'));
    expect(panel.isConnected).toBe(false);
  });
});

describe('My programs', { timeout: 20_000 }, () => {
  it('shows a spinner while the programs load, then the list', async () => {
    await showsLoading(programs, openMyPrograms, 'Loading your programs');
    const list = await screen.findByRole('list', { name: 'Saved programs' });
    expect(within(list).getByRole('button', { name: /^Fizz buzz/ })).toBeTruthy();
  });

  it('says when nothing is saved yet', async () => {
    saved = [];
    const dialog = await openMyPrograms();
    expect(await within(dialog).findByText(/No saved programs yet/)).toBeTruthy();
  });

  it('shows what failed, and Retry loads the programs again', async () => {
    await recoversOnRetry(programs, openMyPrograms, 'Could not load your programs');
    expect(await screen.findByRole('list', { name: 'Saved programs' })).toBeTruthy();
    expect(programs.calls).toBe(2);
  });
});
