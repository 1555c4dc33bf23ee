import type { ChatContext, ChatRequest, ChatStreamEvent } from '@hammurabi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stopGeneration } from '../api/stop-generation';
import { streamChat, streamEdit, streamRegenerate } from '../api/stream-chat';
import {
  type ChatTurn,
  type TurnOutcome,
  type TurnPlacement,
  applyStreamEvent,
  endTurn,
  startTurn,
} from '../lib/chat-turn';

/** What became of a sent message. */
export interface TurnResult extends TurnOutcome {
  conversationId: string | null;
  /** The server never stored the message (refused, or the connection failed before it answered). */
  refused: boolean;
  /** The turn was given up (another conversation was opened): nothing about it is on screen any more. */
  abandoned: boolean;
}

/**
 * Sends one message at a time and streams the reply into `turn`. `stop` asks the server to
 * end the reply (keeping what came so far); before the conversation is known it closes the
 * connection, which the server treats the same way. Leaving the page closes it too.
 */
export function useChatTurn({ onConversation }: { onConversation?: (conversationId: string) => void } = {}) {
  const [turn, setTurn] = useState<ChatTurn | null>(null);
  const active = useRef<{ controller: AbortController; turn: ChatTurn } | null>(null);
  const onConversationRef = useRef(onConversation);
  useEffect(() => {
    onConversationRef.current = onConversation;
  });

  useEffect(
    () => () => {
      active.current?.controller.abort();
      active.current = null;
    },
    [],
  );

  const run = useCallback(
    async (
      message: string,
      conversationId: string | null,
      placement: TurnPlacement,
      open: (signal: AbortSignal) => AsyncGenerator<ChatStreamEvent>,
    ): Promise<TurnResult> => {
      active.current?.controller.abort();
      const controller = new AbortController();
      const current = { controller, turn: startTurn(message, conversationId, now(), placement) };
      active.current = current;
      const update = (next: ChatTurn) => {
        current.turn = next;
        if (active.current === current) setTurn(next);
      };
      update(current.turn);
      try {
        for await (const event of open(controller.signal)) {
          update(applyStreamEvent(current.turn, event, now()));
          if (isConversation(event)) onConversationRef.current?.(event.data.conversation_id);
        }
        update(endTurn(current.turn, { error: 'The connection closed before the reply was finished.' }));
      } catch (error) {
        update(
          endTurn(
            current.turn,
            controller.signal.aborted
              ? { aborted: true }
              : { error: error instanceof Error ? error.message : 'An unexpected error occurred.' },
          ),
        );
      }
      const { outcome, userMessageId } = current.turn;
      return {
        ...(outcome ?? { status: 'failed', messageId: null, error: 'An unexpected error occurred.' }),
        conversationId: current.turn.conversationId,
        refused: userMessageId === null,
        abandoned: active.current !== current,
      };
    },
    [],
  );

  const send = useCallback(
    (request: ChatRequest) =>
      run(request.message, request.conversation_id ?? null, { replaces: null, showQuestion: true }, (signal) =>
        streamChat(request, signal),
      ),
    [run],
  );

  /** Sends a new version of the question `messageId`; it and what follows give way to the new branch. */
  const edit = useCallback(
    (conversationId: string, messageId: string, content: string, context: ChatContext | null = null) =>
      run(content, conversationId, { replaces: messageId, showQuestion: true }, (signal) =>
        streamEdit(conversationId, messageId, { content, context }, signal),
      ),
    [run],
  );

  /** Asks for a new answer in place of the answer `messageId` (the question `question` stays on screen). */
  const regenerate = useCallback(
    (conversationId: string, messageId: string, question: string, context: ChatContext | null = null) =>
      run(question, conversationId, { replaces: messageId, showQuestion: false }, (signal) =>
        streamRegenerate(conversationId, messageId, { context }, signal),
      ),
    [run],
  );

  const stop = useCallback(() => {
    const current = active.current;
    if (!current || current.turn.outcome || current.turn.stopRequested) return;
    const conversationId = current.turn.userMessageId ? current.turn.conversationId : null;
    current.turn = { ...current.turn, stopRequested: true };
    setTurn(current.turn);
    if (!conversationId) {
      current.controller.abort();
      return;
    }
    // The stream then ends with `done` "stopped"; should the stop call fail, closing the connection stops it too.
    stopGeneration(conversationId).catch(() => current.controller.abort());
  }, []);

  /** Forgets the turn once the stored messages that replace it are on screen. */
  const clear = useCallback(() => {
    if (active.current?.turn.outcome) active.current = null;
    setTurn((shown) => (shown?.outcome ? null : shown));
  }, []);

  /** Gives up the turn in flight (the server keeps what was streamed, as a stopped reply). */
  const abandon = useCallback(() => {
    active.current?.controller.abort();
    active.current = null;
    setTurn(null);
  }, []);

  return {
    turn,
    /** From sending until `clear`: no second message meanwhile. */
    pending: turn !== null,
    /** The reply is still arriving (Stop applies). */
    streaming: turn !== null && !turn.outcome,
    send,
    edit,
    regenerate,
    stop,
    clear,
    abandon,
  };
}

function now(): string {
  return new Date().toISOString();
}

function isConversation(event: ChatStreamEvent): event is Extract<ChatStreamEvent, { event: 'conversation' }> {
  return event.event === 'conversation';
}
