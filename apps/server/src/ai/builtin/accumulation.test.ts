import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const python = (code: string) => ({ code, language: 'python', filename: 'budget.py' });
const script = (code: string, language = 'javascript') => ({
  code,
  language,
  filename: language === 'typescript' ? 'cart.ts' : 'cart.js',
});

const TOTAL =
  'def total(items):\n    s = 0\n    for i in items:\n        s += i\n    return s\n\n\nprint(total([1, 2, 3]))\n';

/** The code block of an answer, run through the one-line form it proposes. */
function codeBlock(answer: string): string {
  return /```\w*\n([\s\S]*?)\n```/.exec(answer)?.[1] ?? '';
}

describe('the accumulating loop', () => {
  it('answers "what does it do and how could I make it shorter" with the sum and its one-line form', () => {
    const answer = composeAnswer('What does this code do and how could I make it shorter?', python(TOTAL));
    expect(answer).toMatch(/^Write the loop as the built-in `sum`: `total` returns the sum of `items`\./);
    expect(codeBlock(answer)).toBe('def total(items):\n    return sum(items)');
  });

  it('says what the function computes when asked to explain the file', () => {
    const answer = composeAnswer('What does this code do?', python(TOTAL));
    expect(answer).toMatch(/^`total` returns the sum of `items`\.\n\n`budget\.py` is python of 8 lines/);
    const named = composeAnswer('Explain total', python(TOTAL));
    expect(named).toMatch(/^`total` returns the sum of `items`\.\n\n`total` \(lines 1–5\) takes `items`/);
  });

  it.each([
    [
      'a value of each item under a condition',
      'def paid(orders):\n    total = 0.0\n    for order in orders:\n        if order.paid:\n            total += order.amount\n    return total\n',
      'def paid(orders):\n    return sum((order.amount for order in orders if order.paid), 0.0)',
      '`paid` returns the sum of `order.amount` for each `order` in `orders` where `order.paid`.',
    ],
    [
      'a count',
      'def adults(people):\n    n = 0\n    for p in people:\n        if p.age >= 18:\n            n += 1\n    return n\n',
      'def adults(people):\n    return sum(1 for p in people if p.age >= 18)',
      '`adults` counts the items of `people` where `p.age >= 18`.',
    ],
    [
      'a list built with append',
      'def names(users):\n    out = []\n    for u in users:\n        out.append(u.name.strip())\n    return out\n',
      'def names(users):\n    return [u.name.strip() for u in users]',
      '`names` returns a new list of `u.name.strip()` for each `u` in `users`.',
    ],
  ])('writes %s in Python as one expression', (_, code, rewritten, said) => {
    const answer = composeAnswer('Can you make this more concise?', python(code));
    expect(codeBlock(answer)).toBe(rewritten);
    expect(answer).toContain(said);
  });

  it.each([
    [
      'javascript',
      'function total(items) {\n  let sum = 0;\n  for (const item of items) {\n    sum += item.price;\n  }\n  return sum;\n}\n',
      'function total(items) {\n  return items.reduce((total, item) => total + item.price, 0);\n}',
    ],
    [
      'typescript',
      'export function active(users: User[]): User[] {\n  const found: User[] = [];\n  for (const user of users) {\n    if (user.active) {\n      found.push(user);\n    }\n  }\n  return found;\n}\n',
      'export function active(users: User[]): User[] {\n  return users.filter((user) => user.active);\n}',
    ],
  ])('writes the loop in %s with the array methods', (language, code, rewritten) => {
    const answer = composeAnswer('How could I make this shorter?', script(code, language));
    expect(codeBlock(answer)).toBe(rewritten);
  });

  it('proposes no rewrite for a JavaScript loop that also does something else', () => {
    const code =
      'function total(items) {\n  let sum = 0;\n  for (const item of items) {\n    sum += item.price;\n    log(item);\n  }\n  return sum;\n}\n';
    expect(composeAnswer('How could I make this shorter?', script(code))).not.toContain('Write the loop as');
  });

  it.each([
    [
      'the total is used after the loop',
      'def f(xs):\n    s = 0\n    for x in xs:\n        s += x\n    print(s)\n    return s\n',
    ],
    [
      'the loop does two things',
      'def f(xs):\n    s = 0\n    for x in xs:\n        s += x\n        log(x)\n    return s\n',
    ],
    ['what is added reads the total', 'def f(xs):\n    s = 0\n    for x in xs:\n        s += s * x\n    return s\n'],
    ['the total starts elsewhere', 'def f(xs, s):\n    for x in xs:\n        s += x\n    return s\n'],
    ['a list is summed into', 'def f(xs):\n    s = []\n    for x in xs:\n        s += x\n    return s\n'],
    [
      'the loop has an else branch',
      'def f(xs):\n    s = 0\n    for x in xs:\n        if x:\n            s += x\n        else:\n            s -= 1\n    return s\n',
    ],
  ])('proposes no rewrite when %s', (_, code) => {
    const answer = composeAnswer('How could I make it shorter?', python(code));
    expect(answer).not.toContain('Write the loop as');
    expect(answer).toMatch(/^I found no pattern I can rewrite/);
  });
});
