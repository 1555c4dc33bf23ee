import { createHash } from 'node:crypto';
import { AVATAR_SIZE_PX, AVATAR_TYPE_MESSAGE, AVATAR_TYPES } from '@hammurabi/shared';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db, DbExecutor } from '../../db/client.ts';
import { authUsers, profileAvatars, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/** Where an avatar is served: its content hash, so the URL changes whenever the picture does. */
export const avatarPath = (hash: string) => `/api/avatars/${hash}.webp`;

/**
 * Re-encodes an upload into a 256 px square WebP. The type is decided from the bytes (PNG, JPEG
 * or WebP; never the name or the browser's claim), and decoding to pixels and encoding again
 * leaves nothing of the file but its picture: no metadata, no trailing data, no script.
 */
export async function normalizeAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('validation_failed', 'avatar: The file is empty.');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(AVATAR_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError('unsupported_media_type', `avatar: ${AVATAR_TYPE_MESSAGE}`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('validation_failed', 'avatar: The image could not be read. Try another file.');
  }
}

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

/** Stores the user's new avatar and points their profile at it; answers its absolute URL. */
export async function saveAvatar(db: Db, userId: string, image: Buffer, siteUrl: string): Promise<string> {
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 32);
  const url = `${siteUrl}${avatarPath(hash)}`;
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
  return url;
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
