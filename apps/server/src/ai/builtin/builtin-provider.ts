import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalysisEngine } from '../engine/pool.ts';
import { AiProviderError } from '../errors.ts';
import type { AiProvider, ChatInput } from '../types.ts';

/** Splits an answer into line-sized pieces so it streams like a model's reply. */
function pieces(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [text];
}

/**
 * The offline, deterministic provider: the analysis engine plus retrieval over the site's
 * content, both computed in the engine's worker threads.
 */
export function createBuiltinProvider(engine: AnalysisEngine): AiProvider {
  return {
    name: 'builtin',
    inlineReviews: true,
    async *streamChat(input: ChatInput) {
      let answer: string;
      try {
        answer = await engine.run(
          'chatAnswer',
          {
            message: input.message,
            code: input.code,
            files: input.files ?? [],
            history: input.history,
            knowledge: input.knowledge ?? [],
          },
          input.signal,
        );
      } catch (error) {
        // A stop or a disconnect while the answer was computed ends the stream quietly.
        if (error instanceof AiProviderError && error.kind === 'cancelled') return;
        throw error;
      }
      for (const piece of pieces(answer)) {
        if (input.signal.aborted) return;
        yield piece;
        // Gives a stop or a disconnect the chance to land between pieces.
        await nextTurn();
      }
    },
    review: ({ filename, language, content, projectFiles, lawSettings, signal }) =>
      engine.run('review', { filename, language, content, projectFiles, lawSettings }, signal),
    explainCode: ({ code, question, signal }) => engine.run('explain', { code, question }, signal),
    generateCode: ({ prompt, language, contextCode, signal }) =>
      engine.run('generate', { prompt, language, contextCode }, signal),
  };
}
