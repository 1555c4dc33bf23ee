import { describe, expect, it } from 'vitest';
import { parseJavaScript } from './parse.ts';

describe('parseJavaScript retries', () => {
  it('reads JSX in a .ts file whose text holds a quote', () => {
    const result = parseJavaScript("export const note = <p>Don't panic</p>;\n", 'note.ts', true);
    expect(result.ok).toBe(true);
  });

  it('reads an HTML comment with a quote as a script', () => {
    const result = parseJavaScript("<!-- it's legacy\nvar x = 1;\n", 'legacy.js', false);
    expect(result.ok).toBe(true);
  });

  it('answers an unterminated string that no grammar mends with its first error', () => {
    const result = parseJavaScript('const a = "never closed\n', 'open.ts', true);
    expect(result).toEqual({ ok: false, message: 'Unterminated string constant.', line: 1 });
  });
});
