import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisEngine, defaultEngineLimits } from '../engine/pool.ts';
import { AiProviderError } from '../errors.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from '../testing/openai-test-server.ts';
import type { AiProvider } from '../types.ts';
import { createOpenAiProvider } from './openai-provider.ts';

const CODE = '/** Adds. */\nexport function add(a: number, b: number) {\n  var total = a + b;\n  return total;\n}\n';
const engine = createAnalysisEngine(defaultEngineLimits());
afterAll(() => engine.close());
const FILE = { filename: 'add.ts', language: 'typescript', content: CODE, projectFiles: [] };

describe('openai provider against a local OpenAI-protocol server', () => {
  let upstream: OpenAiTestServer;
  let provider: AiProvider;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    provider = createOpenAiProvider(
      {
        baseUrl: upstream.baseUrl,
        apiKey: 'sk-test',
        model: 'test-model',
        timeoutMs: 1000,
      },
      engine,
    );
  });
  afterAll(() => upstream.close());

  async function collect(signal = new AbortController().signal): Promise<string[]> {
    const pieces: string[] = [];
    for await (const piece of provider.streamChat({
      message: 'What does line 3 do?',
      history: [
        { role: 'user', content: 'earlier question' },
        { role: 'assistant', content: 'earlier answer' },
      ],
      code: { code: CODE, language: 'typescript', filename: 'add.ts' },
      signal,
    })) {
      pieces.push(piece);
    }
    return pieces;
  }

  async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AiProviderError);
    return error as AiProviderError;
  }

  it('streams the SSE chunks as they come and sends the model, key, history and numbered code', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['Line 3 ', 'adds ', 'the numbers.'] });
    expect(await collect()).toEqual(['Line 3 ', 'adds ', 'the numbers.']);
    const sent = upstream.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system?.content).toContain('3 |   var total = a + b;');
    expect(system?.content).toContain('HB004');
    expect(rest.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('turns a provider 500 into an upstream error that quotes the provider', async () => {
    upstream.enqueue({ kind: 'error', status: 500, message: 'model overloaded' });
    const error = await failure(collect());
    expect(error.kind).toBe('upstream');
    expect(error.message).toBe('The AI provider answered HTTP 500: model overloaded.');
  });

  it('times out when the provider does not answer', async () => {
    upstream.enqueue({ kind: 'hang' });
    const error = await failure(collect());
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('did not answer within 1 seconds');
  });

  it('names an unreachable provider', async () => {
    const offline = createOpenAiProvider(
      {
        baseUrl: 'http://127.0.0.1:1/v1',
        apiKey: undefined,
        model: 'm',
        timeoutMs: 1000,
      },
      engine,
    );
    const error = await failure(offline.review(FILE));
    expect(error.kind).toBe('upstream');
    expect(error.message).toContain('Could not reach the AI provider at 127.0.0.1:1');
  });

  it('ends the stream quietly when the caller aborts, and the provider sees the disconnect', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['one ', 'two ', 'three ', 'four ', 'five'], delayMs: 100 });
    const controller = new AbortController();
    const aborted = upstream.clientAborted();
    const pieces: string[] = [];
    for await (const piece of provider.streamChat({
      message: 'hi',
      history: [],
      code: null,
      signal: controller.signal,
    })) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toEqual(['one ', 'two ']);
    await aborted;
  });

  it('reviews with structured JSON grounded in the engine findings and keeps those findings', async () => {
    upstream.enqueue({
      kind: 'text',
      chunks: [
        JSON.stringify({
          summary: 'Small and clear.',
          strengths: ['Documented'],
          improvements: 'Use const on line 3.',
          security: [],
          performance: [],
          suggestions: [{ line: 3, suggestion: 'Declare `total` with const.' }],
          score: 88,
        }),
      ],
    });
    const review = await provider.review(FILE);
    expect(review).toMatchObject({ source: 'model', score: 88, improvements: ['Use const on line 3.'] });
    expect(review.findings?.some((finding) => finding.ruleId === 'HB004' && finding.startLine === 3)).toBe(true);
    const sent = upstream.requests.at(-1)?.body;
    expect(sent).toMatchObject({ stream: false, response_format: { type: 'json_object' } });
    expect(sent?.messages[1]?.content).toContain('"rule":"HB004 Law of Immutable State"');
  });

  it('refuses malformed review JSON with a clear error', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['Here is my review: the code is fine!'] });
    const error = await failure(provider.review(FILE));
    expect(error).toMatchObject({ kind: 'bad_output', message: "The model's review was not valid JSON." });
    upstream.enqueue({
      kind: 'text',
      chunks: [
        '{"summary": "x", "strengths": [], "improvements": [], "security": [], "performance": [], "suggestions": [], "score": 140}',
      ],
    });
    const shapeError = await failure(provider.review(FILE));
    expect(shapeError.message).toMatch(/^The model's review did not have the required form \(score: /);
  });

  it('refuses a review that points outside the file', async () => {
    upstream.enqueue({
      kind: 'text',
      chunks: [
        JSON.stringify({
          summary: 's',
          strengths: [],
          improvements: [],
          security: [],
          performance: [],
          suggestions: [{ line: 42, suggestion: 'Nothing is here.' }],
          score: 70,
        }),
      ],
    });
    const error = await failure(provider.review(FILE));
    expect(error.message).toBe("The model's review pointed at line 42, outside the file (lines 1–6).");
  });

  it('generates code from a JSON answer, tolerating a ```json fence', async () => {
    upstream.enqueue({
      kind: 'text',
      chunks: ['```json\n{"code": "const x = 1;", "explanation": "A constant."}\n```'],
    });
    expect(await provider.generateCode({ prompt: 'a constant', language: 'javascript', contextCode: null })).toEqual({
      code: 'const x = 1;',
      explanation: 'A constant.',
    });
  });
});
