import type { SupportTicketCreated } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '@/lib/api-client';

export interface TicketSubmission {
  fields: Record<'name' | 'email' | 'subject' | 'category' | 'description' | 'website', string>;
  attachment: File | null;
}

/** `POST /api/support/tickets` as multipart, reporting the upload's progress. */
export function submitTicket(
  { fields, attachment }: TicketSubmission,
  onProgress?: (progress: UploadProgress) => void,
): Promise<SupportTicketCreated> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (attachment) form.append('attachment', attachment, attachment.name);
  return apiUpload<SupportTicketCreated>('/support/tickets', form, onProgress);
}

export function useSubmitTicket(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: TicketSubmission) => submitTicket(submission, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support'] }),
  });
}
