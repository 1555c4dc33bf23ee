import { createHash, randomBytes } from 'node:crypto';
import {
  isUuid,
  SUPPORT_STATUSES,
  type SupportInboxCount,
  type SupportInboxQuery,
  type SupportStatus,
  type SupportTicket,
  SupportMessageCreateSchema,
  type SupportAttachment,
  SupportTicketCreateSchema,
  type SupportTicketCreated,
  type SupportTicketSummary,
} from '@hammurabi/shared';
import type { z } from 'zod';
import type { Mailer } from '../../auth/mail.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { checkAttachment } from './attachment-check.ts';
import { sendStaffReply, sendStatusChange, sendTicketConfirmation } from './mail.ts';
import type { TicketForm } from './multipart.ts';
import { assertCanChangeStatus, assertCanRead, type TicketAccess, ticketPolicy } from './policy.ts';
import * as repo from './repository.ts';

/** What the support services need from the app. */
export interface SupportContext {
  db: Db;
  mailer: Mailer;
  /** The site's origin, for the links in mails. */
  siteUrl: string;
}

/** Who is asking: the signed-in account (if any), whether it is staff, and a link token (if any). */
export interface Viewer {
  user: RequestUser | null;
  isStaff: boolean;
  token: string | undefined;
}

const STAFF_NAME = 'Hammurabi Support';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

// The token travels in the fragment, so it never reaches server logs or Referer headers.
const linkTo = (context: SupportContext, ticketId: string, token: string) =>
  `${context.siteUrl}/support/tickets/${ticketId}#access=${token}`;

/** A new secret link for a ticket: the plain token goes into the link, only its hash is stored. */
async function issueLink(context: SupportContext, ticketId: string) {
  const token = newToken();
  await repo.insertAccessToken(context.db, ticketId, hashToken(token));
  return { link: linkTo(context, ticketId, token) };
}

/** A file name safe to store and send back: no path, no control characters, at most 200 characters. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (printable.length <= 200) return printable || 'attachment';
  const dot = printable.lastIndexOf('.');
  const extension = dot > 0 && printable.length - dot <= 10 ? printable.slice(dot) : '';
  return printable.slice(0, 200 - extension.length) + extension;
}

/** A form's fields checked against its contract: 422 naming every field that is wrong. */
function parseFields<T>(schema: z.ZodType<T>, fields: unknown): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new AppError('validation_failed', detail);
}

/** A sent file checked by its bytes (the ticket form's and a reply's alike), ready to store. */
async function storableAttachment(file: TicketForm['file']): Promise<repo.NewAttachment | null> {
  if (!file) return null;
  const filename = cleanFilename(file.filename);
  const checked = await checkAttachment(filename, file.bytes);
  return {
    filename,
    contentType: checked.contentType,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    content: file.bytes,
  };
}

/** Opens a ticket from the form: fields, honeypot and the attachment's bytes checked first. */
export async function createTicket(
  context: SupportContext,
  form: TicketForm,
  user: RequestUser | null,
  ip: string,
): Promise<SupportTicketCreated> {
  const fields = parseFields(SupportTicketCreateSchema, form.fields);
  if (fields.website?.trim()) {
    throw new AppError('validation_failed', 'This form looks automatically filled in, so it was not sent.');
  }
  const attachment = await storableAttachment(form.file);
  const token = newToken();
  const ticket = await repo.insertTicket(
    context.db,
    {
      userId: user?.id ?? null,
      name: fields.name,
      email: fields.email,
      subject: fields.subject,
      category: fields.category,
      description: fields.description,
      status: 'new',
      submittedIp: ip,
    },
    attachment,
    hashToken(token),
  );
  const link = linkTo(context, ticket.id, token);
  await sendTicketConfirmation({ mailer: context.mailer, ticket, link });
  return {
    id: ticket.id,
    number: ticket.number,
    status: ticket.status,
    access_url: link,
    created_at: ticket.createdAt.toISOString(),
  };
}

function toSummary(row: repo.TicketRow & { messageCount: number }): SupportTicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category,
    status: row.status,
    name: row.name,
    email: row.email,
    message_count: row.messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The tickets the signed-in user opened while signed in. */
export async function listOwnTickets(db: Db, userId: string): Promise<SupportTicketSummary[]> {
  return (await repo.listTickets(db, { userId })).map(toSummary);
}

/** Every ticket, filtered by status and category: the staff inbox. */
export async function listInbox(db: Db, viewer: Viewer, query: SupportInboxQuery): Promise<SupportTicketSummary[]> {
  if (!viewer.user) throw new AppError('unauthenticated', 'User not authenticated');
  if (!viewer.isStaff) throw new AppError('forbidden', 'Only support staff can see the support inbox.');
  return (await repo.listTickets(db, query)).map(toSummary);
}

/** The number of tickets waiting on support, for the staff menu. */
export async function countOpenTickets(db: Db, viewer: Viewer): Promise<SupportInboxCount> {
  if (!viewer.user) throw new AppError('unauthenticated', 'User not authenticated');
  if (!viewer.isStaff) throw new AppError('forbidden', 'Only support staff can see the support inbox.');
  return { open: await repo.countOpenTickets(db) };
}

/** The ticket and the caller's access to it, or 404 when the caller may not know it exists. */
async function loadReadable(context: SupportContext, ticketId: string, viewer: Viewer) {
  const ticket = isUuid(ticketId) ? await repo.findTicket(context.db, ticketId) : undefined;
  let access: TicketAccess | null = null;
  if (ticket) {
    access = {
      ownsTicket: viewer.user !== null && ticket.userId === viewer.user.id,
      holdsLink: viewer.token ? await repo.accessTokenMatches(context.db, ticket.id, hashToken(viewer.token)) : false,
      isStaff: viewer.isStaff,
    };
  }
  assertCanRead(access);
  return { ticket: ticket!, access };
}

