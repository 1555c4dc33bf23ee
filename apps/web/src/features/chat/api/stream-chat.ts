import {
  readSseEvents,
  type ChatEditRequest,
  type ChatRegenerateRequest,
  type ChatRequest,
  type ChatStreamEvent,
} from '@hammurabi/shared';
import { apiStream } from '@/lib/api-client';
import { ChatStreamError, toChatStreamEvent } from '../lib/chat-events';

/** Reads the chat events of a streaming POST: `conversation`, then `delta`s, then `done` or `error`. */
async function* postStream(path: string, body: unknown, signal?: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  const response = await apiStream(path, { method: 'POST', body, signal });
  if (!response.body) throw new ChatStreamError('The browser gave no access to the streamed reply.');
  for await (const raw of readSseEvents(response.body)) {
    const event = toChatStreamEvent(raw);
    if (event) yield event;
  }
}

/**
 * `POST /api/ai/chat/stream`: sends a message and yields the reply's events as they arrive
 * (`conversation`, then `delta`s, then `done` or `error`). A refusal before the stream throws
 * an `ApiError`; aborting `signal` closes the connection, which the server treats as a stop.
 */
export function streamChat(request: ChatRequest, signal?: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  return postStream('/ai/chat/stream', request, signal);
}

const messagePath = (conversationId: string, messageId: string, action: string) =>
  `/ai/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/${action}`;

/** `POST …/messages/{id}/edit`: a new version of a question, answered as a new branch (streamed). */
export function streamEdit(
  conversationId: string,
  messageId: string,
  request: ChatEditRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  return postStream(messagePath(conversationId, messageId, 'edit'), request, signal);
}

/** `POST …/messages/{id}/regenerate`: a new answer beside the old one (streamed). */
export function streamRegenerate(
  conversationId: string,
  messageId: string,
  request: ChatRegenerateRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  return postStream(messagePath(conversationId, messageId, 'regenerate'), request, signal);
}
