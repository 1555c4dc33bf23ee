import { describe, expect, it } from 'vitest';
import { isStorableText } from './text.ts';

describe('isStorableText', () => {
  it('accepts text that has a UTF-8 form, including paired surrogates (emoji)', () => {
    for (const value of ['', 'def f():\n    return 1\n', 'é ü ß 漢字', 'smile \uD83D\uDE00 end', '\uD83D\uDE00']) {
      expect(isStorableText(value)).toBe(true);
    }
  });

  it('refuses a NUL character anywhere', () => {
    for (const value of ['\0', 'a\0b', 'end\0', `${'x'.repeat(5000)}\0`]) expect(isStorableText(value)).toBe(false);
  });

  it('refuses a surrogate half without its partner, at the start, middle or end', () => {
    for (const value of [
      '\uD83D',
      'a\uD83Db',
      'end\uD83D',
      '\uDE00',
      'a\uDE00b',
      '\uDE00\uD83D',
      '\uD83D\uD83D\uDE00x\uDE00',
    ]) {
      expect(isStorableText(value)).toBe(false);
    }
  });
});
