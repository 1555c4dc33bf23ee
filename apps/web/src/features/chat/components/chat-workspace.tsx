import { isUuid, type ChatMessage } from '@hammurabi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { getConversationsQueryOptions, useConversations } from '../api/get-conversations';
import { useAiStatus } from '../api/get-ai-status';
import { refreshMessages, useMessages } from '../api/get-messages';
import { fromStored, withTurn } from '../lib/chat-turn';
import { conversationTitle } from '../lib/conversation-title';
import { isSendable } from '../lib/message-format';
import { ChatComposer } from './chat-composer';
import { ConversationHeader } from './conversation-header';
import { ConversationSidebar } from './conversation-sidebar';
import { MessageList } from './message-list';
import { AttachButton, AttachedFiles, type AttachableFile } from './attach-picker';
import { type TurnResult, useChatTurn } from './use-chat-turn';
import { useMessageActions } from './use-message-actions';
import { useErrorToast } from '@/lib/use-error-toast';

const SELECTED_PARAM = 'conversation';
const MESSAGE_PARAM = 'message';

/**
 * The signed-in /chat screen: conversations on the left (a toggled panel on small screens),
 * the selected conversation and the message box on the right. The selection lives in the
 * address (`?conversation=`), so reloading or sharing the link keeps it.
 */
