import { SUPPORT_LIMITS } from '@hammurabi/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** The ticket form as sent: its text fields and at most one file. */
export interface TicketForm {
  fields: Record<string, string>;
  file: { filename: string; bytes: Buffer } | null;
}

/**
 * The multipart limits of the ticket form. The plugin's own file limit is needed because its
 * default is the 2 MiB body limit; one extra file is allowed through busboy so that a second
 * file is reported as such rather than silently dropped.
 */
export const ticketFormLimits = {
  fileSize: SUPPORT_LIMITS.attachmentMaxBytes,
  files: 2,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
} as const;

const limitErrors: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError('payload_too_large', 'attachment: The file is larger than the 5MB limit.'),
  FST_FILES_LIMIT: new AppError('validation_failed', 'attachment: Attach at most one file.'),
  FST_FIELDS_LIMIT: new AppError('payload_too_large', 'The form has too many fields.'),
  FST_PARTS_LIMIT: new AppError('payload_too_large', 'The form has too many parts.'),
};

/** Reads the whole multipart form into memory within the limits, refusing anything off-shape. */
export async function readTicketForm(request: FastifyRequest): Promise<TicketForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the ticket as multipart/form-data.');
  const form: TicketForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: ticketFormLimits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('payload_too_large', `${part.fieldname}: The value is too long.`);
        if (part.fieldname in form.fields) {
          throw new AppError('validation_failed', `${part.fieldname}: Send this field only once.`);
        }
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      // toBuffer throws on the size limit; the truncated flag is checked too, because silent
      // truncation has slipped through this plugin's limits before.
      if (part.file.truncated) throw limitErrors.FST_REQ_FILE_TOO_LARGE!;
      // A file input left empty still sends a nameless, empty part.
      if (!part.filename && bytes.length === 0) continue;
      if (part.fieldname !== 'attachment') {
        throw new AppError('validation_failed', `${part.fieldname}: Only the "attachment" field may hold a file.`);
      }
      if (form.file) throw limitErrors.FST_FILES_LIMIT!;
      form.file = { filename: part.filename || 'attachment', bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code && limitErrors[code]) throw limitErrors[code];
    // Everything else the parser throws (no boundary, a body cut short) is the client's form.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw new AppError('bad_request', 'The form data is incomplete or malformed. Please send it again.');
  }
  return form;
}
