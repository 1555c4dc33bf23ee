import { describe, expect, it } from 'vitest';
import { conversationMarkdown, fitFilesToBudget, searchSnippet } from './chat.ts';

describe('fitting attached files into the token budget', () => {
  it('keeps files whole while they fit, cuts the next at a line and leaves the rest out, saying so', () => {
    const small = { filename: 'a.py', content: 'x = 1\n'.repeat(10) };
    const big = { filename: 'b.py', content: 'y = 2\n'.repeat(100) };
    const late = { filename: 'c.py', content: 'z = 3\n' };
    const [first, second, third] = fitFilesToBudget([small, big, late], 40);
    expect(first).toMatchObject({ fit: 'whole', note: null, content: small.content });
    expect(second?.fit).toBe('cut');
    expect(second?.keptLines).toBeGreaterThan(0);
    expect(second?.content.split('\n')).toHaveLength(second?.keptLines ?? 0);
    expect(second?.note).toBe(
      `b.py was cut to fit the assistant's context: only lines 1-${second?.keptLines} of 101 were read.`,
    );
    expect(third).toMatchObject({ fit: 'left_out', content: '', file: late });
    expect(third?.note).toMatch(/^c\.py was left out/);
  });
});

describe('search snippets', () => {
  it('centres on the first match and marks every occurrence of the phrase and its words', () => {
    const content = `${'intro words '.repeat(30)}then call bubble_sort(items) and bubble_sort again`;
    const { snippet, highlights } = searchSnippet(content, 'bubble_sort');
    expect(snippet.startsWith('…')).toBe(true);
    const marked = highlights.map(([start, end]) => snippet.slice(start, end));
    expect(marked).toEqual(['bubble_sort', 'bubble_sort']);
  });

  it('marks words of a multi-word query case-insensitively', () => {
    const { snippet, highlights } = searchSnippet('A Memory leak in the cache', 'memory LEAK');
    expect(highlights.map(([start, end]) => snippet.slice(start, end))).toEqual(['Memory leak']);
  });
});

describe('Markdown export', () => {
  it('writes each message under its author and time with the text and files as they were', () => {
    const markdown = conversationMarkdown(
      'Sorting',
      [
        {
          role: 'user',
          content: 'Why?\n```py\nx = 1\n```',
          status: 'complete',
          created_at: '2026-11-24T08:30:00.000Z',
          files: [{ filename: 'sort.py', version: 3, fit: 'cut' }],
        },
        { role: 'assistant', content: 'Because.', status: 'stopped', created_at: '2026-11-24T08:31:00Z', files: [] },
      ],
      '2026-11-24T09:00:00Z',
    );
    expect(markdown).toBe(
      [
        '# Sorting',
        '_Exported from Hammurabi AI Chat on 2026-11-24 09:00 UTC._',
        '## You · 2026-11-24 08:30 UTC',
        'Files: `sort.py` (v3, cut)',
        'Why?\n```py\nx = 1\n```',
        '## Assistant · 2026-11-24 08:31 UTC (stopped)',
        'Because.',
      ].join('\n\n') + '\n',
    );
  });
});
