import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from '../plugins/compression.ts';

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) => promisify(brotliCompress)(text, BROTLI_OPTIONS),
  gzip: (text) => promisify(gzip)(text),
};

// The compressed bytes of a page, per page object: a remembered list page is compressed once, not
// once per request (Brotli cost a list request five times its other CPU).
const compressed = new WeakMap<object, Partial<Record<Encoding, Promise<Buffer>>>>();

/** Brotli when the client takes it, else gzip, else null (`q=0` refuses a coding). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Sends a list page's JSON text, serialised already (by PostgreSQL or a mapper that follows the
 * route's response contract, so the route's serializer does not parse and stringify it again).
 * A page may be sent many times (`SnapshotCache` pages): it is compressed as the client asks, off
 * the event loop, once per page and encoding.
 */
export async function sendJsonPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { body: string },
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null || page.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(page.body);
  let byEncoding = compressed.get(page);
  if (!byEncoding) compressed.set(page, (byEncoding = {}));
  const bytes = await (byEncoding[encoding] ??= compressors[encoding](page.body));
  return reply.header('content-encoding', encoding).send(bytes);
}
