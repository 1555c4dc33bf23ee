import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { column, firstRowOf } from '../../db/rows.ts';
import { authUsers, profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userId' | 'createdAt'>;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** True when another user already has this username, compared case-insensitively. */
export async function usernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = ${username.toLowerCase()}`, ne(profiles.userId, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts or updates the user's profile and mirrors name and username into the auth metadata. */
export async function saveProfile(
  db: Db,
  userId: string,
  values: ProfileValues,
  metadata: Record<string, unknown>,
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values })
      .returning();
    await tx
      .update(authUsers)
      .set({ userMetadata: sql`${authUsers.userMetadata} || ${JSON.stringify(metadata)}::jsonb` })
      .where(eq(authUsers.id, userId));
    return row!;
  });
}

/** True when PostgreSQL knows the time zone too, so day arithmetic in SQL cannot fail on it. */
export async function timeZoneKnown(db: Db, timeZone: string): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from pg_timezone_names where name = ${timeZone}) as known`,
  );
  return firstRowOf(result, { known: column.boolean })?.known ?? false;
}
