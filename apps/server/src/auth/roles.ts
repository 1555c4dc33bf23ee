import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/client.ts';
import { authUserRoles, USER_ROLES, type UserRole } from '../db/schema/index.ts';
import { validationFailed } from './errors.ts';
import type { RequestUser } from './request-user.ts';

export { USER_ROLES, type UserRole };

/**
 * The one place that decides roles (decision 072). Roles live in `auth_user_roles`, granted by an
 * administrator through the admin API or by `npm run admin -- grant` on the server; nothing is
 * derived from an address anybody can register. `admin` holds the powers of every other role.
 */
export function holdsRole(roles: readonly UserRole[] | null | undefined, role: UserRole): boolean {
  return Boolean(roles && (roles.includes(role) || roles.includes('admin')));
}

/** True when the caller (signed in, session checked) holds `role`. */
export function callerHasRole(request: FastifyRequest, role: UserRole, user: RequestUser | null = request.user) {
  return holdsRole(user?.roles, role);
}

/** True when the caller is signed in as support staff (or an administrator). */
export function isStaff(request: FastifyRequest): boolean {
  return callerHasRole(request, 'staff');
}

const isRole = (value: unknown): value is UserRole => USER_ROLES.includes(value as UserRole);

/** A role named on the command line or in a request; 400 with the known roles otherwise. */
export function parseRole(value: unknown): UserRole {
  if (!isRole(value)) throw validationFailed(`Unknown role "${String(value)}"; roles are ${USER_ROLES.join(', ')}`);
  return value;
}

/** `app_metadata.roles` of an admin update: a list of known roles, duplicates dropped, sorted. */
export function parseRoleList(value: unknown): UserRole[] {
  if (!Array.isArray(value)) throw validationFailed('app_metadata.roles must be a list of roles');
  return [...new Set(value.map(parseRole))].sort();
}

/** The roles a user holds, sorted. */
export async function rolesOf(db: DbExecutor, userId: string): Promise<UserRole[]> {
  const rows = await db
    .select({ role: authUserRoles.role })
    .from(authUserRoles)
    .where(eq(authUserRoles.userId, userId))
    .orderBy(asc(authUserRoles.role));
  return rows.map((row) => row.role);
}

/**
 * Makes the user's roles exactly `roles`; answers what was granted and revoked. Run it inside the
 * transaction that records the audit entry.
 */
export async function setRoles(
  tx: DbExecutor,
  userId: string,
  roles: readonly UserRole[],
  grantedBy: string | null,
): Promise<{ granted: UserRole[]; revoked: UserRole[] }> {
  const before = await rolesOf(tx, userId);
  const granted = roles.filter((role) => !before.includes(role));
  const revoked = before.filter((role) => !roles.includes(role));
  if (revoked.length > 0) {
    await tx.delete(authUserRoles).where(and(eq(authUserRoles.userId, userId), inArray(authUserRoles.role, revoked)));
  }
  if (granted.length > 0) {
    await tx
      .insert(authUserRoles)
      .values(granted.map((role) => ({ userId, role, grantedBy })))
      .onConflictDoNothing();
  }
  return { granted, revoked };
}

/** Grants one role (nothing happens when it is held); true when it was new. */
export async function grantRole(tx: DbExecutor, userId: string, role: UserRole, grantedBy: string | null) {
  const rows = await tx
    .insert(authUserRoles)
    .values({ userId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ role: authUserRoles.role });
  return rows.length === 1;
}

/** Revokes one role; true when it was held. */
export async function revokeRole(tx: DbExecutor, userId: string, role: UserRole): Promise<boolean> {
  const rows = await tx
    .delete(authUserRoles)
    .where(and(eq(authUserRoles.userId, userId), eq(authUserRoles.role, role)))
    .returning({ role: authUserRoles.role });
  return rows.length === 1;
}
