import type { FastifyRequest } from 'fastify';
import type { RequestUser } from './request-user.ts';

/** What a signed-in account may do beyond its own data. */
export type UserRole = 'user' | 'staff';

/**
 * The one place that decides roles. Staff are the addresses in SUPPORT_STAFF_EMAILS (read at
 * start); an entry `*@example.com` covers a whole domain. Nothing is stored, so removing an
 * address and restarting takes the role away.
 */
export function roleForEmail(staffEmails: readonly string[], email: string): UserRole {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return staffEmails.some((entry) => entry === address || (entry.startsWith('*@') && entry.slice(1) === domain))
    ? 'staff'
    : 'user';
}

/** The role of a request's caller; anonymous callers have none. */
export function requestRole(request: FastifyRequest, user: RequestUser | null = request.user): UserRole | null {
  return user ? roleForEmail(request.server.config.support.staffEmails, user.email) : null;
}

/** True when the caller is signed in as support staff. */
export function isStaff(request: FastifyRequest): boolean {
  return requestRole(request) === 'staff';
}
