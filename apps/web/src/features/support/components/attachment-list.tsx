import { formatBytes, type SupportAttachment } from '@hammurabi/shared';
import { Download, Paperclip } from 'lucide-react';
import { Button } from '@/components/ui/button';

const typeLabels: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'application/pdf': 'PDF',
  'text/plain; charset=utf-8': 'Text',
};

/** A ticket's or a reply's files, each with a Download button (files are never opened in the page). */
export function AttachmentList({
  attachments,
  downloading,
  onDownload,
  label = 'Attachments',
}: {
  attachments: SupportAttachment[];
  /** The list's accessible name: the ticket's files, or one reply's. */
  label?: string;
  downloading: string | null;
  onDownload: (attachment: SupportAttachment) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {attachments.map((attachment) => (
        <li
          key={attachment.id}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm"
        >
          <Paperclip className="size-4 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 basis-40 truncate font-medium">{attachment.filename}</span>
          <span className="text-muted-foreground">
            {typeLabels[attachment.content_type] ?? attachment.content_type} · {formatBytes(attachment.size)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={downloading === attachment.id}
            onClick={() => onDownload(attachment)}
            aria-label={`Download ${attachment.filename}`}
          >
            <Download aria-hidden />
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}
