import { z } from 'zod';
import { utf8ByteLength } from '../domain/files.ts';
import {
  SNIPPET_LIMITS,
  SNIPPET_SORTS,
  normalizeSnippetChoice,
  snippetCategoryIds,
  snippetLanguageIds,
} from '../domain/snippets.ts';
import { parseTags } from '../domain/tags.ts';
import { requiredText, text } from './common.ts';
import { FilenameSchema } from './files.ts';
import { ProjectVisibilitySchema, UserSummarySchema } from './projects.ts';

export const SnippetLanguageSchema = text({ error: 'Language is required.' })
  .transform(normalizeSnippetChoice)
  .pipe(z.enum(snippetLanguageIds, { error: `Language must be one of: ${snippetLanguageIds.join(', ')}.` }));

export const SnippetCategorySchema = text({ error: 'Category is required.' })
  .transform(normalizeSnippetChoice)
  .pipe(z.enum(snippetCategoryIds, { error: `Category must be one of: ${snippetCategoryIds.join(', ')}.` }));

// Cleaned with generous bounds first, so a list that is too long is refused rather than cut.
const SnippetTagsSchema = z
  .array(text().max(200, { error: 'Each tag must be short.' }), { error: 'Tags must be a list of strings.' })
  .max(50, { error: 'Too many tags.' })
  .transform((tags) => parseTags(tags, { lowercase: true }))
  .pipe(
    z
      .array(
        text().max(SNIPPET_LIMITS.tagMax, { error: `Each tag must be at most ${SNIPPET_LIMITS.tagMax} characters.` }),
      )
      .max(SNIPPET_LIMITS.tagsMax, { error: `A snippet can have at most ${SNIPPET_LIMITS.tagsMax} tags.` }),
  );

const codeKilobytes = SNIPPET_LIMITS.codeBytesMax / 1024;

// The code is stored exactly as typed; only a blank one is refused.
const SnippetCodeSchema = text({ error: 'Code is required.' })
  .refine((value) => value.trim().length > 0, { error: 'Code is required.' })
  .refine((value) => utf8ByteLength(value) <= SNIPPET_LIMITS.codeBytesMax, {
    error: `Code must be at most ${codeKilobytes} KB.`,
  });

const snippetFields = {
  title: requiredText('Title', SNIPPET_LIMITS.titleMax),
  description: requiredText('Description', SNIPPET_LIMITS.descriptionMax),
  code: SnippetCodeSchema,
  language: SnippetLanguageSchema,
  category: SnippetCategorySchema,
  tags: SnippetTagsSchema,
  visibility: ProjectVisibilitySchema,
};

/** A new snippet: title, description and code are required; language and category have defaults. */
export const SnippetCreateSchema = z.strictObject({
  ...snippetFields,
  language: snippetFields.language.default('python'),
  category: snippetFields.category.default('utilities'),
  tags: snippetFields.tags.nullish().transform((value) => value ?? []),
  visibility: snippetFields.visibility.default('public'),
});
export type SnippetCreate = z.input<typeof SnippetCreateSchema>;
export type SnippetCreateParsed = z.output<typeof SnippetCreateSchema>;

/** Any subset of a snippet's fields; at least one. */
export const SnippetUpdateSchema = z
  .strictObject({
    title: snippetFields.title.optional(),
    description: snippetFields.description.optional(),
    code: snippetFields.code.optional(),
    language: snippetFields.language.optional(),
    category: snippetFields.category.optional(),
    tags: snippetFields.tags.optional(),
    visibility: snippetFields.visibility.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Send at least one field to change.',
  });
export type SnippetUpdate = z.input<typeof SnippetUpdateSchema>;
export type SnippetUpdateParsed = z.output<typeof SnippetUpdateSchema>;

/** A snippet as the API answers it; `liked` is the caller's like, false for visitors. */
export const SnippetSchema = z.object({
  id: z.uuid(),
  slug: text(),
  title: text(),
  description: text(),
  code: text(),
  language: z.enum(snippetLanguageIds),
  category: z.enum(snippetCategoryIds),
  tags: z.array(text()),
  visibility: ProjectVisibilitySchema,
  /** Null once the author deleted their account: shown as "Former member" (`displayName`). */
  author: UserSummarySchema.nullable(),
  forked_from: z.object({ id: z.uuid(), slug: text(), title: text() }).nullable(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  liked: z.boolean(),
  created_at: text(),
  updated_at: text(),
});
export type Snippet = z.infer<typeof SnippetSchema>;

/**
 * A snippet as a list card shows it: everything but the code, which comes as its first lines
 * (`SNIPPET_LIMITS.previewLines`, at most `previewChars` characters) and its number of lines. The
 * whole code is read from `GET /api/snippets/{id}`.
 */
export const SnippetSummarySchema = SnippetSchema.omit({ code: true }).extend({
  code_preview: text(),
  code_lines: z.number().int(),
});
export type SnippetSummary = z.infer<typeof SnippetSummarySchema>;
export const SnippetListSchema = z.array(SnippetSummarySchema);

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const SnippetListQuerySchema = z.strictObject({
  q: text().trim().max(200, { error: 'Search text must be at most 200 characters.' }).optional(),
  language: optionalFilter(SnippetLanguageSchema),
  category: optionalFilter(SnippetCategorySchema),
  tag: optionalFilter(text().trim().toLowerCase().max(SNIPPET_LIMITS.tagMax)),
  mine: optionalFilter(z.enum(['true', 'false']).transform((value) => value === 'true')),
  sort: optionalFilter(z.enum(SNIPPET_SORTS, { error: `Sort must be one of: ${SNIPPET_SORTS.join(', ')}.` })),
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.pageSizeMax).default(SNIPPET_LIMITS.pageSizeDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SnippetListQuery = z.input<typeof SnippetListQuerySchema>;
export type SnippetListQueryParsed = z.output<typeof SnippetListQuerySchema>;

export const SnippetLikeStateSchema = z.object({ liked: z.boolean(), like_count: z.number().int() });
export type SnippetLikeState = z.infer<typeof SnippetLikeStateSchema>;

export const SnippetForkSchema = z.strictObject({
  title: requiredText('Title', SNIPPET_LIMITS.titleMax).optional(),
});

/** Copies a snippet into a project as a new file; the name defaults to one made from the title. */
export const SnippetCopyToProjectSchema = z.strictObject({
  project_id: text({ error: 'Choose a project.' }).trim().min(1, { error: 'Choose a project.' }),
  filename: FilenameSchema.optional(),
});
export type SnippetCopyToProject = z.input<typeof SnippetCopyToProjectSchema>;
