import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';
import { guessLanguage, splitMessage } from './message-code.ts';

const TOTAL =
  'def total(items):\n    result = 0\n    for i in range(len(items)):\n        result += items[i]\n    return result';

describe('code written into a chat message', () => {
  it('reads a fenced block with any info string, or none, and keeps the question apart', () => {
    expect(splitMessage('How can I make this shorter?\n\n```python\n' + TOTAL + '\n```')).toEqual({
      blocks: [{ code: TOTAL, language: 'python' }],
      question: 'How can I make this shorter?',
    });
    expect(splitMessage('Explain\n```\nconst a = 1;\n```').blocks).toEqual([{ code: 'const a = 1;', language: null }]);
    expect(splitMessage('Explain\n~~~py title="x"\nx = 1\n~~~').blocks).toEqual([
      { code: 'x = 1', language: 'python' },
    ]);
  });

  it('recognises unfenced code by its shape and leaves prose alone', () => {
    const split = splitMessage('what does this code do?\nfunction add(a, b) {\n  const sum = a + b;\n  return sum;\n}');
    expect(split.question).toBe('what does this code do?');
    expect(split.blocks[0]?.code).toMatch(/^function add/);
    expect(splitMessage('How do I reverse a list in Python? I tried a few things.').blocks).toEqual([]);
    expect(guessLanguage(TOTAL)).toBe('python');
    expect(guessLanguage('func main() {\n\tx := 1\n}')).toBe('go');
    expect(guessLanguage('public class A { public static void main(String[] a) {} }')).toBe('java');
  });

  it('answers "make it shorter" about pasted code with the simplest form: sum(items)', () => {
    const answer = composeAnswer('How can I make this shorter?\n\n```python\n' + TOTAL + '\n```', null);
    expect(answer).not.toContain('I need the code');
    expect(answer).toContain('return sum(items)');
    expect(answer).not.toContain('range(len(items))\n```');
  });

  it('explains unfenced code in its detected language', () => {
    const answer = composeAnswer(
      'what does this code do?\nfunction add(a, b) {\n  const sum = a + b;\n  return sum;\n}',
      null,
    );
    expect(answer).not.toMatch(/I don't know/);
    expect(answer).toContain('`add`');
    expect(answer).toContain('read with a parser');
  });

  it("answers about every block of a message in one language, and about an earlier message's code", () => {
    const two = composeAnswer(
      'Explain these\n```js\nfunction a(x) { return x + 1; }\n```\nand\n```js\nfunction b(y) { return y * 2; }\n```',
      null,
    );
    expect(two).toContain('`a`');
    expect(two).toContain('`b`');
    const mixed = composeAnswer(
      'Explain these\n```python\ndef double(x):\n    return x * 2\n```\n```js\nfunction triple(y) { return y * 3; }\n```',
      null,
    );
    expect(mixed).toContain('### The python code');
    expect(mixed).toContain('### The javascript code');
    expect(mixed).toContain('`double`');
    expect(mixed).toContain('`triple`');
    const history = [
      { role: 'user' as const, content: 'Look at this\n```python\n' + TOTAL + '\n```' },
      { role: 'assistant' as const, content: 'It adds the items.' },
    ];
    const later = composeAnswer('and now make it shorter', null, { history });
    expect(later).toContain('return sum(items)');
    // A how-to question after code is not about that code.
    expect(composeAnswer('How do I frobnicate a quux?', null, { history })).toMatch(/^I don't know/);
  });
});
