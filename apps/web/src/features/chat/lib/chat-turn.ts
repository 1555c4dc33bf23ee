import type { ChatContextFile, ChatMessage, ChatMessageStatus, ChatStreamEvent } from '@hammurabi/shared';

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
  /** An edit or a new answer: the stored message it replaces on screen (it and all after it). */
  replaces: string | null;
  /** False for a new answer, whose question is already on screen. */
  showQuestion: boolean;
}

/** Where a turn goes: after the messages on screen, or in place of one (an edit, a new answer). */
export interface TurnPlacement {
  replaces: string | null;
  showQuestion: boolean;
}

/** A turn for `message`, sent just now. */
export function startTurn(
  message: string,
  conversationId: string | null,
  now: string,
  placement: TurnPlacement = { replaces: null, showQuestion: true },
): ChatTurn {
  return {
    ...placement,
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
  /** The stored message's id; null while it is only on screen. */
  id: string | null;
  /** The versions of this message (edits, new answers), oldest first; one when it has none. */
  siblingIds: readonly string[];
  /** The project files it was sent with. */
  files: readonly ChatContextFile[];
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
    id: message.id,
    siblingIds: message.sibling_ids,
    files: message.files,
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
  const cut = turn.replaces ? stored.findIndex((message) => message.key === turn.replaces) : -1;
  const before = cut === -1 ? stored : stored.slice(0, cut);
  const own = new Set(
    [turn.showQuestion ? turn.userMessageId : null, turn.outcome?.messageId].filter((id): id is string => Boolean(id)),
  );
  const shown = before.filter((message) => !own.has(message.key));
  const onScreen = { id: null, siblingIds: [], files: [] };
  if (turn.showQuestion) {
    shown.push({
      key: 'turn-question',
      ...onScreen,
      role: 'user',
      content: turn.message,
      createdAt: turn.sentAt,
      status: 'complete',
    });
  }
  // Before the first piece arrives the typing indicator stands in for the reply.
  if (turn.reply) {
    shown.push({
      key: 'turn-reply',
      ...onScreen,
      role: 'assistant',
      content: turn.reply,
      createdAt: turn.replyStartedAt ?? turn.sentAt,
      status: turn.outcome?.status ?? 'streaming',
    });
  }
  return shown;
}
