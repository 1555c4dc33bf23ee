import type { AiConfig } from '../config.ts';
import { createBuiltinProvider } from './builtin/builtin-provider.ts';
import { createOpenAiProvider } from './openai/openai-provider.ts';
import type { AiProvider } from './types.ts';

/** The provider AI_PROVIDER names. */
export function createAiProvider(config: AiConfig): AiProvider {
  switch (config.provider) {
    case 'builtin':
      return createBuiltinProvider();
    case 'openai':
      return createOpenAiProvider(config);
  }
}
