import type { ChatMessage, ChatMessageStatus, ChatStreamEvent } from '@hammurabi/shared';

/** How a turn ended: the reply's status, its stored id, and the reason when it failed. */
export interface TurnOutcome {
  status: ChatMessageStatus;
  messageId: string | null;
  error: string | null;
}

/** One question and its reply while it is being sent and streamed, before the server's copy replaces it. */
export interface ChatTurn {
  message: string;
  sentAt: string;
  /** Known from the start for a running conversation, else from the `conversation` event. */
  conversationId: string | null;
  title: string | null;
  /** The stored user message; null until the server has it. */
  userMessageId: string | null;
  reply: string;
  /** When the first piece of the reply arrived (the time shown on it). */
  replyStartedAt: string | null;
  stopRequested: boolean;
  outcome: TurnOutcome | null;
}

/** A turn for `message`, sent just now. */
export function startTurn(message: string, conversationId: string | null, now: string): ChatTurn {
  return {
    message,
    sentAt: now,
    conversationId,
    title: null,
    userMessageId: null,
    reply: '',
    replyStartedAt: null,
    stopRequested: false,
    outcome: null,
  };
}

/** The turn after one event of the stream. */
export function applyStreamEvent(turn: ChatTurn, event: ChatStreamEvent, now: string): ChatTurn {
  switch (event.event) {
    case 'conversation':
      return {
        ...turn,
        conversationId: event.data.conversation_id,
        title: event.data.title,
        userMessageId: event.data.user_message_id,
      };
    case 'delta':
      return { ...turn, reply: turn.reply + event.data.text, replyStartedAt: turn.replyStartedAt ?? now };
    case 'done':
      return { ...turn, outcome: { status: event.data.status, messageId: event.data.message_id, error: null } };
    case 'error':
      return { ...turn, outcome: { status: 'failed', messageId: event.data.message_id, error: event.data.detail } };
  }
}

/** The turn after the connection ended without a `done` or `error` event. */
export function endTurn(turn: ChatTurn, cause: { aborted: true } | { error: string }): ChatTurn {
  if (turn.outcome) return turn;
  const outcome: TurnOutcome =
    'aborted' in cause
      ? { status: 'stopped', messageId: null, error: null }
      : { status: 'failed', messageId: null, error: cause.error };
  return { ...turn, outcome };
}

/** A message as the chat shows it: stored ones, the turn in flight, and notes kept only in the browser. */
export interface DisplayMessage {
  key: string;
  role: 'user' | 'assistant';
  /** Text (Markdown), or an object shown as JSON. */
  content: unknown;
  createdAt: string;
  /** `streaming` while the reply arrives; `error` for a note about a failed send. */
  status: ChatMessageStatus | 'streaming' | 'error';
}

/** A stored message for display. */
export function fromStored(message: ChatMessage): DisplayMessage {
  return {
    key: message.id,
    role: message.role,
    content: message.content,
    createdAt: message.created_at,
    status: message.status,
  };
}

/**
 * The messages to show: the stored ones, then the turn in flight. A stored copy of the turn's
 * own messages (fetched while it streams) is left out, so nothing shows twice while the
 * server's copy is being fetched to replace it.
 */
export function withTurn(stored: readonly DisplayMessage[], turn: ChatTurn | null): DisplayMessage[] {
  if (!turn) return [...stored];
  const own = new Set([turn.userMessageId, turn.outcome?.messageId].filter((id): id is string => Boolean(id)));
  const shown = stored.filter((message) => !own.has(message.key));
  shown.push({ key: 'turn-question', role: 'user', content: turn.message, createdAt: turn.sentAt, status: 'complete' });
  // Before the first piece arrives the typing indicator stands in for the reply.
  if (turn.reply) {
    shown.push({
      key: 'turn-reply',
      role: 'assistant',
      content: turn.reply,
      createdAt: turn.replyStartedAt ?? turn.sentAt,
      status: turn.outcome?.status ?? 'streaming',
    });
  }
  return shown;
}
