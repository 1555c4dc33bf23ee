import { ClipboardCopy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText, downloadText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';
import { exportConversationMarkdown } from '../api/export-conversation';

/** A file name made of the conversation's title. */
function markdownFilename(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'conversation'}.md`;
}

/** Download the conversation's current branch as Markdown, or copy it. */
export function ExportButtons({ conversationId, title }: { conversationId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: 'download' | 'copy') => {
    setBusy(true);
    try {
      const markdown = await exportConversationMarkdown(conversationId);
      if (action === 'download') {
        downloadText(markdownFilename(title), markdown);
      } else {
        await copyText(markdown);
        toast({
          title: 'Copied',
          description: 'The conversation is on the clipboard as Markdown.',
          variant: 'success',
        });
      }
    } catch (error) {
      toast({
        title: 'Error exporting conversation',
        description: error instanceof Error ? error.message : 'An unexpected error occurred.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void run('download')}
        disabled={busy}
        title="Download this conversation as Markdown"
      >
        <Download aria-hidden />
        <span className="max-sm:sr-only">Export</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => void run('copy')}
        disabled={busy}
        aria-label="Copy as Markdown"
        title="Copy this conversation as Markdown"
      >
        <ClipboardCopy aria-hidden />
      </Button>
    </>
  );
}
