import { createHash } from 'node:crypto';
import { AVATAR_SIZE_PX, AVATAR_TYPE_MESSAGE, AVATAR_TYPES } from '@hammurabi/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
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

/** Stores the user's new avatar and points their profile at it; answers its absolute URL. */
export async function saveAvatar(db: Db, userId: string, image: Buffer, siteUrl: string): Promise<string> {
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 32);
  const url = `${siteUrl}${avatarPath(hash)}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(profileAvatars)
      .values({ userId, hash, content: image })
      .onConflictDoUpdate({ target: profileAvatars.userId, set: { hash, content: image, createdAt: new Date() } });
    // A first profile row keeps the name and username given at sign-up, as the profile shows them.
    const [user] = await tx
      .select({ metadata: authUsers.userMetadata })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    const { full_name: fullName, username } = user?.metadata ?? {};
    await tx
      .insert(profiles)
      .values({
        userId,
        avatarUrl: url,
        fullName: typeof fullName === 'string' && fullName.trim() ? fullName.trim() : null,
        username: typeof username === 'string' && username.trim() ? username.trim() : null,
      })
      .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: url, updatedAt: new Date() } });
  });
  return url;
}

/** Removes the uploaded avatar; the profile shows the generic one again. */
export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profileAvatars).where(eq(profileAvatars.userId, userId));
    await tx.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.userId, userId));
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
