import type { FastifyRequest } from 'fastify';
import { USER_ROLES, type UserRole } from './repository-roles.ts';
import { validationFailed } from './errors.ts';
import type { RequestUser } from './request-user.ts';

export { USER_ROLES, type UserRole };
// Reading and changing the roles held: the SQL is in repository-roles.ts.
export { grantRole, listRoleHolders, revokeRole, rolesOf, setRoles } from './repository-roles.ts';

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

/**
 * `app_metadata.roles` of an admin update, as GoTrue takes it: a list of names. Hammurabi's own
 * roles (`granted`, sorted) go to auth_user_roles and give powers; any other name (`other`, in the
 * given order) is an application's own role, kept in app_metadata and carried in the token as
 * GoTrue does, with no power here (decision 116). Duplicates are dropped.
 */
export function parseRoleList(value: unknown): { granted: UserRole[]; other: string[] } {
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && name.trim() !== '')) {
    throw validationFailed('app_metadata.roles must be a list of role names');
  }
  const names = [...new Set(value.map((name: string) => name.trim()))];
  return { granted: names.filter(isRole).sort(), other: names.filter((name) => !isRole(name)) };
}

/** The application roles kept in a user's stored app_metadata (names that are not Hammurabi's). */
export function otherRolesOf(appMetadata: Record<string, unknown>): string[] {
  const stored = appMetadata.roles;
  return Array.isArray(stored)
    ? stored.filter((name): name is string => typeof name === 'string' && !isRole(name))
    : [];
}
