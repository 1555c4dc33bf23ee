import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const python = (code: string) => ({ code, language: 'python', filename: 'lists.py' });
const INDEX_ERROR = 'IndexError: list index out of range';

describe('an out-of-range error asked about the code', () => {
  it('finds a range that counts one past the end', () => {
    expect(
      composeAnswer(INDEX_ERROR, python('items = [1, 2, 3]\nfor i in range(len(items) + 1):\n    print(items[i])\n')),
    ).toBe(
      'Line 2 (`for i in range(len(items) + 1):`) counts up to `len(items)`, one past the last index: a list of n ' +
        'elements has indexes 0 to n − 1. Use `range(len(items))`, or loop over the elements themselves: `for item in items:`.',
    );
  });

  it('finds a look-ahead read on the last pass of a loop over the indexes', () => {
    const code =
      'def rising(values):\n    for i in range(len(values)):\n        if values[i] > values[i + 1]:\n            return False\n    return True\n';
    expect(composeAnswer(`why ${INDEX_ERROR}?`, python(code))).toBe(
      'Line 3 reads `values[i + 1]` inside the loop of line 2, which runs `i` up to `len(values) - 1`: on the last ' +
        'pass that is index `len(values)`, past the end. Stop one step earlier: `range(len(values) - 1)`, or walk the ' +
        'pairs with `zip(values, values[1:])`.',
    );
    // A read after the loop is not inside it.
    const after = 'for i in range(len(values)):\n    print(values[i])\nprint(values[i + 1])\n';
    expect(composeAnswer(INDEX_ERROR, python(after))).not.toContain('inside the loop');
  });

  it('finds items[len(items)] and while i <= len(items)', () => {
    expect(composeAnswer(INDEX_ERROR, python('names = ["a"]\nprint(names[len(names)])\n'))).toContain(
      'the last element is `names[len(names) - 1]`, or simply `names[-1]`',
    );
    expect(composeAnswer(INDEX_ERROR, python('i = 0\nwhile i <= len(xs):\n    i += 1\n'))).toContain(
      'Use `<`: `while i < len(xs):`',
    );
  });

  it('reads JavaScript\'s "Cannot read properties of undefined" as a read past the end', () => {
    const js =
      'const names = ["Ada"];\nfor (let i = 0; i <= names.length; i++) {\n  console.log(names[i].toUpperCase());\n}\n';
    const message = "TypeError: Cannot read properties of undefined (reading 'toUpperCase')";
    expect(composeAnswer(message, { code: js, language: 'javascript', filename: 'a.js' })).toBe(
      'Line 2 (`for (let i = 0; i <= names.length; i++) {`) runs while `i <= names.length`, so its last pass reads ' +
        'index `names.length`, one past the last (`names.length - 1`). Use `<`.',
    );
    const last = 'const names = ["Ada"];\nconsole.log(names[names.length].length);\n';
    expect(composeAnswer(message, { code: last, language: 'javascript', filename: 'a.js' })).toContain(
      'the last element is `names[names.length - 1]`, or `names.at(-1)`',
    );
  });

  it("reads Java's out-of-bounds exception and a loop to <= length", () => {
    const java =
      'public class A {\n  public static void main(String[] a) {\n    int[] xs = {1, 2};\n    for (int i = 0; i <= xs.length; i++) {\n      System.out.println(xs[i]);\n    }\n  }\n}\n';
    const message = 'java.lang.ArrayIndexOutOfBoundsException: Index 2 out of bounds for length 2';
    expect(composeAnswer(message, { code: java, language: 'java', filename: 'A.java' })).toBe(
      'Line 4 (`for (int i = 0; i <= xs.length; i++) {`) runs while `i <= xs.length`, so its last pass reads index ' +
        '`xs.length`, one past the last (`xs.length - 1`). Use `<`.',
    );
  });
});
