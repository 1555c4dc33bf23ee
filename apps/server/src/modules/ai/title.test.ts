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

  it('skips leading blank lines', () => {
    expect(titleFromMessage('\n\n  Explain this\n')).toBe('Explain this');
  });
});
