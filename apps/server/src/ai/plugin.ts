import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { warmUpRetrieval } from './builtin/retrieval.ts';
import { createAiProvider } from './provider.ts';
import type { AiProvider } from './types.ts';

/** The AI provider and the work in flight that shutdown must wait for or stop. */
export interface AiRuntime {
  provider: AiProvider;
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
    const runtime: AiRuntime = {
      provider: createAiProvider(app.config.ai),
      generations: new Map(),
      runInBackground(task) {
        const running = task()
          .catch((error: unknown) => app.log.error({ err: error }, 'background AI task failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      },
    };
    app.decorate('ai', runtime);
    if (runtime.provider.name === 'builtin') {
      // Build the content index after start-up, not inside the first chat request.
      const warmUp = setTimeout(warmUpRetrieval, 0);
      app.addHook('onClose', async () => clearTimeout(warmUp));
    }
    app.addHook('preClose', async () => {
      for (const generation of runtime.generations.values()) generation.abort();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
    });
  },
  { name: 'hammurabi-ai' },
);
