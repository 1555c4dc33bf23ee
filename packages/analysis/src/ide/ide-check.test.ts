import { describe, expect, it } from 'vitest';
import { LAWS } from '../laws.ts';
import { checkIdeRules } from './ide-check.ts';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `const value${index} = ${index};`).join('\n');

describe('checkIdeRules', () => {
  it('reports the Law of Brevity with the exact message for more than 20 lines', () => {
    const violations = checkIdeRules('utils.ts', lines(21));
    expect(violations).toEqual([
      { law: LAWS[0], message: 'File exceeds 20 lines (simplified check for Law of Brevity).' },
    ]);
  });

  it('accepts exactly 20 lines', () => {
    expect(checkIdeRules('utils.ts', lines(20))).toEqual([]);
  });

  it('reports the Law of Documented Purpose for a .js file without a /** opener', () => {
    expect(checkIdeRules('main.js', 'console.log(1);')).toEqual([
      { law: LAWS[2], message: 'Missing JSDoc style comment for Law of Documented Purpose.' },
    ]);
    expect(checkIdeRules('main.js', '/** Entry point. */\nconsole.log(1);')).toEqual([]);
    expect(checkIdeRules('README.md', 'No docs here')).toEqual([]);
  });

  it('uses the names of the laws it is given', () => {
    const custom = LAWS.map((law) => ({ ...law, name: `${law.name} (custom)` }));
    const [violation] = checkIdeRules('main.js', lines(25), custom);
    expect(violation?.message).toBe('File exceeds 20 lines (simplified check for Law of Brevity (custom)).');
  });
});
