import { describe, expect, it } from 'vitest';
import { titleFromMessage } from './title.ts';

describe('titleFromMessage', () => {
  it('keeps a short first line as it is, without Markdown marks', () => {
    expect(titleFromMessage('  **Why** does `calc` fail?\nHere is the code…')).toBe('Why does calc fail?');
  });

  it('cuts a long line at a word near 60 characters', () => {
    const title = titleFromMessage(
      'Could you please explain how the review score is computed from the five ratings in detail',
    );
    expect(title).toBe('Could you please explain how the review score is computed…');
    expect(title.length).toBeLessThanOrEqual(61);
  });

  it('keeps identifiers and operators intact while dropping emphasis, heading and quote marks', () => {
    expect(titleFromMessage('How does bubble_sort work?')).toBe('How does bubble_sort work?');
    expect(titleFromMessage('Why is MAX_SIZE * 2 wrong in my_module?')).toBe('Why is MAX_SIZE * 2 wrong in my_module?');
    expect(titleFromMessage('# Fix `__init__` in *my* __Parser__ class')).toBe('Fix __init__ in my Parser class');
    expect(titleFromMessage('> is a > b the same as _b < a_?')).toBe('is a > b the same as b < a?');
    expect(titleFromMessage('Explain `a_b` and `c*d`')).toBe('Explain a_b and c*d');
  });

  it('skips leading blank lines', () => {
    expect(titleFromMessage('\n\n  Explain this\n')).toBe('Explain this');
  });
});
