import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const python = (code: string) => ({ code, language: 'python', filename: 'main.py' });
const nameError = (name: string) => `I get NameError: name '${name}' is not defined`;

describe('"is not defined" asked about the code in front of the assistant', () => {
  it('says a parameter name means nothing outside its function', () => {
    const code = 'def tithe(amounts):\n    return sum(amounts) / 10\n\nprint(tithe(amounts))\n';
    expect(composeAnswer(nameError('amounts'), python(code))).toBe(
      'Line 4 uses `amounts` to call `tithe`, but `amounts` is only the name `tithe` gives its parameter inside ' +
        'the function (line 1); outside it nothing is called `amounts`. Pass a value instead, or assign ' +
        '`amounts = …` above line 4.',
    );
    const outside = 'def tithe(amounts):\n    return sum(amounts) / 10\n\nprint(len(amounts))\n';
    expect(composeAnswer(nameError('amounts'), python(outside))).toMatch(
      /^Line 4 uses `amounts`, but `amounts` is a parameter of `tithe` \(lines 1–2\): it exists only inside that function/,
    );
  });

  it('says a name assigned in a function is gone when it returns', () => {
    const code = 'def add():\n    result = 1 + 2\n\nadd()\nprint(result)\n';
    expect(composeAnswer(nameError('result'), python(code))).toBe(
      'Line 5 uses `result`, but `result` is only assigned inside `add` (line 2), so it is local to that function ' +
        'and gone when it returns. Return it from `add` and keep the result: `result = add(…)`.',
    );
  });

  it('says when the use comes before the definition, but not inside a function that runs later', () => {
    expect(composeAnswer(nameError('count'), python('print(count)\ncount = 3\n'))).toBe(
      'Line 1 uses `count` before line 2 defines it. The file runs from the top, so the definition must come ' +
        'first: move line 2 above line 1.',
    );
    const later = composeAnswer(nameError('total'), python('def show():\n    print(total)\ntotal = 5\nshow()\n'));
    expect(later).not.toContain('before line');
    expect(later).toContain("Python's `NameError` means");
  });

  it('says when a name is read on the right of its own first assignment', () => {
    expect(composeAnswer(nameError('count'), python('for word in words:\n    count = count + 1\n'))).toBe(
      'Line 2 uses `count` on the right of its own assignment, before it has a value. Give it a starting value ' +
        'first, above any loop that updates it: `count = 0`.',
    );
  });

  it('explains UnboundLocalError: a function that assigns a name makes it local', () => {
    const code = 'count = 0\n\ndef add_one():\n    count = count + 1\n\nadd_one()\n';
    const message = "UnboundLocalError: cannot access local variable 'count' where it is not associated with a value";
    expect(composeAnswer(message, python(code))).toBe(
      'Line 4 reads `count` inside `add_one`, and `add_one` also assigns it (line 4), so Python treats `count` as ' +
        'local to `add_one` for the whole function, not as the `count` of line 1, and that local one has no value yet. ' +
        'Pass it in and return the new value: `def add_one(count): … return count`, called as ' +
        '`count = add_one(count)`; or write `global count` as the first line of `add_one`.',
    );
    // Python 3.10 and before: "local variable 'count' referenced before assignment".
    expect(composeAnswer("local variable 'count' referenced before assignment", python(code))).toMatch(
      /^Line 4 reads `count`/,
    );
  });

  it('points at typos, at true for True, and at text without quotes', () => {
    expect(composeAnswer(nameError('usernme'), python('username = input()\nprint(usernme)\n'))).toContain(
      'nothing defines `usernme`, but `username` (line 1) is close: a typo?',
    );
    expect(composeAnswer(nameError('pritn'), python('pritn("hi")\n'))).toContain('but `print` is close');
    expect(composeAnswer(nameError('true'), python('done = true\n'))).toBe(
      'Line 1 uses `true`: Python spells it `True`, with a capital letter.',
    );
    expect(composeAnswer(nameError('Hello'), python('print(Hello)\n'))).toContain(
      'If you meant the text Hello, put it in quotes: `"Hello"`',
    );
  });

  it('reads the name from the error, not from a sentence', () => {
    const code = 'def add(a, b):\n    return a + b\n';
    expect(composeAnswer('why is my function is not defined?', python(code))).not.toContain('`function`');
    expect(composeAnswer('it says `totl` is not defined', python('total = 1\nprint(totl)\n'))).toContain(
      'but `total` (line 1) is close',
    );
  });

  it("reads javac's cannot find symbol, and a C-style for loop binds only its own counter", () => {
    const java =
      'public class Main {\n  public static void main(String[] args) {\n    int total = 0;\n    for (int i = 0; i < 3; i++) {\n      total += i;\n    }\n    System.out.println(totl);\n  }\n}\n';
    const javac = 'Main.java:7: error: cannot find symbol\n  symbol:   variable totl\n  location: class Main';
    expect(composeAnswer(javac, { code: java, language: 'java', filename: 'Main.java' })).toBe(
      'Line 7 uses `totl`, and nothing defines `totl`, but `total` (line 3) is close: a typo? Names must match ' +
        'exactly, capitals included.',
    );
    const js = 'for (let i = 0; i < n; i++) {\n  console.log(i);\n}\n';
    expect(
      composeAnswer('ReferenceError: n is not defined', { code: js, language: 'javascript', filename: 'a.js' }),
    ).toBe(
      'Line 1 uses `n`, and nothing in this file gives it a value. Assign it before line 1, import it, or check its spelling.',
    );
  });

  it('says when the code never uses the name, and reads JavaScript the same way', () => {
    expect(composeAnswer(nameError('y'), python('x = 1\n'))).toMatch(/^This code never uses `y`/);
    const js =
      'function sum(items) {\n  let total = 0;\n  for (const item of items) total += item;\n}\nsum([1]);\nconsole.log(total);\n';
    expect(
      composeAnswer('ReferenceError: total is not defined', { code: js, language: 'javascript', filename: 'a.js' }),
    ).toMatch(/^Line 6 uses `total`, but `total` is only assigned inside `sum` \(line 2\)/);
    // A callback's parameter is defined where the callback is.
    const callback = 'const doubled = [1, 2].map((value) => value * 2);\nconsole.log(valu);\n';
    expect(
      composeAnswer('ReferenceError: valu is not defined', {
        code: callback,
        language: 'javascript',
        filename: 'a.js',
      }),
    ).toContain('but `value` (line 1) is close');
  });
});
