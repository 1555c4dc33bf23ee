import { reviewCode } from '@hammurabi/analysis';
import type { ReviewContent } from '@hammurabi/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AiProvider, ChatInput, ReviewInput } from '../types.ts';
import { composeAnswer, composeExplanation } from './answer.ts';
import { generateSkeleton } from './generate.ts';

/** Splits an answer into line-sized pieces so it streams like a model's reply. */
function pieces(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [text];
}

/** The engine's review as stored review content. */
export function engineReview(input: ReviewInput): ReviewContent {
  const review = reviewCode({
    filename: input.filename,
    language: input.language,
    content: input.content,
    projectFiles: input.projectFiles,
  });
  return { ...review, findings: review.findings.map((finding) => ({ ...finding })), source: 'engine' };
}

/** The offline, deterministic provider: the analysis engine plus retrieval over the site's content. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    inlineReviews: true,
    async *streamChat(input: ChatInput) {
      const answer = composeAnswer(input.message, input.code);
      for (const piece of pieces(answer)) {
        if (input.signal.aborted) return;
        yield piece;
        // Gives a stop or a disconnect the chance to land between pieces.
        await nextTurn();
      }
    },
    review: (input) => Promise.resolve(engineReview(input)),
    explainCode: (input) => Promise.resolve(composeExplanation(input.code, input.question)),
    generateCode: (input) => Promise.resolve(generateSkeleton(input)),
  };
}