function toAttachment(attachment: repo.AttachmentInfo): SupportAttachment {
  return {
    id: attachment.id,
    filename: attachment.filename,
    content_type: attachment.contentType,
    size: attachment.size,
    sha256: attachment.sha256,
    created_at: attachment.createdAt.toISOString(),
  };
}

async function toTicket(db: Db, ticket: repo.TicketRow, access: TicketAccess): Promise<SupportTicket> {
  const [messages, attachments] = await Promise.all([
    repo.listMessages(db, ticket.id),
    repo.listAttachments(db, ticket.id),
  ]);
  return {
    ...toSummary({ ...ticket, messageCount: messages.filter((message) => message.authorKind !== 'system').length }),
    description: ticket.description,
    messages: messages.map((message) => ({
      id: message.id,
      author_kind: message.authorKind,
      author_name: message.authorName,
      body: message.body,
      attachments: attachments.filter((attachment) => attachment.messageId === message.id).map(toAttachment),
      created_at: message.createdAt.toISOString(),
    })),
    attachments: attachments.filter((attachment) => attachment.messageId === null).map(toAttachment),
    viewer: {
      is_staff: ticketPolicy.canChangeStatus(access),
      can_reply: ticketPolicy.canReply(access) && ticket.status !== 'closed',
    },
  };
}

/** One ticket with its conversation, for its requester (account or link) and staff. */
export async function getTicket(context: SupportContext, ticketId: string, viewer: Viewer): Promise<SupportTicket> {
  const { ticket, access } = await loadReadable(context, ticketId, viewer);
  return toTicket(context.db, ticket, access);
}

/** A reply as sent: its fields (JSON body or multipart fields) and at most one file. */
export interface ReplyInput {
  fields: unknown;
  file: TicketForm['file'];
}

/**
 * Adds a reply, with one optional file checked as the ticket form's. A staff reply to a new or
 * open ticket puts it in "waiting on customer" and is mailed to the requester; a requester's reply
 * reopens a ticket that waited on them or was resolved.
 */
export async function addMessage(
  context: SupportContext,
  ticketId: string,
  viewer: Viewer,
  input: ReplyInput,
): Promise<SupportTicket> {
  // Who may not know the ticket exists learns that before anything about what they sent.
  const { ticket, access } = await loadReadable(context, ticketId, viewer);
  const { body } = parseFields(SupportMessageCreateSchema, input.fields);
  const asStaff = ticketPolicy.repliesAsStaff(access);
  if (ticket.status === 'closed') {
    throw new AppError(
      'conflict',
      asStaff
        ? 'This ticket is closed. Change its status to reopen it before replying.'
        : 'This ticket is closed. Please open a new ticket if you still need help.',
    );
  }
  const attachment = await storableAttachment(input.file);
  const nextStatus: SupportStatus | null = asStaff
    ? ticket.status === 'new' || ticket.status === 'open'
      ? 'waiting_on_customer'
      : null
    : ticket.status === 'waiting_on_customer' || ticket.status === 'resolved'
      ? 'open'
      : null;
  const { statusChanged } = await repo.recordActivity(context.db, ticket.id, {
    message: {
      ticketId: ticket.id,
      authorKind: asStaff ? 'staff' : 'requester',
      authorId: viewer.user?.id ?? null,
      authorName: asStaff ? STAFF_NAME : ticket.name,
      body,
    },
    attachment,
    statusChange: nextStatus ? statusChangeOf(ticket, nextStatus) : undefined,
  });
  if (asStaff) {
    const { link } = await issueLink(context, ticket.id);
    await sendStaffReply({ mailer: context.mailer, ticket, link }, body, statusChanged ? nextStatus! : ticket.status);
  }
  return getTicket(context, ticket.id, viewer);
}

function statusChangeOf(ticket: repo.TicketRow, to: SupportStatus) {
  return {
    from: ticket.status,
    to,
    note: {
      ticketId: ticket.id,
      authorKind: 'system' as const,
      authorName: STAFF_NAME,
      body: `Status changed from ${SUPPORT_STATUSES[ticket.status]} to ${SUPPORT_STATUSES[to]}.`,
    },
  };
}

/** Staff move a ticket to another status; the requester is told by mail. */
export async function setStatus(
  context: SupportContext,
  ticketId: string,
  viewer: Viewer,
  status: SupportStatus,
): Promise<SupportTicket> {
  const { ticket, access } = await loadReadable(context, ticketId, viewer);
  assertCanChangeStatus(access);
  if (ticket.status !== status) {
    const { statusChanged } = await repo.recordActivity(context.db, ticket.id, {
      statusChange: statusChangeOf(ticket, status),
    });
    if (!statusChanged) {
      throw new AppError('conflict', 'Someone changed this ticket meanwhile. Reload it and try again.');
    }
    const { link } = await issueLink(context, ticket.id);
    await sendStatusChange({ mailer: context.mailer, ticket, link }, ticket.status, status);
  }
  return getTicket(context, ticket.id, viewer);
}

/** An attachment's bytes and type, for those who may read its ticket. */
export async function getAttachment(context: SupportContext, ticketId: string, attachmentId: string, viewer: Viewer) {
  const { ticket } = await loadReadable(context, ticketId, viewer);
  const attachment = isUuid(attachmentId) ? await repo.findAttachment(context.db, ticket.id, attachmentId) : undefined;
  if (!attachment) throw new AppError('not_found', 'Attachment not found.');
  return attachment;
}
