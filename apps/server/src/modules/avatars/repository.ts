import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { authUsers, profileAvatars, profiles } from '../../db/schema/index.ts';

/**
 * The session's user carries the picture too (user_metadata.avatar_url, as a profile save
 * mirrors it), so the header shows it after the next user refresh, not only /profile (#35).
 */
async function mirrorIntoMetadata(tx: DbExecutor, userId: string, url: string | null): Promise<void> {
  await tx
    .update(authUsers)
    .set({ userMetadata: sql`${authUsers.userMetadata} || ${JSON.stringify({ avatar_url: url })}::jsonb` })
    .where(eq(authUsers.id, userId));
}

/** Stores the user's new avatar (by its content `hash`) and points their profile at its `url`. */
export async function storeAvatar(db: Db, userId: string, hash: string, image: Buffer, url: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profileAvatars)
      .values({ userId, hash, content: image })
      .onConflictDoUpdate({ target: profileAvatars.userId, set: { hash, content: image, createdAt: new Date() } });
    // The profile row comes with the account (#35); the seeded library account has none.
    await tx
      .insert(profiles)
      .values({ userId, avatarUrl: url })
      .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: url, updatedAt: new Date() } });
    await mirrorIntoMetadata(tx, userId, url);
  });
}

/** Removes the uploaded avatar; the profile shows the generic one again. */
export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profileAvatars).where(eq(profileAvatars.userId, userId));
    await tx.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    await mirrorIntoMetadata(tx, userId, null);
  });
}

/** The stored picture with this hash, if any. */
export async function findAvatar(db: Db, hash: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: profileAvatars.content })
    .from(profileAvatars)
    .where(eq(profileAvatars.hash, hash))
    .limit(1);
  return row?.content;
}
