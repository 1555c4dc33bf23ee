/**
 * The work the analysis engine does for the AI features, as plain functions of plain data: they
 * run inside the engine's worker threads (worker.ts), never on the server's event loop.
 */
import { reviewCode, type AnalysisInput } from '@hammurabi/analysis';
import type { ReviewContent } from '@hammurabi/shared';
import { composeExplanation } from '../builtin/answer.ts';
import { composeAnswerWithFiles } from '../builtin/answer-files.ts';
import { generateSkeleton } from '../builtin/generate.ts';
import { analyzeBounded } from '../limits.ts';
import type { CodeContext, ContextFile, GeneratedCode } from '../types.ts';

/** A review request without the abort signal (signals cannot cross to a worker). */
export interface ReviewTaskInput {
  filename: string;
  language: string;
  content: string;
  projectFiles: readonly string[];
}

/** The engine's review as stored review content. */
function engineReview(input: ReviewTaskInput): ReviewContent {
  const review = reviewCode(input);
  return { ...review, findings: review.findings.map((finding) => ({ ...finding })), source: 'engine' };
}

/** Every task a worker runs, by name; each takes and returns structured-cloneable data. */
export const ENGINE_TASKS = {
  analyze: (input: AnalysisInput) => analyzeBounded(input),
  review: engineReview,
  chatAnswer: (input: { message: string; code: CodeContext | null; files: readonly ContextFile[] }) =>
    composeAnswerWithFiles(input.message, input.code, input.files),
  explain: (input: { code: CodeContext; question: string | null }) => composeExplanation(input.code, input.question),
  generate: (input: { prompt: string; language: string; contextCode: string | null }): GeneratedCode =>
    generateSkeleton(input),
};

export type EngineTasks = typeof ENGINE_TASKS;
export type EngineTaskName = keyof EngineTasks;

/** What the pool posts to a worker. */
export interface EngineTaskMessage<Name extends EngineTaskName = EngineTaskName> {
  name: Name;
  input: Parameters<EngineTasks[Name]>[0];
}
