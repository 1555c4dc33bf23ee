import { describe, expect, it } from 'vitest';
import { readReviewContent } from './review-content';

const engineReview = {
  summary: '`main.js` scores 45/100.',
  strengths: ['Names are explicit.'],
  improvements: ['Law of Brevity (HB001): `run` is 73 lines long (limit 50) (lines 1–73).'],
  security: ['Critical, line 72: `eval` executes a dynamic string as code.'],
  performance: ['No performance issues found.'],
  suggestions: [{ line: 72, suggestion: 'Parse data with JSON.parse.' }],
  score: 45,
  findings: [
    {
      ruleId: 'SEC001',
      ruleName: 'Dynamic code execution',
      category: 'security',
      severity: 'Critical',
      message: '`eval` executes a dynamic string as code.',
      startLine: 72,
      endLine: 72,
    },
  ],
  ratings: { clarity: 91, justice: 70, reliability: 96, maintainability: 96, governance: 88 },
  source: 'engine',
};

describe('readReviewContent', () => {
  it('reads the stored review object with its lists, suggestions, findings, ratings and source', () => {
    const content = readReviewContent(engineReview);
    expect(content).toEqual({
      kind: 'structured',
      review: {
        summary: '`main.js` scores 45/100.',
        strengths: ['Names are explicit.'],
        improvements: ['Law of Brevity (HB001): `run` is 73 lines long (limit 50) (lines 1–73).'],
        security: ['Critical, line 72: `eval` executes a dynamic string as code.'],
        performance: ['No performance issues found.'],
        suggestions: [{ line: 72, text: 'Parse data with JSON.parse.' }],
        score: 45,
        findings: engineReview.findings,
        ratings: engineReview.ratings,
        source: 'engine',
      },
    });
  });

  it('keeps a section that is one string as a paragraph and a list as a list', () => {
    const content = readReviewContent({ summary: 'Fine.', strengths: 'Short functions.', improvements: ['a', 'b'] });
    expect(content).toMatchObject({
      kind: 'structured',
      review: { strengths: 'Short functions.', improvements: ['a', 'b'], security: null, performance: null },
    });
  });

  it('accepts the alternative field names of spec §3', () => {
    const content = readReviewContent({
      assessment_summary: 'Overall solid.',
      improvement_areas: ['Name things.'],
      security_review: 'No secrets in code.',
      performance_analysis: ['Loop is quadratic.'],
      optimization_suggestions: [{ line: 3, suggestion: 'Use a Set.' }, 'Cache the result.'],
      score: '72',
    });
    expect(content).toEqual({
      kind: 'structured',
      review: {
        summary: 'Overall solid.',
        strengths: null,
        improvements: ['Name things.'],
        security: 'No secrets in code.',
        performance: ['Loop is quadratic.'],
        suggestions: [
          { line: 3, text: 'Use a Set.' },
          { line: null, text: 'Cache the result.' },
        ],
        score: 72,
        findings: [],
        ratings: null,
        source: null,
      },
    });
  });

  it('prefers the spec name when both names are present', () => {
    const content = readReviewContent({ summary: 'Primary.', assessment_summary: 'Alternative.' });
    expect(content).toMatchObject({ review: { summary: 'Primary.' } });
  });

  it('parses review content stored as a JSON string', () => {
    expect(readReviewContent(JSON.stringify(engineReview))).toEqual(readReviewContent(engineReview));
  });

  it('shows content that is not valid JSON as plain text', () => {
    expect(readReviewContent('Looks good, but {split this function.')).toEqual({
      kind: 'text',
      text: 'Looks good, but {split this function.',
    });
  });

  it('treats a JSON-encoded string as its text', () => {
    expect(readReviewContent('"Plain words."')).toEqual({ kind: 'text', text: 'Plain words.' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', '   '],
    ['an empty object', {}],
    ['an object without review fields', { foo: 1, bar: 'x' }],
    ['a number', 42],
    ['a list', ['a', 'b']],
    ['JSON of a list', '[1, 2]'],
    ['JSON null', 'null'],
    ['empty sections only', { summary: '', strengths: [], improvements: ['  '] }],
  ])('gives nothing to show for %s', (_name, raw) => {
    expect(readReviewContent(raw)).toEqual({ kind: 'empty' });
  });

  it('turns object items into text and drops invalid findings and ratings', () => {
    const content = readReviewContent({
      improvements: [{ message: 'Shorten it.' }, { area: 'naming' }, 7, null],
      findings: [{ ruleId: 'HB001' }, engineReview.findings[0]],
      ratings: { clarity: 'high' },
      source: 'oracle',
    });
    expect(content).toMatchObject({
      kind: 'structured',
      review: {
        improvements: ['Shorten it.', '{"area":"naming"}', '7'],
        findings: [engineReview.findings[0]],
        ratings: null,
        source: null,
      },
    });
  });
});
