import type { AnalysisResult } from '@hammurabi/analysis';
import type { ReviewContent } from '@hammurabi/shared';
import { z } from 'zod';
import { AiProviderError } from '../errors.ts';

const Text = z.string().trim().min(1);
// Models often answer one sentence where a list was asked for; accept it as a list of one.
const TextList = z.union([z.array(Text), Text.transform((text) => [text])]);

/** The JSON a model must return for a review, before line numbers are checked against the file. */
export const ModelReviewSchema = z.object({
  summary: Text,
  strengths: TextList,
  improvements: TextList,
  security: TextList,
  performance: TextList,
  suggestions: z.array(z.object({ line: z.number().int(), suggestion: Text })),
  score: z.number().int().min(0).max(100),
});

/** Reads a JSON object from a model's answer, tolerating a ```json fence around it. */
export function parseJsonAnswer(answer: string, what: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(answer);
  try {
    return JSON.parse((fenced?.[1] ?? answer).trim());
  } catch {
    throw new AiProviderError('bad_output', `The model's ${what} was not valid JSON.`);
  }
}

/**
 * Validates a model's review (shape, score 0–100, every line inside the file) and joins it with
 * the engine's findings and ratings. Throws a `bad_output` AiProviderError naming the problem.
 */
export function validateModelReview(answer: string, lineCount: number, analysis: AnalysisResult): ReviewContent {
  const parsed = ModelReviewSchema.safeParse(parseJsonAnswer(answer, 'review'));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`);
    throw new AiProviderError(
      'bad_output',
      `The model's review did not have the required form (${problems.slice(0, 3).join('; ')}).`,
    );
  }
  const outside = parsed.data.suggestions.find((suggestion) => suggestion.line < 1 || suggestion.line > lineCount);
  if (outside) {
    throw new AiProviderError(
      'bad_output',
      `The model's review pointed at line ${outside.line}, outside the file (lines 1–${lineCount}).`,
    );
  }
  return {
    ...parsed.data,
    suggestions: [...parsed.data.suggestions].sort((left, right) => left.line - right.line),
    findings: analysis.findings.map((finding) => ({ ...finding })),
    ratings: { ...analysis.ratings },
    analysisLevel: analysis.analysisLevel,
    language: analysis.language,
    source: 'model',
  };
}
