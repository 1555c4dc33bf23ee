/** The engine under a project's law profile: laws switched off, limits changed, Strict's simplified checks added. */
import { analyzeCode, analyzeCodeWithGrowth, type GrowthAnalysis } from '../analyze.ts';
import { makeFinding } from '../common/finding.ts';
import { IDE_LINE_LIMIT } from '../constants.ts';
import { checkIdeRules } from '../ide/ide-check.ts';
import { isLawId } from '../laws.ts';
import { createReview, type CodeReview } from '../review/review.ts';
import { computeRatings, computeScore, scoreBand } from '../scoring/ratings.ts';
import type { AnalysisInput, AnalysisResult, Finding } from '../types.ts';
import { effectiveLawSettings, type LawSettings } from './law-profiles.ts';

/** Strict's two checks as findings, with the exact messages of the simplified IDE check. */
function simplifiedFindings(filename: string, content: string): Finding[] {
  const totalLines = content.split('\n').length;
  return checkIdeRules(filename, content).map((violation) =>
    violation.law.id === 'HB001'
      ? makeFinding(
          'HB001',
          'Minor',
          violation.message,
          IDE_LINE_LIMIT + 1,
          totalLines,
          `Move part of this file into another module so each stays within ${IDE_LINE_LIMIT} lines.`,
        )
      : makeFinding(
          violation.law.id,
          'Minor',
          violation.message,
          1,
          1,
          'Start the file with a /** … */ comment that says what it is for.',
        ),
  );
}

/** Analyses one file under the law settings; ratings and score follow the findings kept. */
export function analyzeWithProfile(input: AnalysisInput, settings: LawSettings): AnalysisResult {
  const effective = effectiveLawSettings(settings);
  return underProfile(analyzeCode({ ...input, limits: effective.limits }), input, effective);
}

/** `analyzeWithProfile`, keeping the syntax tree's growth facts (for the assistant's answers). */
export function analyzeWithProfileAndGrowth(input: AnalysisInput, settings: LawSettings): GrowthAnalysis {
  const effective = effectiveLawSettings(settings);
  const { result, growthOf } = analyzeCodeWithGrowth({ ...input, limits: effective.limits });
  return { result: underProfile(result, input, effective), growthOf };
}

function underProfile(
  result: AnalysisResult,
  input: AnalysisInput,
  effective: ReturnType<typeof effectiveLawSettings>,
): AnalysisResult {
  const content = (input.content ?? '').replace(/^\uFEFF/, '');
  const extra = effective.simplifiedChecks ? simplifiedFindings(result.filename, content) : [];
  const findings = [...extra, ...result.findings]
    .filter((finding) => !isLawId(finding.ruleId) || effective.enabledLaws[finding.ruleId])
    .sort((left, right) => left.startLine - right.startLine);
  const ratings = computeRatings(findings, result.metrics);
  const score = computeScore(ratings, findings);
  return { ...result, findings, ratings, score, scoreBand: scoreBand(score) };
}

/** A stored review of one file under the law settings (the same findings the IDE shows). */
export function reviewWithProfile(input: AnalysisInput, settings: LawSettings): CodeReview {
  return createReview(analyzeWithProfile(input, settings));
}
