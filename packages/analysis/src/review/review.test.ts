import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';
import { createReview, reviewCode } from './review.ts';

const RISKY = [
  "import { exec } from 'child_process';",
  '',
  '/** Lists a directory. */',
  'export function listDirectory(directory, d) {',
  '  exec(`ls ${directory}`);',
  '  return d;',
  '}',
  '',
].join('\n');

const CLEAN = [
  '/** Adds two numbers. */',
  'export function add(left: number, right: number): number {',
  '  return left + right;',
  '}',
  '',
].join('\n');

describe('createReview', () => {
  it('has every field of the stored review', () => {
    const review = reviewCode({ filename: 'list.js', content: RISKY });
    expect(Object.keys(review).sort()).toEqual(
      [
        'analysisLevel',
        'findings',
        'improvements',
        'language',
        'performance',
        'ratings',
        'score',
        'security',
        'strengths',
        'suggestions',
        'summary',
      ].sort(),
    );
    expect(JSON.parse(JSON.stringify(review))).toEqual(review);
  });

  it('words the review from the findings, with names and line numbers of the code', () => {
    const review = reviewCode({ filename: 'list.js', content: RISKY });
    expect(review.summary).toContain('`list.js`');
    expect(review.summary).toContain(`${review.score}/100`);
    expect(review.summary).toMatch(/critical issue/);
    expect(review.security).toHaveLength(1);
    // The taint pass names the parameter that reaches the shell (decision 081).
    expect(review.security[0]).toMatch(
      /^Critical, line 5: `directory` \(the parameter `directory` on line 4\) reaches the shell command/,
    );
    expect(review.improvements.join(' ')).toContain('`d`');
    expect(review.suggestions.map((suggestion) => suggestion.line)).toEqual([4, 5]);
    expect(review.score).toBeLessThanOrEqual(50);
  });

  it('states strengths only when the measurements support them', () => {
    const review = reviewCode({ filename: 'add.ts', content: CLEAN });
    expect(review.score).toBe(100);
    expect(review.strengths[0]).toMatch(/^The one function, `add`, respects the Law of Brevity: it has 3 lines/);
    expect(review.security[0]).toMatch(/^No security issues found by the syntax-tree checks/);
    expect(review.improvements).toEqual([]);
    expect(review.suggestions).toEqual([]);
  });

  it('speaks of several functions in the plural', () => {
    const content = `${CLEAN}\nexport function twice(value: number): number {\n  return value * 2;\n}\n`;
    const review = reviewCode({ filename: 'math.ts', content });
    expect(review.strengths[0]).toMatch(/^All 2 functions respect the Law of Brevity: the longest, `(add|twice)`/);
  });

  it('keeps suggestion lines inside the file', () => {
    const result = analyzeCode({ filename: 'list.js', content: RISKY });
    const review = createReview(result);
    for (const suggestion of review.suggestions) {
      expect(suggestion.line).toBeGreaterThanOrEqual(1);
      expect(suggestion.line).toBeLessThanOrEqual(result.metrics.lines.total);
    }
  });

  it('mentions the reduced analysis level for line-based languages', () => {
    const review = reviewCode({ filename: 'main.go', content: 'package main\n\nfunc main() {\n}\n' });
    expect(review.analysisLevel).toBe('line-based');
    expect(review.summary).toMatch(/line-based/);
  });
});
