/** The engine under a project's law profile: laws switched off, limits changed, Strict's file checks added. */
import { analyzeCode, analyzeCodeWithGrowth, type GrowthAnalysis } from '../analyze.ts';
import { isLawId } from '../laws.ts';
import { createReview, type CodeReview } from '../review/review.ts';
import { computeRatings, computeScore, scoreBand } from '../scoring/ratings.ts';
import type { AnalysisInput, AnalysisResult } from '../types.ts';
import { effectiveLawSettings, type LawSettings } from './law-profiles.ts';
import { strictFileFindings } from './strict-file-checks.ts';

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
  const extra = effective.strictFileChecks
    ? strictFileFindings(result.filename, content, result.metrics.lines.total)
    : [];
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
