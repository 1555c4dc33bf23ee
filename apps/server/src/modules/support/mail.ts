import { SUPPORT_STATUSES, type SupportStatus } from '@hammurabi/shared';
import type { Mailer } from '../../auth/mail.ts';
import type { TicketRow } from './repository.ts';

/** What a support mail needs: the ticket and the link that opens it. */
interface TicketMail {
  mailer: Mailer;
  ticket: Pick<TicketRow, 'number' | 'name' | 'email' | 'subject'>;
  link: string;
}

const footer = (link: string) =>
  `\n\nOpen your ticket to read the conversation and reply:\n${link}\n\n` +
  'Keep this link private: anyone who has it can read and answer your ticket.\n\n— Hammurabi Support';

/** The confirmation of a new ticket, with its number and secret link. */
export function sendTicketConfirmation({ mailer, ticket, link }: TicketMail): Promise<void> {
  return mailer.send({
    kind: 'support',
    to: ticket.email,
    subject: `[${ticket.number}] We received your request: ${ticket.subject}`,
    text:
      `Hello ${ticket.name},\n\nthank you for contacting Hammurabi Support. ` +
      `Your ticket number is ${ticket.number}; our support team will get back to you shortly.` +
      footer(link),
  });
}

/** A staff reply, quoted in full, and the status it left the ticket in. */
export function sendStaffReply({ mailer, ticket, link }: TicketMail, reply: string, status: SupportStatus) {
  return mailer.send({
    kind: 'support',
    to: ticket.email,
    subject: `[${ticket.number}] New reply: ${ticket.subject}`,
    text:
      `Hello ${ticket.name},\n\nour support team replied to your ticket ${ticket.number}:\n\n${reply}\n\n` +
      `Status: ${SUPPORT_STATUSES[status]}` +
      footer(link),
  });
}

/** A status change made by staff. */
export function sendStatusChange({ mailer, ticket, link }: TicketMail, from: SupportStatus, to: SupportStatus) {
  return mailer.send({
    kind: 'support',
    to: ticket.email,
    subject: `[${ticket.number}] Status changed to ${SUPPORT_STATUSES[to]}: ${ticket.subject}`,
    text:
      `Hello ${ticket.name},\n\nthe status of your ticket ${ticket.number} changed ` +
      `from ${SUPPORT_STATUSES[from]} to ${SUPPORT_STATUSES[to]}.` +
      footer(link),
  });
}
