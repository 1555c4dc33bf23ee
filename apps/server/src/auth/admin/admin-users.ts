import { isStorableText } from '@hammurabi/shared';
import type { authUsers } from '../../db/schema/index.ts';
import { translateDatabaseError } from '../../http/database-errors.ts';
import { insertUnlessRegistered, parseEmail, parseMetadata } from '../accounts.ts';
import { type AuthContext, nowDate } from '../context.ts';
import { AuthError, validationFailed } from '../errors.ts';
import { checkPasswordPolicy } from '../passwords.ts';
import { parseRoleList, setRoles, type UserRole } from '../roles.ts';
import { findUserByEmail, loadUser, serializeUser } from '../users.ts';
import { type AdminActor, recordAdminAction } from './audit.ts';
import { applyBan, deleteAccount, listAccountIds, softDeleteAccount, updateAccount } from './repository.ts';

type Body = Record<string, unknown>;

export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/** The audit reason a request may carry (`reason` in the body, an extension of ours); at most 500 characters. */
export function parseReason(body: Body): string | null {
  if (body.reason === undefined || body.reason === null) return null;
  if (typeof body.reason !== 'string' || body.reason.length > 500) {
    throw validationFailed('reason must be a text of at most 500 characters');
  }
  return body.reason.trim() || null;
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * `ban_duration` as GoTrue reads it: a Go duration ("24h", "1h30m", "876000h") or "none" to lift a
 * ban; milliseconds, or null for "none".
 */
export function parseBanDuration(value: unknown): number | null {
  if (value === 'none') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(text)) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${String(value)}"`);
  }
  let total = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(amount) * DURATION_UNITS[unit!]!;
  }
  return total;
}

/** A user by id for the admin API; 404 user_not_found for a malformed id, an unknown or a soft-deleted one. */
export async function adminLoadUser(context: AuthContext, id: string) {
  const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const user = valid ? await loadUser(context.db, id) : undefined;
  if (!user || user.row.deletedAt) throw userNotFound();
  return user;
}

/** GET /admin/users: newest first, `page` from 1, `per_page` up to 1000 (GoTrue's default 50), `filter` on the address. */
export async function listUsers(context: AuthContext, query: Record<string, string | undefined>) {
  const page = query.page ? Number(query.page) : 1;
  const perPage = query.per_page ? Number(query.per_page) : 50;
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) {
    throw validationFailed('page must be an integer from 1 to 1000000');
  }
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    throw validationFailed('per_page must be an integer from 1 to 1000');
  }
  const filter = query.filter?.trim();
  if (filter !== undefined && (filter.length > 254 || !isStorableText(filter))) {
    throw validationFailed('filter must be a text of at most 254 characters');
  }
  const escaped = filter?.replace(/[\\%_]/g, (char) => `\\${char}`);
  const { ids, total } = await listAccountIds(context.db, escaped, { limit: perPage, offset: (page - 1) * perPage });
  const users = await Promise.all(ids.map(async (id) => serializeUser((await loadUser(context.db, id))!)));
  return { users, total, page, perPage };
}

/** The `Link` header of a listing page, as GoTrue writes it (auth-js reads next and last). */
export function paginationLinks(path: string, page: number, perPage: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) =>
    `<${path}?page=${String(target)}&per_page=${String(perPage)}>; rel="${rel}"`;
  return [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', ');
}

/**
 * Splits `app_metadata` into the keys to store and Hammurabi's roles (kept in auth_user_roles
 * only). A `roles` list replaces the whole list, as GoTrue's: other role names are stored under
 * `roles` (null, which deletes the key, when there are none).
 */
function splitAppMetadata(value: unknown): { metadata: Record<string, unknown>; roles: UserRole[] | undefined } {
  const { roles, ...metadata } = parseMetadata(value);
  if (roles === undefined) return { metadata, roles: undefined };
  const { granted, other } = roles === null ? { granted: [], other: [] } : parseRoleList(roles);
  return { metadata: { ...metadata, roles: other.length > 0 ? other : null }, roles: granted };
}

