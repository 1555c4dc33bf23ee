import type { SupportTicket } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { getOpenTicketCountQueryOptions } from '@/lib/api/support/get-open-ticket-count';
import { getTicketQueryOptions, tokenHeaders } from './get-ticket';

/** A reply as the form sends it: the message and at most one file. */
export interface ReplySubmission {
  body: string;
  attachment: File | null;
}

/** `POST /api/support/tickets/{id}/messages` as multipart → 201 with the updated ticket. */
export function replyToTicket(ticketId: string, token: string | null, reply: ReplySubmission): Promise<SupportTicket> {
  const form = new FormData();
  form.append('body', reply.body);
  if (reply.attachment) form.append('attachment', reply.attachment, reply.attachment.name);
  return apiUpload<SupportTicket>(
    `/support/tickets/${encodeURIComponent(ticketId)}/messages`,
    form,
    undefined,
    tokenHeaders(token),
  );
}

export function useReplyToTicket(ticketId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ReplySubmission) => replyToTicket(ticketId, token, reply),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(ticketId, token).queryKey, ticket);
      await queryClient.invalidateQueries({ queryKey: ['support'], refetchType: 'none' });
      // A staff reply moves the ticket out of the open ones: the staff menu's count reads again.
      return queryClient.invalidateQueries({ queryKey: getOpenTicketCountQueryOptions().queryKey });
    },
  });
}
