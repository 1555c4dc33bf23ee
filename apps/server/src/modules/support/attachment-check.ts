import { fileExtension, fileTypeLabel } from '@hammurabi/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';

/** What the bytes of an accepted attachment are; served back with exactly this type. */
export interface CheckedAttachment {
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf' | 'text/plain; charset=utf-8';
  label: 'PNG' | 'JPG' | 'PDF' | 'TXT' | 'LOG';
}

const ALLOWED = 'Allowed types: JPG, PNG, PDF, TXT, LOG.';

/** Binary types we accept, the name endings that fit each, and a check of how the file ends. */
const binaryTypes: Record<
  string,
  { result: CheckedAttachment; extensions: string[]; ends: (bytes: Buffer) => boolean }
> = {
  png: {
    result: { contentType: 'image/png', label: 'PNG' },
    extensions: ['png'],
    // The last chunk of a PNG is IEND (length 0, type, CRC); anything after it is smuggled in.
    ends: (bytes) => bytes.subarray(-12).equals(Buffer.from('0000000049454e44ae426082', 'hex')),
  },
  jpg: {
    result: { contentType: 'image/jpeg', label: 'JPG' },
    extensions: ['jpg', 'jpeg'],
    // End-of-image marker, allowing the zero padding some cameras write after it.
    ends: (bytes) => {
      let end = bytes.length;
      while (end > 2 && bytes[end - 1] === 0) end--;
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
    },
  },
  pdf: {
    result: { contentType: 'application/pdf', label: 'PDF' },
    extensions: ['pdf'],
    ends: (bytes) => bytes.subarray(-1024).includes('%%EOF'),
  },
};

const textExtensions: Record<string, CheckedAttachment> = {
  txt: { contentType: 'text/plain; charset=utf-8', label: 'TXT' },
  log: { contentType: 'text/plain; charset=utf-8', label: 'LOG' },
};

/** True for valid UTF-8 without NUL bytes: what a text or log file is, and a binary is not. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides an attachment's type from its bytes, never from its name or the browser's claim: JPG,
 * PNG and PDF by their signature (and a matching name), TXT and LOG as strict UTF-8 text. Throws
 * 422 for an empty file and 415 for anything else.
 */
export async function checkAttachment(filename: string, bytes: Buffer): Promise<CheckedAttachment> {
  if (bytes.length === 0) throw new AppError('validation_failed', `attachment: "${filename}" is empty.`);
  const extension = fileExtension(filename);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const known = binaryTypes[detected.ext];
    if (!known) {
      throw new AppError(
        'unsupported_media_type',
        `"${filename}" is ${fileTypeLabel(detected.ext)} (${detected.mime}), which is not accepted. ${ALLOWED}`,
      );
    }
    if (!known.extensions.includes(extension)) {
      throw new AppError(
        'unsupported_media_type',
        `"${filename}" contains a ${known.result.label} file but its name does not end in .${known.extensions[0]}. Rename it and try again.`,
      );
    }
    if (!known.ends(bytes)) {
      throw new AppError(
        'unsupported_media_type',
        `"${filename}" is not a complete ${known.result.label} file: it is damaged or has other content appended.`,
      );
    }
    return known.result;
  }
  const text = textExtensions[extension];
  if (!text) throw new AppError('unsupported_media_type', `"${filename}" is not an accepted file type. ${ALLOWED}`);
  if (!isPlainText(bytes)) {
    throw new AppError(
      'unsupported_media_type',
      `"${filename}" is not a plain text file: TXT and LOG files must be UTF-8 text without binary data.`,
    );
  }
  return text;
}
