import { Text } from '@codemirror/state';
import type { CodeReview, ReviewFinding } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { findingStates, latestCompletedAiReview, reviewDiagnostics } from './review-diagnostics';

function finding(overrides: Partial<ReviewFinding>): ReviewFinding {
  return {
    ruleId: 'HB001',
    ruleName: 'Law of Brevity',
    category: 'law',
    severity: 'Minor',
    message: '`run` is 73 lines long (limit 50).',
    startLine: 1,
    endLine: 1,
    ...overrides,
  };
}

function review(findings: ReviewFinding[], overrides: Partial<CodeReview> = {}): CodeReview {
  return {
    id: '878c553c-e06b-46ad-a9fb-5a32fff95a1d',
    file_id: '0dce71aa-c966-4668-a1c1-8ebf658a41a9',
    project_id: '1659c8a8-d547-494d-ac1d-fbe0559a14f0',
    review_request_id: null,
    file_version: 2,
    reviewer_type: 'ai',
    reviewer: null,
    requested_by: null,
    status: 'completed',
    provider: 'builtin',
    score: 45,
    review_content: {
      summary: 'Summary.',
      strengths: [],
      improvements: [],
      security: [],
      performance: [],
      suggestions: [],
      score: 45,
      findings,
    },
    judged_lines: null,
    error: null,
    created_at: '2026-01-01T00:00:00.000Z',
    completed_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const doc = Text.of(['function run(input) {', '  const value = input;', '  return eval(value);', '}']);

describe('reviewDiagnostics', () => {
  it('maps severities to lint levels and names the law in the message', () => {
    const diagnostics = reviewDiagnostics(
      review([
        finding({ severity: 'Trivial', ruleId: 'HB002', ruleName: 'Law of Explicit Naming', message: 'Short.' }),
        finding({ severity: 'Major', message: 'Long.' }),
        finding({ severity: 'Minor', message: 'Undocumented.' }),
        finding({ severity: 'Critical', ruleId: 'SEC001', ruleName: 'Dynamic code execution', message: 'eval.' }),
      ]),
      doc,
      2,
    );
    expect(diagnostics.map((item) => [item.severity, item.message])).toEqual([
      ['error', 'SEC001 Dynamic code execution: eval.'],
      ['error', 'HB001 Law of Brevity: Long.'],
      ['warning', 'HB001 Law of Brevity: Undocumented.'],
      ['info', 'HB002 Law of Explicit Naming: Short.'],
    ]);
  });

  it('marks the first line of a finding from its first non-blank character, with the range and the fix', () => {
    const [diagnostic] = reviewDiagnostics(
      review([finding({ startLine: 3, endLine: 4, fix: 'Use JSON.parse.' })]),
      doc,
      2,
    );
    const line = doc.line(3);
    expect(diagnostic).toMatchObject({ from: line.from + 2, to: line.to, source: 'Guardian AI Review' });
    expect(diagnostic?.message).toBe(
      'HB001 Law of Brevity: `run` is 73 lines long (limit 50). Lines 3–4. Use JSON.parse.',
    );
  });

  it('clamps a line past the end of the text to the last line and says so', () => {
    const [diagnostic] = reviewDiagnostics(review([finding({ startLine: 40, endLine: 40 })]), doc, 2);
    expect(diagnostic).toMatchObject({ from: doc.line(4).from, to: doc.line(4).to });
    expect(diagnostic?.message).toContain('Line 40 is past the end of the file now.');
  });

  it('keeps marks whose lines are unchanged at a later version, and says so', () => {
    const judged = [{ line: 3, text: '  return eval(value);' }];
    const [diagnostic] = reviewDiagnostics(
      review([finding({ startLine: 3, endLine: 3 })], { judged_lines: judged }),
      doc,
      5,
    );
    expect(diagnostic?.message).toContain('Judged at version 2; these lines are unchanged since.');
  });

  it('drops the marks of findings whose lines changed or moved since the review', () => {
    const eval3 = finding({ severity: 'Critical', ruleId: 'SEC001', message: 'eval.', startLine: 3, endLine: 3 });
    const header = finding({ message: 'Header.', startLine: 1, endLine: 1 });
    const judged = [
      { line: 1, text: 'function run(input) {' },
      { line: 3, text: '  return eval(value);' },
    ];
    const reviewed = review([eval3, header], { judged_lines: judged });
    // Line 3 rewritten: its finding is outdated, line 1's still applies.
    const fixed = Text.of(['function run(input) {', '  const value = input;', '  return JSON.parse(value);', '}']);
    expect(findingStates(reviewed, fixed, 3).outdated).toEqual([eval3]);
    expect(reviewDiagnostics(reviewed, fixed, 3).map((item) => item.message)).toEqual([
      expect.stringContaining('Header.'),
    ]);
    // A line added on top moves every judged line: both are outdated.
    const moved = Text.of(['// added', ...doc.toJSON()]);
    expect(findingStates(reviewed, moved, 3)).toEqual({ current: [], outdated: [eval3, header] });
    expect(reviewDiagnostics(reviewed, moved, 3)).toEqual([]);
  });

  it('outdates every finding of a review stored without its lines once the version changed', () => {
    expect(reviewDiagnostics(review([finding({})]), doc, 5)).toEqual([]);
    expect(reviewDiagnostics(review([finding({})]), doc, 2)).toHaveLength(1);
  });

  it('gives no marks for content without findings', () => {
    expect(reviewDiagnostics(review([], { review_content: null }), doc, 2)).toEqual([]);
    expect(reviewDiagnostics(review([]), Text.of(['']), 2)).toEqual([]);
  });
});

describe('latestCompletedAiReview', () => {
  it('skips pending, failed and human reviews in a newest-first list', () => {
    const pending = review([], { id: 'a', status: 'pending' });
    const human = review([], { id: 'b', reviewer_type: 'human' });
    const failed = review([], { id: 'c', status: 'failed' });
    const done = review([], { id: 'd' });
    expect(latestCompletedAiReview([pending, human, failed, done])?.id).toBe('d');
    expect(latestCompletedAiReview([human])).toBeNull();
    expect(latestCompletedAiReview(undefined)).toBeNull();
  });
});
