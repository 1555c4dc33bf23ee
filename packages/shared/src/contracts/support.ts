import { z } from 'zod';
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS, supportCategoryIds, supportStatusIds } from '../domain/support.ts';
import { EmailSchema, requiredText, text } from './common.ts';

const categoryList = Object.keys(SUPPORT_CATEGORIES).join(', ');

export const SupportCategorySchema = z.enum(supportCategoryIds, {
  error: `Category must be one of: ${categoryList}.`,
});
export const SupportStatusSchema = z.enum(supportStatusIds, {
  error: `Status must be one of: ${supportStatusIds.join(', ')}.`,
});

/**
 * The text fields of `POST /api/support/tickets` (sent as multipart form fields). `website` is
 * a honeypot: people never see it, so a value there means a bot filled the form.
 */
export const SupportTicketCreateSchema = z.strictObject({
  name: requiredText('Name', SUPPORT_LIMITS.nameMax),
  email: EmailSchema,
  subject: requiredText('Subject', SUPPORT_LIMITS.subjectMax),
  category: SupportCategorySchema,
  description: requiredText('Description', SUPPORT_LIMITS.descriptionMax),
  website: text().optional(),
});
export type SupportTicketCreate = z.infer<typeof SupportTicketCreateSchema>;

/** The answer to a new ticket: its public number and the secret link to follow it. */
export const SupportTicketCreatedSchema = z.object({
  id: text(),
  number: text(),
  status: SupportStatusSchema,
  access_url: text(),
  created_at: text(),
});
export type SupportTicketCreated = z.infer<typeof SupportTicketCreatedSchema>;

export const SupportAttachmentSchema = z.object({
  id: text(),
  filename: text(),
  content_type: text(),
  size: z.number().int(),
  sha256: text(),
  created_at: text(),
});
export type SupportAttachment = z.infer<typeof SupportAttachmentSchema>;

export const SupportMessageSchema = z.object({
  id: text(),
  author_kind: z.enum(['requester', 'staff', 'system']),
  author_name: text(),
  body: text(),
  /** The file sent with this reply (at most one), downloaded like the ticket's own. */
  attachments: z.array(SupportAttachmentSchema),
  created_at: text(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/** A ticket in a list: the requester's own list and the staff inbox. */
export const SupportTicketSummarySchema = z.object({
  id: text(),
  number: text(),
  subject: text(),
  category: SupportCategorySchema,
  status: SupportStatusSchema,
  name: text(),
  email: text(),
  message_count: z.number().int(),
  created_at: text(),
  updated_at: text(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummarySchema>;
export const SupportTicketListSchema = z.array(SupportTicketSummarySchema);

/**
 * One ticket with its conversation, the file sent with the form (`attachments`; a reply's file is
 * on its message) and what the caller may do with it.
 */
export const SupportTicketSchema = SupportTicketSummarySchema.extend({
  description: text(),
  messages: z.array(SupportMessageSchema),
  attachments: z.array(SupportAttachmentSchema),
  viewer: z.object({ is_staff: z.boolean(), can_reply: z.boolean() }),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

/**
 * `POST /api/support/tickets/{id}/messages`: JSON, or multipart/form-data with this field and one
 * optional "attachment" checked as the ticket form's.
 */
export const SupportMessageCreateSchema = z.strictObject({
  body: requiredText('Message', SUPPORT_LIMITS.messageMax),
});
export type SupportMessageCreate = z.infer<typeof SupportMessageCreateSchema>;

export const SupportStatusUpdateSchema = z.strictObject({ status: SupportStatusSchema });
export type SupportStatusUpdate = z.infer<typeof SupportStatusUpdateSchema>;

/** `GET /api/support/inbox`: staff filter by status and category; empty means any. */
export const SupportInboxQuerySchema = z.strictObject({
  status: z.preprocess((value) => (value === '' ? undefined : value), SupportStatusSchema.optional()),
  category: z.preprocess((value) => (value === '' ? undefined : value), SupportCategorySchema.optional()),
});
export type SupportInboxQuery = z.infer<typeof SupportInboxQuerySchema>;

/** `GET /api/support/inbox/count` (staff): the tickets waiting on support, New or Open. */
export const SupportInboxCountSchema = z.object({ open: z.number().int() });
export type SupportInboxCount = z.infer<typeof SupportInboxCountSchema>;
