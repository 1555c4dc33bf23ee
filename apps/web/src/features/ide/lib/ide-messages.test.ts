import { describe, expect, it } from 'vitest';
import type { IdeCheckResult, ReviewFinding } from '@hammurabi/shared';
import { executingLine, questionAbout, suggestionsFrom, summaryLine } from './ide-messages';

const finding = (overrides: Partial<ReviewFinding>): ReviewFinding => ({
  ruleId: 'HB001',
  ruleName: 'Law of Brevity',
  category: 'law',
  severity: 'Minor',
  message: 'The file has 25 lines; the Strict profile allows 20.',
  startLine: 21,
  endLine: 25,
  fix: 'Split the file.',
  ...overrides,
});

describe('IDE messages', () => {
  it('starts a run with an "Executing" line', () => {
    expect(executingLine('main.js', 'Strict')).toBe('Executing main.js under the Strict profile…');
  });

  it('gives one suggestion per distinct problem', () => {
    const messages = suggestionsFrom([
      finding({}),
      finding({ startLine: 30 }),
      finding({ ruleId: 'HB003', ruleName: 'Law of Documented Purpose', fix: undefined, message: 'No doc.' }),
    ]);
    expect(messages).toEqual([
      { type: 'suggestion', ruleId: 'HB001', message: 'HB001 Law of Brevity: Split the file.' },
      { type: 'suggestion', ruleId: 'HB003', message: 'HB003 Law of Documented Purpose: No doc.' },
    ]);
  });

  it('summarises a run with its measures and counts', () => {
    const result: IdeCheckResult = {
      filename: 'main.js',
      language: 'javascript',
      profile: 'strict',
      violations: [finding({})],
      counts: { Critical: 0, Major: 0, Minor: 1, Trivial: 0 },
      duration_ms: 4.2,
      lines: 6000,
      analysed_lines: 5000,
      functions: 1,
      score: 96,
      ratings: { clarity: 96, justice: 100, reliability: 100, maintainability: 100, governance: 96 },
      laws: [],
    };
    expect(summaryLine(result)).toBe(
      'Checked 6000 lines and 1 function in 4.2 ms: 1 violation (1 Minor). The first 5000 lines were checked.',
    );
  });

  it('asks the assistant about a finding with its place and law', () => {
    expect(questionAbout(finding({}), 'main.js')).toBe(
      'In main.js, line 21 breaks HB001 Law of Brevity (Minor): The file has 25 lines; the Strict profile allows 20. How do I fix it?',
    );
  });
});
