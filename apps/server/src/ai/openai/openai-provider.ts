import { z } from 'zod';
import { AiProviderError } from '../errors.ts';
import type { AnalysisEngine } from '../engine/pool.ts';
import type { AiProvider, ChatInput } from '../types.ts';
import { complete, streamCompletion, type ClientSettings, type CompletionMessage } from './client.ts';
import { chatSystemPrompt, generatePrompt, numberedCode, reviewPrompt } from './prompts.ts';
import { parseJsonAnswer, validateModelReview } from './review-output.ts';

const HISTORY_TURNS = 20;
const GeneratedSchema = z.object({ code: z.string().min(1), explanation: z.string().default('') });

/** The engine's analysis of the context code (in a worker thread), or null without code. */
async function analyse(engine: AnalysisEngine, code: ChatInput['code'], signal?: AbortSignal) {
  if (!code || !code.code.trim()) return null;
  const input = { filename: code.filename ?? 'snippet', language: code.language, content: code.code };
  return (await engine.run('analyze', input, signal)).result;
}

/** Any OpenAI-compatible /chat/completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server, LM Studio. */
export function createOpenAiProvider(settings: ClientSettings, engine: AnalysisEngine): AiProvider {
  return {
    name: 'openai',
    inlineReviews: false,
    async *streamChat(input) {
      const passages = input.knowledge?.length
        ? await engine.run(
            'rankKnowledge',
            { message: input.message, codeLanguage: input.code?.language ?? null, knowledge: input.knowledge },
            input.signal,
          )
        : [];
      const analysis = await analyse(engine, input.code, input.signal);
      const messages: CompletionMessage[] = [
        { role: 'system', content: chatSystemPrompt(input.code, analysis, input.files, passages) },
        ...input.history.slice(-HISTORY_TURNS),
        { role: 'user', content: input.message },
      ];
      yield* streamCompletion(settings, { messages, signal: input.signal });
    },
    async review(input) {
      const { result: analysis } = await engine.run(
        'analyze',
        {
          filename: input.filename,
          language: input.language,
          content: input.content,
          projectFiles: input.projectFiles,
          lawSettings: input.lawSettings,
        },
        input.signal,
      );
      const answer = await complete(settings, {
        messages: [
          { role: 'system', content: 'You are a strict, fair code reviewer. You answer with JSON only.' },
          { role: 'user', content: reviewPrompt(input.filename, input.content, analysis) },
        ],
        json: true,
        signal: input.signal,
      });
      return validateModelReview(answer, input.content.split(/\r?\n/).length, analysis);
    },
    async explainCode(input) {
      const question = input.question ?? 'Explain what this code does, step by step, citing line numbers.';
      const chunks: string[] = [];
      for await (const chunk of streamCompletion(settings, {
        messages: [
          { role: 'system', content: chatSystemPrompt(input.code, await analyse(engine, input.code, input.signal)) },
          { role: 'user', content: `${question}\n\n\`\`\`\n${numberedCode(input.code.code)}\n\`\`\`` },
        ],
        signal: input.signal,
      })) {
        chunks.push(chunk);
      }
      return chunks.join('');
    },
    async generateCode(input) {
      const answer = await complete(settings, {
        messages: [{ role: 'user', content: generatePrompt(input.prompt, input.language, input.contextCode) }],
        json: true,
        signal: input.signal,
      });
      const parsed = GeneratedSchema.safeParse(parseJsonAnswer(answer, 'code'));
      if (!parsed.success) {
        throw new AiProviderError('bad_output', 'The model\'s answer had no "code" field.');
      }
      return parsed.data;
    },
  };
}
