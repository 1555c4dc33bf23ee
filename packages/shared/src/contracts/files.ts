import { z } from 'zod';
import { text } from './common.ts';
import { PROJECT_LIMITS } from '../domain/projects.ts';
import { fileLanguageIds, filenameProblem, fitsUtf8Bytes } from '../domain/files.ts';
import { MAX_INT4 } from '../domain/text.ts';
import { UserSummarySchema } from './projects.ts';

const megabytes = PROJECT_LIMITS.fileBytesMax / (1024 * 1024);

export const FilenameSchema = text({ error: 'Filename is required.' }).superRefine((value, context) => {
  const problem = filenameProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const FileContentSchema = text().refine((value) => fitsUtf8Bytes(value, PROJECT_LIMITS.fileBytesMax), {
  error: `File content must be at most ${megabytes} MB.`,
});

export const FileLanguageSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.enum(fileLanguageIds, { error: `Language must be one of: ${fileLanguageIds.join(', ')}.` }));

export const FileCreateSchema = z.strictObject({
  filename: FilenameSchema,
  content: FileContentSchema.default(''),
  language: FileLanguageSchema.optional(),
});
export type FileCreate = z.input<typeof FileCreateSchema>;

/**
 * A change to a file. `version` is the version the change was based on (or send `If-Match`);
 * a stale one is refused with 409 so nobody's saved work is overwritten.
 */
export const FileUpdateSchema = z
  .strictObject({
    content: FileContentSchema.optional(),
    filename: FilenameSchema.optional(),
    language: FileLanguageSchema.optional(),
    version: z
      .number({ error: 'version must be a whole number.' })
      .int({ error: 'version must be a whole number.' })
      .min(1, { error: 'version must be at least 1.' })
      .max(MAX_INT4, { error: 'version is not a version of this file.' })
      .optional(),
  })
  .refine((value) => value.content !== undefined || value.filename !== undefined || value.language !== undefined, {
    error: 'Send content, filename or language to change.',
  });
export type FileUpdate = z.input<typeof FileUpdateSchema>;

export const FileSummarySchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  filename: text(),
  language: text(),
  version: z.number().int(),
  size: z.number().int(),
  created_at: text(),
  updated_at: text(),
  updated_by: UserSummarySchema.nullable(),
});
export type FileSummary = z.infer<typeof FileSummarySchema>;
export const FileSummaryListSchema = z.array(FileSummarySchema);

export const CodeFileSchema = FileSummarySchema.extend({ content: text() });
export type CodeFile = z.infer<typeof CodeFileSchema>;

/** The 409 answer to a stale save: what the file holds now, so the client can show both. */
export const FileConflictSchema = z.object({
  detail: text(),
  current_version: z.number().int(),
  current: CodeFileSchema,
});
export type FileConflict = z.infer<typeof FileConflictSchema>;
