/**
 * The work the analysis engine does for the AI features, as plain functions of plain data: they
 * run inside the engine's worker threads (worker.ts), never on the server's event loop.
 */
import type { MessagePort } from 'node:worker_threads';
import { reviewCode, reviewWithProfile, type LawSettings } from '@hammurabi/analysis';
import type { ReviewContent } from '@hammurabi/shared';
import { composeExplanation } from '../builtin/answer.ts';
import { composeAnswerWithFiles } from '../builtin/answer-files.ts';
import { generateSkeleton } from '../builtin/generate.ts';
import { analyzeBounded, type ProfiledAnalysisInput } from '../limits.ts';
import type { ChatTurn, CodeContext, ContextFile, GeneratedCode, KnowledgePassage } from '../types.ts';
import { rankKnowledge } from '../builtin/knowledge.ts';

/** A review request without the abort signal (signals cannot cross to a worker). */
export interface ReviewTaskInput {
  filename: string;
  language: string;
  content: string;
  projectFiles: readonly string[];
  /** The project's law profile; the engine's defaults without it. */
  lawSettings?: LawSettings | undefined;
}

/** The engine's review as stored review content. */
function engineReview(input: ReviewTaskInput): ReviewContent {
  const { lawSettings, ...file } = input;
  const review = lawSettings ? reviewWithProfile(file, lawSettings) : reviewCode(file);
  return { ...review, findings: review.findings.map((finding) => ({ ...finding })), source: 'engine' };
}

/** Every task a worker runs, by name; each takes and returns structured-cloneable data. */
export const ENGINE_TASKS = {
  analyze: (input: ProfiledAnalysisInput) => analyzeBounded(input),
  /** The IDE's check of one file under a profile, timed inside the worker. */
  ideCheck: (input: ProfiledAnalysisInput) => {
    const started = performance.now();
    const bounded = analyzeBounded(input);
    return { ...bounded, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  },
  review: engineReview,
  chatAnswer: (input: {
    message: string;
    code: CodeContext | null;
    files: readonly ContextFile[];
    history?: readonly ChatTurn[];
    knowledge?: readonly KnowledgePassage[];
  }) =>
    composeAnswerWithFiles(input.message, input.code, input.files, {
      history: input.history ?? [],
      knowledge: input.knowledge ?? [],
    }),
  /** The passages a configured model is given for a question, best first. */
  rankKnowledge: (input: { message: string; codeLanguage: string | null; knowledge: readonly KnowledgePassage[] }) =>
    rankKnowledge(input.message, input.knowledge, input.codeLanguage, 4).map((ranked) => ranked.passage),
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
  /** Told when the worker starts the task: the pool's time limit counts from then. */
  started?: MessagePort;
}
