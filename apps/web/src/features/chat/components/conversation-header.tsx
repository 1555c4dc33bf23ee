import { type Conversation, countLabel } from '@hammurabi/shared';
import { PanelLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteConversation } from '../api/delete-conversation';
import { useRenameConversation } from '../api/rename-conversation';
import { conversationTitle } from '../lib/conversation-title';
import { ExportButtons } from './export-buttons';
import { RenameConversationDialog } from './rename-conversation-dialog';

/**
 * The top of the message pane: the conversation's title with Rename and Delete, and on small
 * screens the button that opens the conversation list.
 */
export function ConversationHeader({
  conversation,
  fallbackTitle,
  listId,
  listOpen,
  onOpenList,
  onDeleted,
  busy,
}: {
  /** The selected conversation, or null for a new chat. */
  conversation: Conversation | null;
  /** The title while no conversation is known yet. */
  fallbackTitle: string;
  listId: string;
  listOpen: boolean;
  onOpenList: () => void;
  onDeleted: (conversationId: string) => void;
  /** A reply is arriving in this conversation: it cannot be deleted meanwhile. */
  busy: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const title = conversation ? conversationTitle(conversation) : fallbackTitle;

  const submitRename = (newTitle: string) => {
    if (!conversation) return;
    rename.mutate(
      { conversationId: conversation.id, title: newTitle },
      {
        onSuccess: () => setRenaming(false),
        onError: (error) =>
          toast({ title: 'Error renaming conversation', description: error.message, variant: 'destructive' }),
      },
    );
  };

  const confirmDelete = () => {
    if (!conversation) return;
    remove.mutate(conversation.id, {
      onSuccess: () => {
        setDeleting(false);
        onDeleted(conversation.id);
        toast({ title: 'Conversation deleted', description: `"${title}" was deleted.`, variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Error deleting conversation', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <div className="flex min-h-14 items-center gap-2 border-b border-border px-3 py-2 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={onOpenList}
        aria-label="Show conversations"
        aria-controls={listId}
        aria-expanded={listOpen}
        className="size-9 shrink-0 md:hidden"
      >
        <PanelLeft aria-hidden />
      </Button>
      <h2 className="min-w-0 flex-1 truncate font-semibold" title={title}>
        {title}
      </h2>
      {conversation ? (
        <div className="flex shrink-0 items-center gap-1">
          <ExportButtons conversationId={conversation.id} title={title} />
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)} title="Rename this conversation">
            <Pencil aria-hidden />
            <span className="max-sm:sr-only">Rename</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setDeleting(true)}
            disabled={busy}
            title="Delete this conversation"
            className="text-destructive hover:bg-destructive/10"
          >
            <Trash2 aria-hidden />
            <span className="max-sm:sr-only">Delete</span>
          </Button>
          <RenameConversationDialog
            open={renaming}
            onOpenChange={setRenaming}
            initial={title}
            pending={rename.isPending}
            onSubmit={submitRename}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title="Delete this conversation?"
            description={`"${title}" and its ${countLabel(conversation.message_count, 'message')} will be deleted. This cannot be undone.`}
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </div>
      ) : null}
    </div>
  );
}
