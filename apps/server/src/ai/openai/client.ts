import { readSseEvents } from '@hammurabi/shared';
import { AiProviderError } from '../errors.ts';

/** A chat-completions message. */
export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ClientSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long to wait for the answer to start, and between two streamed pieces. */
  timeoutMs: number;
}

interface CompletionRequest {
  messages: CompletionMessage[];
  json?: boolean;
  signal?: AbortSignal | undefined;
}

/**
 * An abort signal that fires on the caller's signal or when `timeoutMs` passes without
 * `touch()`; `timedOut` tells the two apart afterwards.
 */
function idleDeadline(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  if (outer?.aborted) controller.abort();
  touch();
  return {
    signal: controller.signal,
    touch,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

function timeoutError(settings: ClientSettings): AiProviderError {
  return new AiProviderError(
    'timeout',
    `The AI provider did not answer within ${Math.round(settings.timeoutMs / 1000)} seconds (AI_TIMEOUT_MS). Please try again.`,
  );
}

async function providerFailure(response: Response): Promise<AiProviderError> {
  const text = await response.text().catch(() => '');
  let reason = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; detail?: string };
    reason = (typeof body.error === 'string' ? body.error : body.error?.message) ?? body.detail ?? reason;
  } catch {
    /* not JSON: keep the text */
  }
  return new AiProviderError(
    'upstream',
    `The AI provider answered HTTP ${response.status}${reason ? `: ${reason}` : ''}.`,
  );
}

async function post(
  settings: ClientSettings,
  request: CompletionRequest,
  stream: boolean,
  signal: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const body = {
    model: settings.model,
    messages: request.messages,
    stream,
    ...(request.json ? { response_format: { type: 'json_object' }, temperature: 0 } : {}),
  };
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await providerFailure(response);
  return response;
}

function translate(error: unknown, settings: ClientSettings, deadline: { timedOut: boolean }): unknown {
  if (error instanceof AiProviderError) return error;
  if (deadline.timedOut) return timeoutError(settings);
  if ((error as Error).name === 'AbortError') return error;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new AiProviderError(
    'upstream',
    `Could not reach the AI provider at ${new URL(settings.baseUrl).host}: ${cause?.code ?? cause?.message ?? (error as Error).message}.`,
  );
}

/** One complete answer (no streaming); throws AiProviderError. */
export async function complete(settings: ClientSettings, request: CompletionRequest): Promise<string> {
  const deadline = idleDeadline(settings.timeoutMs, request.signal);
  try {
    const response = await post(settings, request, false, deadline.signal);
    const body = (await response.json()) as { choices?: { message?: { content?: string | null } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      throw new AiProviderError(
        'bad_output',
        'The AI provider answered without a message (no choices[0].message.content).',
      );
    }
    return content;
  } catch (error) {
    throw translate(error, settings, deadline);
  } finally {
    deadline.dispose();
  }
}

/**
 * Streams an answer's text pieces (`stream: true`, SSE `data:` chunks until `[DONE]`). Ends
 * quietly when the caller's signal aborts; throws AiProviderError on timeouts and failures.
 */
export async function* streamCompletion(settings: ClientSettings, request: CompletionRequest): AsyncGenerator<string> {
  const deadline = idleDeadline(settings.timeoutMs, request.signal);
  try {
    const response = await post(settings, request, true, deadline.signal);
    if (!response.body) throw new AiProviderError('bad_output', 'The AI provider sent an empty stream.');
    for await (const { data } of readSseEvents(response.body, deadline.touch)) {
      if (data === '[DONE]') return;
      let chunk: { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };
      try {
        chunk = JSON.parse(data) as typeof chunk;
      } catch {
        throw new AiProviderError('bad_output', 'The AI provider sent a stream chunk that is not JSON.');
      }
      if (chunk.error) {
        throw new AiProviderError('upstream', `The AI provider failed: ${chunk.error.message ?? 'unknown error'}.`);
      }
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  } catch (error) {
    if (request.signal?.aborted && !deadline.timedOut) return;
    throw translate(error, settings, deadline);
  } finally {
    deadline.dispose();
  }
}
