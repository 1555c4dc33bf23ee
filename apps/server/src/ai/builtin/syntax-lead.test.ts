import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const python = (code: string) => ({ code, language: 'python', filename: 'tithe.py' });

// What a newcomer's editor leaves after typing a loop below a function with auto-indent.
const MISALIGNED = [
  'def tithe(amounts):',
  '      total = 0',
  '  for a in amounts:',
  '        total = total + a',
  '    return total / 10',
  '',
  'print(tithe([10, 20, 30]))',
].join('\n');

describe('answers about code that does not parse', () => {
  it('lead with the line that breaks and how to indent it, whatever was asked', () => {
    const answer = composeAnswer('Why is my loop not inside the function?', python(MISALIGNED));
    const [lead, rule, advice, lines] = answer.split('\n\n');
    expect(lead).toBe(
      '**Line 3 does not parse:** unindent does not match any outer indentation level. Python will not run ' +
        'this file until that is fixed, and the reading below is a best guess around line 3.',
    );
    expect(rule).toMatch(/^Python groups statements into blocks by indentation/);
    expect(advice).toBe(
      'Line 3 starts with 2 spaces, but no open block starts there. Indent it by 6 spaces to keep it in the block ' +
        'of line 1 (`def tithe(amounts):`) or by 0 spaces to put it at the top level of the file.',
    );
    expect(lines).toBe(
      '- line 1, 0 spaces: `def tithe(amounts):`\n- line 2, 6 spaces: `total = 0`\n- line 3, 2 spaces: `for a in amounts:`',
    );
    // The summary that follows says how the file was read, in plain words.
    expect(answer).toContain('read line by line as it does not parse');
  });

  it('say which line opens a block that has no indented lines', () => {
    const answer = composeAnswer('What is wrong here?', python('def double(x):\nreturn x * 2\n'));
    expect(answer).toMatch(/^\*\*Line 2 does not parse:\*\* expected an indented block, found 'return'\./);
    expect(answer).toContain(
      'Line 1 ends with `:`, so the lines of its block must start with more than its 0 spaces; line 2 starts with 0 spaces. Indent the block by 4 spaces.',
    );
    // The syntax error leads once; the list of problems does not repeat it.
    expect(answer.match(/expected an indented block/g)).toHaveLength(1);
    expect(answer).toContain('I found no other problem');
  });

  it('name every open block a misaligned line could join, deepest first', () => {
    const code = ['for row in rows:', '    if row:', '        count += 1', '      print(row)'].join('\n');
    expect(composeAnswer('why does this fail?', python(code))).toContain(
      'Line 4 starts with 6 spaces, but no open block starts there. Indent it by 8 spaces to keep it in the block of ' +
        'line 2 (`if row:`), by 4 spaces to keep it in the block of line 1 (`for row in rows:`) or by 0 spaces to put ' +
        'it at the top level of the file.',
    );
  });

  it('say when a line is indented where no block opens', () => {
    const answer = composeAnswer('explain this code', python('total = 1\n    total = total + 1\n'));
    expect(answer).toMatch(/^\*\*Line 2 does not parse:\*\* unexpected indent\./);
    expect(answer).toContain(
      'Line 2 starts with 4 spaces, more than line 1 (0 spaces), but line 1 does not end with `:`, so no block opens there. Give it 0 spaces to continue after line 1.',
    );
  });

  it('show which lines fell out of the function when its return is left at the top level', () => {
    const code = 'def tithe(amounts):\n    total = 0\nfor a in amounts:\n    total = total + a\nreturn total / 10\n';
    const answer = composeAnswer('Why is my loop not inside the function?', python(code));
    expect(answer).toMatch(/^\*\*Line 5 does not parse:\*\* 'return' outside function\./);
    expect(answer).toContain(
      "`return` hands a function's result back, but line 5 is outside the block of line 1 (`def tithe(amounts):`): " +
        'that block ends before line 3, which starts with 0 spaces, no more than line 1. Indent lines 3–5 by 4 spaces ' +
        'more to put them in the function.',
    );
    expect(composeAnswer('explain', python('total = 1\nreturn total\n'))).toContain('line 2 is in no function');
  });

  it('show the likely slip: = for ==, a missing colon, else if, print without brackets, an open bracket', () => {
    const hint = (code: string) => composeAnswer('SyntaxError: invalid syntax', python(code)).split('\n\n')[1];
    expect(hint('if x = 3:\n    print(x)\n')).toBe(
      'A single `=` gives a name a value; to compare, write `==`: `if x == 3:`.',
    );
    expect(hint('for i in range(3)\n    print(i)\n')).toBe(
      'A line that opens a block (`if`, `for`, `while`, `def` …) ends with a colon: `for i in range(3):`.',
    );
    expect(hint('if x:\n    pass\nelse if y:\n    pass\n')).toBe('Python spells `else if` as one word: `elif y:`.');
    expect(hint('print "hello"\n')).toBe('In Python 3, `print` is a function and needs brackets: `print("hello")`.');
    expect(hint('total = 1\nprint(total\nx = 1\n')).toBe(
      'The `(` opened on line 2 is never closed, so Python reads line 3 as part of it. Close it with `)` at the end of line 2.',
    );
  });

  it('lead with the line for other languages too, without the indentation rules', () => {
    const answer = composeAnswer('Is this secure?', {
      code: 'function add(a, b) {\n  return a + ;\n}',
      language: 'javascript',
      filename: 'add.js',
    });
    expect(answer).toMatch(/^\*\*Line 2 does not parse:\*\* .+ JavaScript will not run this file/);
    expect(answer).not.toContain('groups statements into blocks');
  });

  it('leave code that parses as it was', () => {
    const answer = composeAnswer('Explain this code', python('def double(x):\n    return x * 2\n'));
    expect(answer).not.toContain('does not parse');
    expect(answer).toContain('read with a parser');
  });
});
