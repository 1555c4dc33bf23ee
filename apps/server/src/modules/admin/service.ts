import type { AdminUser, AdminUserList } from '@hammurabi/shared';
import type { FastifyRequest } from 'fastify';
import { mailUserLink } from '../../auth/admin/admin-mail.ts';
import { adminLoadUser, deleteUser, listUsers, updateUser } from '../../auth/admin/admin-users.ts';
import type { AdminActor } from '../../auth/admin/audit.ts';
import type { AuthContext } from '../../auth/context.ts';
import { AuthError } from '../../auth/errors.ts';
import { requireUser } from '../../auth/request-user.ts';
import { callerHasRole, otherRolesOf, USER_ROLES, type UserRole } from '../../auth/roles.ts';
import type { SerializedUser } from '../../auth/users.ts';
import { AppError, type ErrorCode } from '../../http/app-error.ts';

export const USERS_PER_PAGE = 25;

/**
 * The caller as the actor of an admin call: signed in (the session check already demanded aal2
 * for an account with a second factor) and holding `admin` now, read from the database with
 * the session, as the admin API's `requireAdmin`. 401 signed out, 403 otherwise.
 */
export function adminActor(request: FastifyRequest): AdminActor {
  const user = requireUser(request);
  if (!callerHasRole(request, 'admin')) throw new AppError('forbidden', 'Only administrators can do that.');
  return { id: user.id, label: `user:${user.email}` };
}

const codeOfStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation_failed',
  429: 'rate_limited',
};

/** Runs an admin API function and answers its GoTrue-shaped refusals as the product API's `{detail}`. */
async function asProductError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthError) throw new AppError(codeOfStatus[error.status] ?? 'bad_request', error.message);
    throw error;
  }
}

function toAdminUser(user: SerializedUser): AdminUser {
  const metadata = user.user_metadata;
  // Only Hammurabi's roles: an application's own role names (decision 116) grant nothing here.
  const roles = USER_ROLES.filter((role) => (user.app_metadata as { roles?: string[] }).roles?.includes(role));
  return {
    id: user.id,
    email: user.email,
    full_name: typeof metadata.full_name === 'string' ? metadata.full_name : null,
    roles,
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at ?? null,
    email_confirmed_at: user.email_confirmed_at ?? null,
    banned_until: user.banned_until ?? null,
  };
}

/** Users newest first, `q` searching the address. */
export async function searchUsers(context: AuthContext, q: string | undefined, page: number): Promise<AdminUserList> {
  const found = await asProductError(() =>
    listUsers(context, { page: String(page), per_page: String(USERS_PER_PAGE), filter: q || undefined }),
  );
  return { users: found.users.map(toAdminUser), total: found.total, page, per_page: USERS_PER_PAGE };
}

/** An administrator cannot ban, delete or demote themselves from the screen: someone must be left to undo it. */
function refuseSelf(actor: AdminActor, id: string, what: string) {
  if (actor.id === id) throw new AppError('forbidden', `You cannot ${what} your own account here.`);
}

export async function setUserRoles(
  context: AuthContext,
  actor: AdminActor,
  id: string,
  roles: UserRole[],
  reason: string | undefined,
) {
  if (!roles.includes('admin')) refuseSelf(actor, id, 'remove the admin role from');
  // The list replaces the whole of app_metadata.roles: an application's own names are kept.
  const kept = otherRolesOf((await asProductError(() => adminLoadUser(context, id))).row.appMetadata);
  const user = await asProductError(() =>
    updateUser(context, actor, id, { app_metadata: { roles: [...roles, ...kept] }, reason: reason ?? null }),
  );
  return toAdminUser(user);
}

export async function banUser(context: AuthContext, actor: AdminActor, id: string, duration: string, reason?: string) {
  if (duration !== 'none') refuseSelf(actor, id, 'ban');
  const user = await asProductError(() =>
    updateUser(context, actor, id, { ban_duration: duration, reason: reason ?? null }),
  );
  return toAdminUser(user);
}

/** Deletes the account (decision 074's hard delete): public work, questions and answers stay, as by "Former member" (decision 111). */
export async function removeUser(context: AuthContext, actor: AdminActor, id: string, reason?: string) {
  refuseSelf(actor, id, 'delete');
  await asProductError(() => deleteUser(context, actor, id, { reason: reason ?? null }));
}

export async function mailUser(
  context: AuthContext,
  actor: AdminActor,
  id: string,
  kind: 'confirmation' | 'recovery',
  reason?: string,
) {
  await asProductError(() => mailUserLink(context, actor, id, kind, reason ?? null));
}
