import { useQueryClient } from '@tanstack/react-query';
import { Bot, MessagesSquare, Plus, X } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAiStatus } from '../api/get-ai-status';
import { refreshMessagePages, useMessagePages } from '../api/get-message-pages';
import { type DisplayMessage, fromStored, withTurn } from '../lib/chat-turn';
import { messagesOfPages } from '../lib/message-pages';
import { isSendable } from '../lib/message-format';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { AttachButton, AttachedFiles, type AttachableFile } from './attach-picker';
import { type TurnResult, useChatTurn } from './use-chat-turn';
import { useMessageActions } from './use-message-actions';
import { useErrorToast } from '@/lib/use-error-toast';
import type { EditorAssistantProps } from '@/lib/editor-assistant';
import { paths } from '@/lib/paths';

/**
 * The editor's AI Assistant side panel. Each question
 * carries the file's current text, so answers are about the code on screen. The conversation
 * is kept after the first reply; New Chat starts over.
 */
export function AssistantPanel({
  projectId,
  fileId,
  filename,
  language,
  getCode,
  onClose,
  className,
}: EditorAssistantProps) {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  // Failed sends are noted here only: "Error: …" replies, and questions the server never stored.
  const [notes, setNotes] = useState<DisplayMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [attached, setAttached] = useState<AttachableFile[]>([]);
  const history = useMessagePages(conversationId);
  const chat = useChatTurn();
  const noteCount = useRef(0);
  // Asked with the screen, so the offline badge is there when the first answer arrives.
  useAiStatus();

  useErrorToast(history.error, 'Error fetching chat history');

  const send = async () => {
    const message = draft;
    if (!isSendable(message) || chat.pending) return;
    setDraft('');
    // Attached files stay with the conversation (their chips too) until removed.
    const files = attached;
    const sentAt = new Date().toISOString();
    const result = await chat.send({
      message,
      conversation_id: conversationId,
      context: {
        ...editorContext(),
        files: files.map((file) => ({ project_id: file.projectId, file_id: file.fileId })),
      },
    });
    if (result.abandoned) return;
    if (result.conversationId && !result.refused) {
      setConversationId(result.conversationId);
      // Load the stored history before the turn gives way to it, so nothing blinks.
      await refreshMessagePages(queryClient, result.conversationId);
    }
    if (result.status === 'failed') {
      const error = result.error ?? 'An unexpected error occurred.';
      const note = (
        role: DisplayMessage['role'],
        content: string,
        createdAt: string,
        status: DisplayMessage['status'],
      ) => ({
        key: `note-${(noteCount.current += 1)}`,
        id: null,
        siblingIds: [],
        files: [],
        role,
        content,
        createdAt,
        status,
      });
      setNotes((current) => [
        ...current,
        ...(result.refused ? [note('user', message, sentAt, 'complete')] : []),
        note('assistant', `Error: ${error}`, new Date().toISOString(), 'error'),
      ]);
      toast({ title: 'AI Assistant Error', description: error, variant: 'destructive' });
    }
    chat.clear();
  };

  const editorContext = useCallback(
    () => ({ current_code: getCode(), language, fileId, projectId, filename }),
    [getCode, language, fileId, projectId, filename],
  );
  const settle = useCallback(
    async (result: TurnResult | null) => {
      const id = result?.conversationId ?? conversationId;
      if (id) await refreshMessagePages(queryClient, id);
      if (result?.status === 'failed') {
        toast({
          title: 'AI Assistant Error',
          description: result.error ?? 'An unexpected error occurred.',
          variant: 'destructive',
        });
      }
    },
    [conversationId, queryClient],
  );
  const actions = useMessageActions({ conversationId, chat, settle, context: editorContext });

  const newChat = () => {
    chat.abandon();
    setConversationId(null);
    setNotes([]);
  };

  const shown = useMemo(() => {
    const stored = history.error || !history.data ? [] : messagesOfPages(history.data.pages).map(fromStored);
    const merged = [...stored, ...notes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return withTurn(merged, chat.turn);
  }, [history.data, history.error, notes, chat.turn]);

  return (
    <aside
      aria-label="AI Assistant"
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm',
        className,
      )}
    >
      <div className="flex items-center gap-1.5 border-b border-border py-1.5 pr-1.5 pl-3">
        <Bot aria-hidden className="size-4 text-primary" />
        <h2 className="mr-auto text-sm font-semibold">AI Assistant</h2>
        {conversationId ? (
          <Button asChild variant="ghost" size="icon" className="size-8">
            <Link
              to={paths.conversation(conversationId)}
              aria-label="Open this conversation in AI Chat"
              title="Open in AI Chat"
            >
              <MessagesSquare aria-hidden />
            </Link>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={newChat} title="Start a new conversation">
          <Plus aria-hidden />
          New Chat
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={onClose} aria-label="Close AI Assistant">
          <X aria-hidden />
        </Button>
      </div>
      <MessageList
        key={conversationId ?? 'new'}
        compact
        messages={shown}
        typing={chat.turn && !chat.turn.reply && !chat.turn.outcome ? 'dots' : null}
        busy={chat.streaming}
        label="Assistant messages"
        empty="Ask me anything about your code or project! Start typing below."
        actions={actions}
        older={{
          available: history.hasNextPage,
          loading: history.isFetchingNextPage,
          load: () => void history.fetchNextPage(),
        }}
        className="bg-background/40"
      />
      <div className="border-t border-border p-3">
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={() => void send()}
          onStop={chat.stop}
          pending={chat.pending}
          streaming={chat.streaming}
          stopping={chat.turn?.stopRequested ?? false}
          lockWhilePending={false}
          placeholder="Ask a question..."
          rows={2}
          label="Ask the assistant"
          autoFocus="always"
          above={
            <AttachedFiles
              files={attached}
              onRemove={(id) => setAttached((current) => current.filter((file) => file.fileId !== id))}
            />
          }
          leading={
            <AttachButton
              selected={attached}
              onChange={setAttached}
              disabled={chat.pending}
              preferred={{ projectId, fileId, filename, projectTitle: 'this project' }}
            />
          }
        />
        <p className="mt-1 truncate text-xs text-muted-foreground" title={filename}>
          Answers look at the current text of <span className="font-mono">{filename}</span>, saved or not.
        </p>
      </div>
    </aside>
  );
}
