import { type ChatStreamEvent, ChatStreamEventSchemas, type SseEvent } from '@hammurabi/shared';

/** A stream event that broke the contract of POST /api/ai/chat/stream. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

function isChatEventType(type: string): type is ChatStreamEvent['event'] {
  return Object.hasOwn(ChatStreamEventSchemas, type);
}

/**
 * Reads one Server-Sent Event of the chat stream as a typed event, checked against the shared
 * contract. Unknown event types are skipped (null) so the server may add some later.
 */
export function toChatStreamEvent(event: SseEvent): ChatStreamEvent | null {
  if (!isChatEventType(event.event)) return null;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    throw new ChatStreamError(`The assistant sent an unreadable "${event.event}" event.`);
  }
  const parsed = ChatStreamEventSchemas[event.event].safeParse(data);
  if (!parsed.success) throw new ChatStreamError(`The assistant sent an unexpected "${event.event}" event.`);
  return { event: event.event, data: parsed.data } as ChatStreamEvent;
}
