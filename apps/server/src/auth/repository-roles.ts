import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { authUserRoles, authUsers, USER_ROLES, type UserRole } from '../db/schema/index.ts';

export { USER_ROLES, type UserRole };

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

/** Accounts holding a role (`role`, or any when null), by address: each with its roles joined by ", ". */
export async function listRoleHolders(db: Db, role: UserRole | null): Promise<{ email: string; roles: string }[]> {
  return db
    .select({
      email: authUsers.email,
      roles: sql<string>`string_agg(${authUserRoles.role}, ', ' order by ${authUserRoles.role})`,
    })
    .from(authUserRoles)
    .innerJoin(authUsers, eq(authUsers.id, authUserRoles.userId))
    .where(role ? sql`${authUsers.id} in (select user_id from auth_user_roles where role = ${role})` : undefined)
    .groupBy(authUsers.email)
    .orderBy(asc(authUsers.email));
}
