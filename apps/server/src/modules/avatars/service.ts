import { createHash } from 'node:crypto';
import { AVATAR_SIZE_PX, AVATAR_TYPE_MESSAGE, AVATAR_TYPES } from '@hammurabi/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

import type { Db } from '../../db/client.ts';
import { storeAvatar } from './repository.ts';

export { deleteAvatar, findAvatar } from './repository.ts';

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
  await storeAvatar(db, userId, hash, image, url);
  return url;
}
