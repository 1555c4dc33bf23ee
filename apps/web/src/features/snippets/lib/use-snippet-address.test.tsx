// @vitest-environment jsdom
import { SNIPPET_LANGUAGES } from '@hammurabi/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SEARCH_DELAY_MS, useSnippetAddress } from './use-snippet-address';

/** The search box and language picker of the snippet list, and the address they write. */
function SearchControls() {
  const { term, setTerm, filters, setFilter } = useSnippetAddress(false);
  const location = useLocation();
  return (
    <>
      <input aria-label="Search snippets" value={term} onChange={(event) => setTerm(event.target.value)} />
      <select
        aria-label="Language"
        value={filters.language}
        onChange={(event) => setFilter('language', event.target.value)}
      >
        <option value="">All languages</option>
        {Object.entries(SNIPPET_LANGUAGES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/snippets', element: <SearchControls /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByLabelText('Address').textContent;
const wait = (milliseconds: number) => act(() => vi.advanceTimersByTime(milliseconds));

describe('the snippet list address', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // Issue #35: clearing the search and picking a language within the debounce dropped the language.
  it('keeps a language picked while a cleared search waits to be written', async () => {
    renderAt('/snippets?q=debounce');
    fireEvent.change(screen.getByLabelText('Search snippets'), { target: { value: '' } });
    await wait(SEARCH_DELAY_MS / 2);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'python' } });
    await wait(SEARCH_DELAY_MS * 4);
    expect(address()).toBe('?language=python');
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('python');
    expect(screen.getByLabelText<HTMLInputElement>('Search snippets').value).toBe('');
  });

  it('keeps the language when typing ends after it was picked', async () => {
    renderAt('/snippets');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'go' } });
    fireEvent.change(screen.getByLabelText('Search snippets'), { target: { value: 'retry' } });
    await wait(SEARCH_DELAY_MS / 2);
    expect(address()).toBe('?language=go');
    await wait(SEARCH_DELAY_MS);
    expect(address()).toBe('?language=go&q=retry');
  });

  it('writes a search only after a pause in typing', async () => {
    renderAt('/snippets?language=java');
    fireEvent.change(screen.getByLabelText('Search snippets'), { target: { value: 'so' } });
    await wait(SEARCH_DELAY_MS - 50);
    fireEvent.change(screen.getByLabelText('Search snippets'), { target: { value: 'sort' } });
    await wait(SEARCH_DELAY_MS - 50);
    expect(address()).toBe('?language=java');
    await wait(100);
    expect(address()).toBe('?language=java&q=sort');
  });

  it('shows a search put in the address from elsewhere (Back, a tag link)', async () => {
    const router = renderAt('/snippets?q=first');
    await act(() => router.navigate('/snippets?q=second&language=go'));
    expect(screen.getByLabelText<HTMLInputElement>('Search snippets').value).toBe('second');
    await wait(SEARCH_DELAY_MS * 2);
    expect(address()).toBe('?q=second&language=go');
  });
});
