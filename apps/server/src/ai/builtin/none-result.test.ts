import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const python = (code: string) => ({ code, language: 'python', filename: 'tithe.py' });

describe('"why does it return None?" asked about the code', () => {
  it('says the function prints instead of returning, and which line to change', () => {
    const code =
      'def tithe(amounts):\n    total = 0\n    for a in amounts:\n        total = total + a\n    print(total / 10)\n\nprint(tithe([10, 20]))\n';
    expect(composeAnswer('Why does my function return None?', python(code))).toBe(
      '`tithe` (lines 1–5) prints `total / 10` on line 5 but returns nothing, so a call to it gives `None` ' +
        '(and `print(tithe(…))` prints `None`). Printing shows a value; only `return` hands it back to the caller. ' +
        'Replace line 5 with `return total / 10`, and print where you call it.',
    );
  });

  it('says when only some paths return', () => {
    const code =
      'def find(items, wanted):\n    for item in items:\n        if item == wanted:\n            return item\n';
    expect(composeAnswer('why do I get None?', python(code))).toBe(
      '`find` (lines 1–4) returns a value only on some paths (line 4); when none of them is reached, it runs off ' +
        'its end after line 4 and returns `None`. Add a `return` after the loop or the if for that case.',
    );
    // Both branches return: the function is not where None comes from.
    const sign = 'def sign(x):\n    if x > 0:\n        return 1\n    else:\n        return -1\n';
    expect(composeAnswer('why does sign give None?', python(sign))).not.toContain('only on some paths');
  });

  it('says sort() changes the list in place and returns None', () => {
    expect(
      composeAnswer('why does it print None?', python('scores = [3, 1]\nscores = scores.sort()\nprint(scores)\n')),
    ).toBe(
      'Line 2 keeps the result of `scores.sort()` in `scores`, but `sort()` changes the list in place and returns ' +
        '`None`. Call it on its own line (`scores.sort()`) and keep using `scores`, or use `sorted(scores)`, which ' +
        'returns a new list.',
    );
  });

  it('reads JavaScript functions without a return the same way', () => {
    const js = 'function double(x) {\n  const y = x * 2;\n}\nconsole.log(double(2));\n';
    expect(composeAnswer('why is it undefined?', { code: js, language: 'javascript', filename: 'a.js' })).toBe(
      '`double` (lines 1–3) has no `return` with a value, so a call to it gives `undefined`. End it with `return` ' +
        'and the value it computes.',
    );
  });

  it('leaves functions that return a value to the usual answer', () => {
    const answer = composeAnswer('Why does add return None?', python('def add(a, b):\n    return a + b\n'));
    expect(answer).not.toContain('returns nothing');
    expect(answer).toContain('returns `a + b`');
  });
});
