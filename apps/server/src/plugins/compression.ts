import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves too little. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality 4 (the default 11 costs many times the CPU for a few percent). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Answers of more than 1 KB go out compressed, Brotli or gzip as the client asks (`Accept-Encoding`).
 * Brotli runs at quality 4: a list page shrinks about as much as at the default 11 for a small part
 * of the CPU. Only JSON and text are compressed; Server-Sent Events never are (the chat stream
 * writes its events itself and must reach the reader as each one is written, not when a
 * compressor's block fills). Request bodies are not decompressed: the API takes plain JSON. List
 * pages remembered per snapshot are compressed once per page instead (`http/raw-json.ts`).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    customTypes: (contentType) => !contentType.startsWith('text/event-stream') && COMPRESSIBLE.test(contentType),
  });
}

const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/)/;
