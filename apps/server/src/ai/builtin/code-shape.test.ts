import { describe, expect, it } from 'vitest';
import { codeOf } from './code-shape.ts';

describe('codeOf, the line every pattern of the assistant reads', () => {
  it('blanks strings and drops the comment, escapes included', () => {
    expect(codeOf("print(\"a # b\", 'c\\'d')  # note", 'python')).toBe('print("", "")  ');
    expect(codeOf('const s = `x`; // note', 'javascript')).toBe('const s = ""; ');
  });

  it('reads a run of backslashes in an unclosed string in one pass', () => {
    // With a backslash readable both as an escape and as a character, this line took exponential
    // time: 32 backslashes 81 ms, each 4 more five times as long; 60 would not finish.
    const line = `name = "${'\\'.repeat(60)}`;
    expect(codeOf(line, 'python')).toBe(line);
  });
});
