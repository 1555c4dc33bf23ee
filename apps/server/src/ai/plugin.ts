import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalysisEngine, type AnalysisEngine } from './engine/pool.ts';
import { createAiProvider } from './provider.ts';
import type { AiProvider } from './types.ts';

/** The AI provider and the work in flight that shutdown must wait for or stop. */
export interface AiRuntime {
  provider: AiProvider;
  /** The analysis engine's worker threads, which every provider analyses code with. */
  engine: AnalysisEngine;
  /** Streaming replies being generated, by conversation id; aborting one stops it. */
  generations: Map<string, AbortController>;
  /** Runs a task after the answer was sent (a model review); shutdown waits for it. */
  runInBackground(task: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiRuntime;
  }
}

/** Decorates the app with `app.ai` from `config.ai` (AI_PROVIDER). */
export const registerAi = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const engine = createAnalysisEngine(app.config.analysis);
    const runtime: AiRuntime = {
      provider: createAiProvider(app.config.ai, engine),
      engine,
      generations: new Map(),
      runInBackground(task) {
        const running = task()
          .catch((error: unknown) => app.log.error({ err: error }, 'background AI task failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      },
    };
    app.decorate('ai', runtime);
    app.addHook('preClose', async () => {
      for (const generation of runtime.generations.values()) generation.abort();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      await engine.close();
    });
  },
  { name: 'hammurabi-ai' },
);
