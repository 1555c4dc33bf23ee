import type { ChatContext } from '@hammurabi/shared';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { selectBranch } from '../api/select-branch';
import type { MessageActions } from './message-tools';
import type { TurnResult, useChatTurn } from './use-chat-turn';

/**
 * Edit, regenerate and version switching for a conversation on screen. `settle` reads the
 * stored messages again (and whatever else the screen shows) once a turn or a switch is done.
 */
export function useMessageActions({
  conversationId,
  chat,
  settle,
  context,
}: {
  conversationId: string | null;
  chat: ReturnType<typeof useChatTurn>;
  settle: (result: TurnResult | null) => Promise<void>;
  /** Context sent with an edit or a new answer (the editor's code); the question's files are kept. */
  context?: () => ChatContext | null;
}): MessageActions | undefined {
  const pending = chat.pending;
  const { edit, regenerate, clear } = chat;
  return useMemo(() => {
    if (!conversationId) return undefined;
    const finish = async (result: TurnResult) => {
      if (result.abandoned) return;
      await settle(result);
      clear();
    };
    return {
      disabled: pending,
      onEdit: (messageId, content) => void edit(conversationId, messageId, content, context?.() ?? null).then(finish),
      onRegenerate: (messageId) => void regenerate(conversationId, messageId, '', context?.() ?? null).then(finish),
      onSwitch: (messageId) =>
        void selectBranch(conversationId, messageId)
          .then(() => settle(null))
          .catch((error: unknown) =>
            toast({
              title: 'Error switching versions',
              description: error instanceof Error ? error.message : 'An unexpected error occurred.',
              variant: 'destructive',
            }),
          ),
    } satisfies MessageActions;
  }, [conversationId, pending, edit, regenerate, clear, settle, context]);
}
