import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { tokenHeaders } from './get-ticket';

/**
 * `GET /api/support/tickets/{id}/attachments/{attachmentId}`, saved as a file. The request
 * needs the bearer token or the link's token header, which a plain link cannot send.
 */
export async function downloadAttachment(
  ticketId: string,
  attachment: { id: string; filename: string },
  token: string | null,
): Promise<void> {
  const blob = await apiBlob(
    `/support/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachment.id)}`,
    { headers: tokenHeaders(token) },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadAttachment(ticketId: string, token: string | null) {
  return useMutation({
    mutationFn: (attachment: { id: string; filename: string }) => downloadAttachment(ticketId, attachment, token),
  });
}
