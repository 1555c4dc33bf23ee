import { AppError } from '../../http/app-error.ts';

/** How the caller relates to one ticket. */
export interface TicketAccess {
  /** Signed in as the account that opened the ticket. */
  ownsTicket: boolean;
  /** Presented the ticket's secret token (the mailed link). */
  holdsLink: boolean;
  /** Signed in as support staff. */
  isStaff: boolean;
}

/**
 * The one place that decides who may do what with a support ticket. A ticket exists only for
 * its requester (by account or secret link) and for staff; the public number grants nothing.
 */
export const ticketPolicy = {
  canRead: (access: TicketAccess) => access.ownsTicket || access.holdsLink || access.isStaff,
  canReply: (access: TicketAccess) => access.ownsTicket || access.holdsLink || access.isStaff,
  canChangeStatus: (access: TicketAccess) => access.isStaff,
  /** Staff answering someone else's ticket speak as support; on their own ticket as its requester. */
  repliesAsStaff: (access: TicketAccess) => access.isStaff && !access.ownsTicket && !access.holdsLink,
};

/** 404 for anyone who may not know the ticket exists. */
export function assertCanRead(access: TicketAccess | null): asserts access is TicketAccess {
  if (!access || !ticketPolicy.canRead(access)) throw new AppError('not_found', 'Ticket not found.');
}

/** 403 for a reader who may not change the status (the requester). */
export function assertCanChangeStatus(access: TicketAccess): void {
  if (!ticketPolicy.canChangeStatus(access)) {
    throw new AppError('forbidden', 'Only support staff can change the status of a ticket.');
  }
}
