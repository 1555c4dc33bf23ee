import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const python = (code: string) => ({ code, language: 'python', filename: 'age.py' });
const CONCATENATE = 'TypeError: can only concatenate str (not "int") to str';

describe('a TypeError mixing text and numbers, asked about Python code', () => {
  it('finds the input() that was never converted, for arithmetic and for comparisons', () => {
    expect(composeAnswer(CONCATENATE, python('age = input("Age? ")\nprint(age + 1)\n'))).toBe(
      'Line 1 reads `age` with `input()`, which always returns text (a `str`), even when someone types digits, ' +
        'and line 2 uses it as a number (`print(age + 1)`). Convert it where you read it: `age = int(input())`, ' +
        'or `float(input())` for decimals.',
    );
    const compare = "TypeError: '>=' not supported between instances of 'str' and 'int'";
    expect(composeAnswer(compare, python('age = input()\nif age >= 18:\n    print("adult")\n'))).toContain(
      'line 2 uses it as a number (`if age >= 18:`)',
    );
  });

  it('names the number joined to text, not the text joined to text', () => {
    const code = 'name = input()\nprint("Hi " + name)\ntotal = 3\nprint("Total: " + total)\n';
    expect(composeAnswer(CONCATENATE, python(code))).toBe(
      'Line 4 joins text and `total` with `+` (`print("Total: " + total)`), and `total` is a number (line 3). ' +
        'Python will not turn a number into text by itself: use an f-string, which does, such as `f"…{total}"`, ' +
        'or `str(total)`.',
    );
  });

  it('keeps the general answer when the code already converts', () => {
    const answer = composeAnswer(CONCATENATE, python('count = int(input())\nprint(count + 1)\n'));
    expect(answer).not.toContain('Line 1 reads');
    expect(answer).toMatch(/TypeError/);
  });
});
