import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, AVATAR_TYPE_MESSAGE, AvatarResultSchema, ErrorBodySchema } from '@hammurabi/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteAvatar, findAvatar, normalizeAvatar, saveAvatar } from './service.ts';
import { perCaller } from '../../http/route-rate-limits.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['profile'];
const limits = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } as const;

const tooLarge = () => new AppError('payload_too_large', 'avatar: The image is larger than 2 MB.');

/** The one file of the upload form (field `avatar`), within the size limit. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the picture as multipart/form-data in the "avatar" field.');
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') continue;
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname !== 'avatar') {
        throw new AppError('validation_failed', 'Send the picture in the "avatar" field.');
      }
      file = bytes;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError('validation_failed', 'avatar: Send one picture.');
    throw new AppError('bad_request', 'The upload is incomplete or malformed. Please send it again.');
  }
  if (!file) throw new AppError('validation_failed', 'avatar: Choose a picture to upload.');
  return file;
}

/** Profile pictures: upload (re-encoded, stored in PostgreSQL), removal, and serving by content hash. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits, throwFileSizeLimit: true });
  const siteUrl = app.auth.siteUrl;

  app.post(
    '/profile/avatar',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller } },
      schema: {
        ...secured,
        tags,
        summary: `Upload a profile picture (multipart/form-data "avatar", at most 2 MB). ${AVATAR_TYPE_MESSAGE} It is re-encoded to a 256 px WebP.`,
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarResultSchema,
          401: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const image = await normalizeAvatar(await readAvatarUpload(request));
      return { avatar_url: await saveAvatar(app.database.db, caller.id, image, siteUrl) };
    },
  );

  app.delete(
    '/profile/avatar',
    {
      schema: {
        ...secured,
        tags,
        summary: 'Remove the uploaded profile picture (the generic avatar shows again)',
        response: { 200: AvatarResultSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      await deleteAvatar(app.database.db, caller.id);
      return { avatar_url: null };
    },
  );

  app.get(
    '/avatars/:file',
    {
      schema: {
        tags,
        summary: 'A profile picture by its content hash (cached for a year; a new picture gets a new URL)',
        params: z.object({ file: z.string().regex(/^[0-9a-f]{32}\.webp$/) }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const image = await findAvatar(app.database.db, request.params.file.slice(0, 32));
      if (!image) throw new AppError('not_found', 'No such picture.');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};
