import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';
import { createReview } from '../review/review.ts';
import { CORPUS, type ExpectedFinding } from './corpus-manifest.ts';

const FILES_DIRECTORY = new URL('./files/', import.meta.url);

function lineOf(lines: readonly string[], text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const index = lines.findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`corpus marker not found: ${text}`);
  return index + 1;
}

/** What each strength claims, as the finding ids that would contradict it. */
const STRENGTH_CLAIMS: readonly [RegExp, string][] = [
  [/Law of Brevity/, 'HB001'],
  [/Law of Explicit Naming/, 'HB002'],
  [/Law of Documented Purpose/, 'HB003'],
  [/Law of Immutable State/, 'HB004'],
  [/^No security findings/, 'SEC'],
  [/^No performance findings/, 'PERF'],
];

function describeExpectation(expected: ExpectedFinding): string {
  return expected.at ? `${expected.rule} at "${expected.at}"` : expected.rule;
}

describe('analysis corpus', () => {
  it('has a manifest entry for every corpus file and a file for every entry', () => {
    const files = readdirSync(FILES_DIRECTORY)
      .map((name) => name.replace(/\.txt$/, ''))
      .sort();
    expect(CORPUS.map((entry) => entry.file).sort()).toEqual(files);
  });

  for (const entry of CORPUS) {
    describe(entry.file, () => {
      const content = readFileSync(new URL(`${entry.file}.txt`, FILES_DIRECTORY), 'utf8');
      const lines = content.split('\n');
      const result = analyzeCode({ filename: entry.file, content, projectFiles: entry.projectFiles });
      const summary = result.findings.map((finding) => `${finding.ruleId}@${finding.startLine}`).join(', ');

      for (const expected of entry.expect) {
        it(`reports ${describeExpectation(expected)}`, () => {
          const line = lineOf(lines, expected.at);
          const match = result.findings.find(
            (finding) => finding.ruleId === expected.rule && (line === undefined || finding.startLine === line),
          );
          expect(match, `missing ${describeExpectation(expected)} (line ${line}); got: ${summary}`).toBeDefined();
        });
      }

      it(`reports none of ${entry.forbid.join(', ') || 'the forbidden rules'}`, () => {
        const unexpected = result.findings.filter((finding) =>
          entry.forbid.some((prefix) => finding.ruleId.startsWith(prefix)),
        );
        expect(unexpected.map((finding) => `${finding.ruleId}@${finding.startLine}: ${finding.message}`)).toEqual([]);
      });

      for (const forbidden of entry.forbidAt ?? []) {
        it(`does not report ${describeExpectation(forbidden)}`, () => {
          const line = lineOf(lines, forbidden.at);
          const match = result.findings.find(
            (finding) => finding.ruleId === forbidden.rule && finding.startLine === line,
          );
          expect(match, `unexpected ${describeExpectation(forbidden)}: ${match?.message}`).toBeUndefined();
        });
      }

      it('states no strength that a finding contradicts', () => {
        const contradictions = createReview(result).strengths.flatMap((strength) =>
          STRENGTH_CLAIMS.filter(
            ([claim, prefix]) =>
              claim.test(strength) && result.findings.some((finding) => finding.ruleId.startsWith(prefix)),
          ).map(([, prefix]) => `${prefix}: ${strength}`),
        );
        expect(contradictions).toEqual([]);
      });

      if (entry.level) {
        it(`uses the ${entry.level} analysis`, () => expect(result.analysisLevel).toBe(entry.level));
      }
      if (entry.minScore !== undefined || entry.maxScore !== undefined) {
        it('scores within the expected range', () => {
          expect(result.score).toBeGreaterThanOrEqual(entry.minScore ?? 0);
          expect(result.score).toBeLessThanOrEqual(entry.maxScore ?? 100);
        });
      }
    });
  }
});
