import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalysisEngine, type AnalysisEngine } from './engine/pool.ts';
import { GenerationStops } from './generation-stops.ts';
import { createAiProvider } from './provider.ts';
import type { AiProvider } from './types.ts';

/** The AI provider and the work in flight that shutdown must wait for or stop. */
export interface AiRuntime {
  provider: AiProvider;
  /** The analysis engine's worker threads, which every provider analyses code with. */
  engine: AnalysisEngine;
  /** Streaming replies being generated, by conversation id; aborting one stops it. */
  generations: Map<string, AbortController>;
  /** Stops a streaming reply in whichever server process holds it. */
  stops: GenerationStops;
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiRuntime;
  }
}

/** Decorates the app with `app.ai` from `config.ai` (AI_PROVIDER). */
export const registerAi = fp(
  async (app: FastifyInstance) => {
    const engine = createAnalysisEngine(app.config.analysis);
    const generations = new Map<string, AbortController>();
    const stops = new GenerationStops(generations, app.notifier);
    await stops.start();
    const runtime: AiRuntime = {
      provider: createAiProvider(app.config.ai, engine),
      engine,
      generations,
      stops,
    };
    app.decorate('ai', runtime);
    app.addHook('preClose', async () => {
      for (const generation of runtime.generations.values()) generation.abort();
    });
    app.addHook('onClose', async () => {
      await engine.close();
    });
  },
  { name: 'hammurabi-ai' },
);
