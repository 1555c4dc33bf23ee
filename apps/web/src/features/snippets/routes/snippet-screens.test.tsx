// @vitest-environment jsdom
import { SnippetListSchema, SnippetSchema, type Snippet } from '@hammurabi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { userSummary } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { recoversOnRetry, setUpScreenTests, showsLoading } from '@/test/screen-states';
import { scriptedRoute } from '@/test/scripted-route';
import { SnippetPage } from './snippet-page';
import { SnippetsScreen } from './snippets-screen';

const now = new Date().toISOString();
const snippet: Snippet = SnippetSchema.parse({
  id: randomUUID(),
  slug: 'binary-search',
  title: 'Binary search',
  description: 'Halves the range on each step.',
  code: 'def search(items, wanted):\n    return wanted in items\n',
  language: 'python',
  category: 'algorithms',
  tags: ['search'],
  visibility: 'public',
  author: userSummary('ada'),
  forked_from: null,
  view_count: 3,
  like_count: 1,
  liked: false,
  created_at: now,
  updated_at: now,
});

// The library: the empty-list test clears it.
let library: Snippet[] = [];
const list = scriptedRoute(() =>
  SnippetListSchema.parse(
    library.map(({ code, ...card }) => ({ ...card, code_preview: code, code_lines: code.split('\n').length })),
  ),
);
const detail = scriptedRoute(
  (request) => library.find((candidate) => candidate.slug === request.params.slug),
  'Snippet not found.',
);

setUpScreenTests(
  {
    'GET /api/snippets': list.route,
    'GET /api/snippets/:slug': detail.route,
  },
  [list, detail],
);
beforeEach(() => {
  library = [snippet];
});

const openLibrary = () => renderScreen(<SnippetsScreen />, { path: '/snippets', url: '/snippets' });
const openSnippet = (slug = snippet.slug) =>
  renderScreen(<SnippetPage />, { path: '/snippets/:slug', url: `/snippets/${slug}` });

describe('the snippet library', { timeout: 20_000 }, () => {
  it('shows a spinner while the snippets load, then their cards', async () => {
    await showsLoading(list, openLibrary, 'Loading snippets');
    const cards = await screen.findByRole('list', { name: 'Snippets' });
    expect(within(cards).getByText('Binary search')).toBeTruthy();
    expect(screen.queryByText('Loading snippets')).toBeNull();
  });

  it('says no snippet matches when the library has none', async () => {
    library = [];
    openLibrary();
    expect(await screen.findByRole('heading', { name: 'No snippets found' })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the snippets again', async () => {
    await recoversOnRetry(list, openLibrary, 'Error fetching snippets');
    expect(await screen.findByRole('list', { name: 'Snippets' })).toBeTruthy();
    expect(list.calls).toBe(2);
  });
});

describe('a snippet page', { timeout: 20_000 }, () => {
  it('shows a spinner while the snippet loads, then the snippet and its code', async () => {
    await showsLoading(detail, openSnippet, 'Loading snippet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Binary search' })).toBeTruthy();
    expect(screen.getByText('Halves the range on each step.')).toBeTruthy();
    // Plain at first, then highlighted (split in spans) once the Markdown renderer has loaded.
    await waitFor(() =>
      expect(document.querySelector('.snippet-code')?.textContent).toContain('def search(items, wanted):'),
    );
  });

  it('says when the snippet does not exist', async () => {
    openSnippet('no-such-snippet');
    expect(await screen.findByRole('heading', { name: 'Snippet not found' })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the snippet again', async () => {
    await recoversOnRetry(detail, openSnippet, 'Error fetching snippet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Binary search' })).toBeTruthy();
  });
});
