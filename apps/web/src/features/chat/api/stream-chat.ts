import { readSseEvents, type ChatRequest, type ChatStreamEvent } from '@hammurabi/shared';
import { apiStream } from '@/lib/api-client';
import { ChatStreamError, toChatStreamEvent } from '../lib/chat-events';

/**
 * `POST /api/ai/chat/stream`: sends a message and yields the reply's events as they arrive
 * (`conversation`, then `delta`s, then `done` or `error`). A refusal before the stream throws
 * an `ApiError`; aborting `signal` closes the connection, which the server treats as a stop.
 */
export async function* streamChat(request: ChatRequest, signal?: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  const response = await apiStream('/ai/chat/stream', { method: 'POST', body: request, signal });
  if (!response.body) throw new ChatStreamError('The browser gave no access to the streamed reply.');
  for await (const raw of readSseEvents(response.body)) {
    const event = toChatStreamEvent(raw);
    if (event) yield event;
  }
}
