import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';
import { lineFragment, linkLineReferences } from './line-links.ts';

const PATH = '/projects/p1/code/f1';

describe('line links', () => {
  it('links lines and ranges to the editor fragment', () => {
    expect(linkLineReferences('The loop on line 4 and lines 2–6.', PATH, 10)).toBe(
      `The loop on [line 4](${PATH}#L4) and [lines 2–6](${PATH}#L2-L6).`,
    );
    expect(lineFragment(3)).toBe('#L3');
    expect(lineFragment(3, 5)).toBe('#L3-L5');
  });

  it('leaves code blocks, inline code, existing links and lines past the end alone', () => {
    const answer = [
      'See `line 3` and [line 2](https://example.com) and line 99.',
      '```python',
      '# line 4: the swap',
      '```',
      'Line 5 swaps.',
    ].join('\n');
    expect(linkLineReferences(answer, PATH, 10)).toBe(
      [
        'See `line 3` and [line 2](https://example.com) and line 99.',
        '```python',
        '# line 4: the swap',
        '```',
        `[Line 5](${PATH}#L5) swaps.`,
      ].join('\n'),
    );
  });

  it('links a complexity answer about a project file, and nothing without one', () => {
    const code = [
      'def bubble_sort(items):',
      '    n = len(items)',
      '    for i in range(n):',
      '        for j in range(n - i - 1):',
      '            if items[j] > items[j + 1]:',
      '                items[j], items[j + 1] = items[j + 1], items[j]',
      '    return items',
    ].join('\n');
    const context = { code, language: 'python', filename: 'sort.py' };
    const question = 'What is the time complexity of bubble_sort?';
    const linked = composeAnswer(question, { ...context, editorPath: PATH });
    expect(linked).toContain(`[line 4](${PATH}#L4)`);
    const plain = composeAnswer(question, context);
    expect(plain).toContain('line 4');
    expect(plain).not.toContain('](');
  });
});
