import type { AiConfig } from '../config.ts';
import { createBuiltinProvider } from './builtin/builtin-provider.ts';
import type { AnalysisEngine } from './engine/pool.ts';
import { createOpenAiProvider } from './openai/openai-provider.ts';
import type { AiProvider } from './types.ts';

/** The provider AI_PROVIDER names, using `engine` for every analysis of code. */
export function createAiProvider(config: AiConfig, engine: AnalysisEngine): AiProvider {
  switch (config.provider) {
    case 'builtin':
      return createBuiltinProvider(engine);
    case 'openai':
      return createOpenAiProvider(config, engine);
  }
}