/** Merges `changes` into `current` key by key; null deletes a key (GoTrue's UpdateUserMetaData). */
function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** POST /admin/users: an account made by an administrator; confirmed when `email_confirm`. Not limited by AUTH_DISABLE_SIGNUP. */
export async function createUser(context: AuthContext, actor: AdminActor, body: Body) {
  const email = parseEmail(body.email);
  const reason = parseReason(body);
  const password = body.password === undefined || body.password === null ? null : body.password;
  const checked = password === null ? null : checkPasswordPolicy(password, context.config.passwordMinLength);
  const userMetadata = parseMetadata(body.user_metadata);
  const { metadata, roles } = splitAppMetadata(body.app_metadata);
  const ban = body.ban_duration === undefined ? undefined : parseBanDuration(body.ban_duration);
  const hash = checked === null ? '' : await context.passwords.hash(checked);
  const now = nowDate(context);
  const confirmed = body.email_confirm === true;
  const created = await insertUnlessRegistered(context, { email, hash, data: userMetadata, now, confirmed });
  if (!created) throw emailExists();
  const user = (await findUserByEmail(context.db, email))!;
  await context.db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { appMetadata: mergeMetadata(user.appMetadata, metadata) });
    if (roles) await setRoles(tx, user.id, roles, actor.id);
    if (ban) await applyBan(tx, user.id, new Date(now.getTime() + ban));
    await recordAdminAction(tx, actor, {
      action: 'user_created',
      target: { id: user.id, email },
      reason,
      details: {
        email_confirm: confirmed,
        ...(roles ? { roles } : {}),
        ...(ban ? { ban_duration: body.ban_duration } : {}),
      },
    });
  });
  return serializeUser((await loadUser(context.db, user.id))!);
}

/**
 * PUT /admin/users/{id}: e-mail (changed at once), password (no current one needed), email_confirm,
 * user_metadata and app_metadata merged key by key, `app_metadata.roles` the full role list, and
 * ban_duration. Everything in one transaction with its audit entry.
 */
export async function updateUser(context: AuthContext, actor: AdminActor, id: string, body: Body) {
  const loaded = await adminLoadUser(context, id);
  const reason = parseReason(body);
  const now = nowDate(context);
  const changes: Partial<typeof authUsers.$inferInsert> = { updatedAt: now };
  const details: Record<string, unknown> = {};
  const newEmail = body.email === undefined || body.email === null ? null : parseEmail(body.email);
  if (newEmail && newEmail !== loaded.row.email) {
    changes.email = newEmail;
    details.email = { from: loaded.row.email, to: newEmail };
  }
  if (body.password !== undefined && body.password !== null) {
    changes.encryptedPassword = await context.passwords.hash(
      checkPasswordPolicy(body.password, context.config.passwordMinLength),
    );
    details.password = 'changed';
  }
  if (body.email_confirm === true && !loaded.row.emailConfirmedAt) {
    changes.emailConfirmedAt = now;
    details.email_confirm = true;
  }
  if (body.user_metadata !== undefined && body.user_metadata !== null) {
    changes.userMetadata = mergeMetadata(loaded.row.userMetadata, parseMetadata(body.user_metadata));
    details.user_metadata = Object.keys(changes.userMetadata).sort();
  }
  let roles: UserRole[] | undefined;
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    const split = splitAppMetadata(body.app_metadata);
    changes.appMetadata = mergeMetadata(loaded.row.appMetadata, split.metadata);
    roles = split.roles;
  }
  const ban = body.ban_duration === undefined ? undefined : parseBanDuration(body.ban_duration);
  try {
    await context.db.transaction(async (tx) => {
      await updateAccount(tx, id, changes);
      if (roles) Object.assign(details, await setRoles(tx, id, roles, actor.id));
      if (ban !== undefined) {
        await applyBan(tx, id, ban === null ? null : new Date(now.getTime() + ban));
        details.ban_duration = body.ban_duration;
      }
      await recordAdminAction(tx, actor, {
        action: 'user_updated',
        target: { id, email: loaded.row.email },
        reason,
        details,
      });
    });
  } catch (error) {
    if (changes.email && translateDatabaseError(error)) throw emailExists();
    throw error;
  }
  return serializeUser((await loadUser(context.db, id))!);
}

/**
 * DELETE /admin/users/{id}: removes the account, its private projects and snippets and, by
 * cascade, its sessions (so its tokens stop working), identities, factors and roles; its public
 * projects and snippets stay without an owner (decision 111). `should_soft_delete` keeps the row, marked deleted,
 * with the address freed and every way in removed. Answers the user as it was.
 */
export async function deleteUser(context: AuthContext, actor: AdminActor, id: string, body: Body) {
  const loaded = await adminLoadUser(context, id);
  const reason = parseReason(body);
  const soft = body.should_soft_delete === true;
  const answer = serializeUser(loaded);
  await context.db.transaction(async (tx) => {
    if (soft) {
      await softDeleteAccount(tx, id, nowDate(context));
      await setRoles(tx, id, [], actor.id);
    } else {
      await deleteAccount(tx, id);
    }
    await recordAdminAction(tx, actor, {
      action: soft ? 'user_soft_deleted' : 'user_deleted',
      target: { id, email: loaded.row.email },
      reason,
    });
  });
  return answer;
}
