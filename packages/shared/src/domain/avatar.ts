/** The largest profile picture an upload may be, in bytes (2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Uploaded pictures are re-encoded to a square of this many pixels. */
export const AVATAR_SIZE_PX = 256;
/** The image types an upload may be, decided from its bytes. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** What a refused file is told. */
export const AVATAR_TYPE_MESSAGE = 'Upload a PNG, JPEG or WebP image.';