export function ChatWorkspace() {
  const queryClient = useQueryClient();
  const listId = useId();
  // Asked with the screen, so the offline badge is there when the first answer arrives.
  useAiStatus();
  const [params, setParams] = useSearchParams();
  const requested = params.get(SELECTED_PARAM);
  const selectedId = requested && isUuid(requested) ? requested : null;
  const focusParam = params.get(MESSAGE_PARAM);
  const focusMessageId = focusParam && isUuid(focusParam) ? focusParam : null;
  const [listOpen, setListOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [attached, setAttached] = useState<AttachableFile[]>([]);

  const conversations = useConversations();
  const selected = conversations.data?.find((conversation) => conversation.id === selectedId) ?? null;

  const select = useCallback(
    (conversationId: string | null, replace = false, messageId: string | null = null) =>
      setParams(
        conversationId
          ? { [SELECTED_PARAM]: conversationId, ...(messageId ? { [MESSAGE_PARAM]: messageId } : {}) }
          : {},
        { replace },
      ),
    [setParams],
  );

  const reloadList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
    [queryClient],
  );

  const startedNew = useRef(false);
  const chat = useChatTurn({
    onConversation: (conversationId) => {
      // A new chat becomes the current one as soon as the server has stored it; the list is read
      // once, when the turn ends, with its title and message count final.
      if (!startedNew.current) return;
      startedNew.current = false;
      select(conversationId, true);
    },
  });
  // A new chat is selected mid-stream; its messages are read once, when the turn ends.
  const messages = useMessages(selectedId, { held: chat.turn !== null && chat.turn.conversationId === selectedId });
  // Opening a conversation shows its attachments (those of its last question) as chips again.
  const restoredFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (restoredFor.current === selectedId || (selectedId && !messages.data)) return;
    if (restoredFor.current !== undefined || selectedId) setAttached(attachmentsOf(messages.data ?? []));
    restoredFor.current = selectedId;
  }, [selectedId, messages.data]);

  useErrorToast(conversations.error, 'Error fetching conversations');

  useErrorToast(messages.error, 'Error fetching messages');

  const send = async () => {
    const message = draft;
    if (!isSendable(message) || chat.pending) return;
    setDraft('');
    // Attachments belong to the conversation: their chips stay for the next questions until
    // removed, and every question names them, so a removed chip is removed on the server too.
    const files = attached;
    startedNew.current = selectedId === null;
    const result = await chat.send({
      message,
      conversation_id: selectedId,
      context:
        files.length || selectedId
          ? { files: files.map((file) => ({ project_id: file.projectId, file_id: file.fileId })) }
          : null,
    });
    if (result.abandoned) return;
    startedNew.current = false;
    // The list always (a stop before the server answered may still have stored a new chat);
    // the messages when the server took this one.
    await Promise.all([
      reloadList(),
      result.conversationId && !result.refused ? refreshMessages(queryClient, result.conversationId) : null,
    ]);
    if (result.status === 'failed') {
      toast({
        title: 'Error sending message',
        description: result.error ?? 'An unexpected error occurred.',
        variant: 'destructive',
      });
      // Nothing was stored: give the words (and files) back rather than make the user choose them again.
      if (result.refused) {
        setDraft((current) => current || message);
      }
    }
    chat.clear();
  };

  const settle = useCallback(
    async (result: TurnResult | null) => {
      const conversationId = result?.conversationId ?? selectedId;
      await Promise.all([reloadList(), conversationId ? refreshMessages(queryClient, conversationId) : null]);
      if (result?.status === 'failed') {
        toast({
          title: 'Error sending message',
          description: result.error ?? 'An unexpected error occurred.',
          variant: 'destructive',
        });
      }
    },
    [queryClient, reloadList, selectedId],
  );
  const actions = useMessageActions({ conversationId: selectedId, chat, settle });

  /** Opens another conversation (or a new chat); a reply still arriving is given up but kept as stopped. */
  const open = (conversationId: string | null, messageId: string | null = null) => {
    setListOpen(false);
    if (conversationId === selectedId && !chat.pending && !messageId) return;
    if (chat.pending) {
      chat.abandon();
      void reloadList();
    }
    if (conversationId && messageId) void refreshMessages(queryClient, conversationId);
    select(conversationId, false, messageId);
  };

  const turn = chat.turn && chat.turn.conversationId === selectedId ? chat.turn : null;
  const shown = useMemo(
    () => withTurn(messages.error ? [] : (messages.data ?? []).map(fromStored), turn),
    [messages.data, messages.error, turn],
  );
  const loadingMessages = selectedId !== null && messages.isPending && !turn;

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[28rem] border-b border-border">
      <h1 className="sr-only">AI Chat</h1>
      <ConversationSidebar
        id={listId}
        conversations={conversations.data ?? []}
        loading={conversations.isPending}
        failed={Boolean(conversations.error) && !conversations.data}
        refreshing={conversations.isFetching}
        selectedId={selectedId}
        onSelect={(conversationId) => open(conversationId)}
        onOpenHit={(conversationId, messageId) => open(conversationId, messageId)}
        onNewChat={() => open(null)}
        onRefresh={() => void reloadList()}
        onClose={() => setListOpen(false)}
        className={cn(
          'w-full border-r border-border md:flex md:w-1/4 md:max-w-[350px] md:min-w-[280px]',
          listOpen ? 'flex' : 'hidden',
        )}
      />
      <section
        aria-label="Messages"
        className={cn('min-w-0 flex-1 flex-col bg-background md:flex', listOpen ? 'hidden' : 'flex')}
      >
        <ConversationHeader
          conversation={selected}
          fallbackTitle={selectedId ? conversationTitle({ id: selectedId, title: turn?.title ?? null }) : 'New chat'}
          listId={listId}
          listOpen={listOpen}
          onOpenList={() => setListOpen(true)}
          onDeleted={(conversationId) => {
            if (conversationId === selectedId) select(null, true);
          }}
          busy={chat.streaming && turn !== null}
        />
        {loadingMessages ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label="Loading messages" />
          </div>
        ) : (
          <MessageList
            key={selectedId ?? 'new'}
            messages={shown}
            typing={turn !== null && !turn.reply && !turn.outcome ? 'spinner' : null}
            busy={chat.streaming}
            actions={actions}
            focusMessageId={focusMessageId}
            label="Messages"
            empty={
              messages.error ? (
                <div>
                  <p>The messages could not be loaded.</p>
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => void messages.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : selectedId ? (
                'No messages in this conversation yet.'
              ) : (
                'Select a conversation or start a new one.'
              )
            }
          />
        )}
        <div className="border-t border-border bg-background p-3 sm:p-4">
          <div className="mx-auto max-w-3xl">
            <ChatComposer
              value={draft}
              onChange={setDraft}
              onSend={() => void send()}
              onStop={chat.stop}
              pending={chat.pending}
              streaming={chat.streaming}
              stopping={chat.turn?.stopRequested ?? false}
              lockWhilePending
              placeholder="Message the assistant…"
              rows={3}
              label="Message"
              autoFocus="unless-elsewhere"
              above={
                <AttachedFiles
                  files={attached}
                  onRemove={(fileId) => setAttached((current) => current.filter((file) => file.fileId !== fileId))}
                />
              }
              leading={<AttachButton selected={attached} onChange={setAttached} disabled={chat.pending} />}
            />
          </div>
        </div>
      </section>
    </div>
  );
}

/** The files of a conversation's last question, as chips. */
function attachmentsOf(messages: readonly ChatMessage[]): AttachableFile[] {
  const asked = messages.findLast((message) => message.role === 'user');
  return (asked?.files ?? []).map((file) => ({
    projectId: file.project_id,
    projectTitle: 'attached earlier',
    fileId: file.file_id,
    filename: file.filename,
  }));
}
