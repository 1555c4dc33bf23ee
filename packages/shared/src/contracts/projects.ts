import { z } from 'zod';
import {
  COLLABORATOR_ROLES,
  PROJECT_LIMITS,
  normalizeFramework,
  projectFrameworkIds,
  projectLanguageIds,
} from '../domain/projects.ts';
import { parseTags } from '../domain/tags.ts';
import { MAX_INT4 } from '../domain/text.ts';
import { requiredText, text } from './common.ts';

const languageList = projectLanguageIds.join(', ');
const frameworkList = projectFrameworkIds.join(', ');

export const ProjectLanguageSchema = text({ error: 'Language is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(projectLanguageIds, { error: `Language must be one of: ${languageList}.` }));

export const ProjectFrameworkSchema = text()
  .transform(normalizeFramework)
  .pipe(z.enum(projectFrameworkIds, { error: `Framework must be one of: ${frameworkList}.` }));

export const ProjectVisibilitySchema = z.enum(['private', 'public'], {
  error: 'Visibility must be "private" or "public".',
});

const TagsSchema = z
  .array(text().max(200, { error: 'Each tag must be short.' }), { error: 'Tags must be a list of strings.' })
  .max(50, { error: 'Too many tags.' })
  .transform((tags) => parseTags(tags))
  .pipe(
    z
      .array(
        text().max(PROJECT_LIMITS.tagMax, { error: `Each tag must be at most ${PROJECT_LIMITS.tagMax} characters.` }),
      )
      .max(PROJECT_LIMITS.tagsMax, { error: `A project can have at most ${PROJECT_LIMITS.tagsMax} tags.` }),
  );

const DescriptionSchema = text()
  .trim()
  .max(PROJECT_LIMITS.descriptionMax, {
    error: `Description must be at most ${PROJECT_LIMITS.descriptionMax} characters.`,
  });

/** The create payload; unknown fields are refused. */
export const ProjectCreateSchema = z.strictObject({
  title: requiredText('Title', PROJECT_LIMITS.titleMax),
  description: DescriptionSchema.nullish().transform((value) => value ?? ''),
  language: ProjectLanguageSchema,
  framework: ProjectFrameworkSchema.nullish().transform((value) => value ?? null),
  visibility: ProjectVisibilitySchema.default('private'),
  tags: TagsSchema.nullish().transform((value) => value ?? []),
});
export type ProjectCreate = z.input<typeof ProjectCreateSchema>;
export type ProjectCreateParsed = z.output<typeof ProjectCreateSchema>;

/** Any subset of the project's fields; at least one. */
export const ProjectUpdateSchema = z
  .strictObject({
    title: requiredText('Title', PROJECT_LIMITS.titleMax).optional(),
    description: DescriptionSchema.nullish().transform((value) => (value === null ? '' : value)),
    language: ProjectLanguageSchema.optional(),
    framework: ProjectFrameworkSchema.nullish(),
    visibility: ProjectVisibilitySchema.optional(),
    tags: TagsSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Send at least one field to change.',
  });
export type ProjectUpdate = z.input<typeof ProjectUpdateSchema>;

/** How other people see a user; `displayName` (domain/auth.ts) turns it into the one name shown. */
export const UserSummarySchema = z.object({
  id: z.uuid(),
  username: text().nullable(),
  full_name: text().nullable(),
  /** The part of the e-mail address before "@": the last fallback of the name. */
  email_name: text().nullable(),
  /** The uploaded profile picture, or null for the generated one. */
  avatar_url: text().nullable(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const ProjectRoleSchema = z.enum(['owner', 'editor', 'viewer']);
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;

/** A project as the API answers it. `role` is the caller's role, null for readers of public projects. */
export const ProjectSchema = z.object({
  id: z.uuid(),
  title: text(),
  description: text(),
  language: text(),
  framework: text().nullable(),
  visibility: ProjectVisibilitySchema,
  tags: z.array(text()),
  /** Null once the owner deleted their account: shown as "Former member" (`displayName`). */
  owner: UserSummarySchema.nullable(),
  role: ProjectRoleSchema.nullable(),
  star_count: z.number().int(),
  starred: z.boolean(),
  fork_count: z.number().int(),
  /** The source project, named only to those who may read it. */
  forked_from: z.object({ id: z.uuid(), title: text() }).nullable(),
  /** True for a fork of a private project: it stays private while its source is private. */
  visibility_locked: z.boolean(),
  file_count: z.number().int(),
  created_at: text(),
  updated_at: text(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListQuerySchema = z.strictObject({
  q: text().trim().max(200).optional(),
  visibility: z.enum(['public']).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_LIMITS.pageSizeMax).default(PROJECT_LIMITS.pageSizeDefault),
  offset: z.coerce.number().int().min(0).max(MAX_INT4, { error: 'offset is too large.' }).default(0),
});
export type ProjectListQuery = z.input<typeof ProjectListQuerySchema>;

export const ProjectListSchema = z.array(ProjectSchema);

export const ProjectForkSchema = z.strictObject({
  title: requiredText('Title', PROJECT_LIMITS.titleMax).optional(),
});

export const StarStateSchema = z.object({ starred: z.boolean(), star_count: z.number().int() });
export type StarState = z.infer<typeof StarStateSchema>;

export const CollaboratorRoleSchema = z.enum(Object.keys(COLLABORATOR_ROLES) as ['editor', 'viewer'], {
  error: 'Role must be "editor" or "viewer".',
});

export const CollaboratorAddSchema = z.strictObject({
  username: requiredText('Username', 64),
  role: CollaboratorRoleSchema.default('viewer'),
});
export type CollaboratorAdd = z.input<typeof CollaboratorAddSchema>;

export const CollaboratorUpdateSchema = z.strictObject({ role: CollaboratorRoleSchema });

export const CollaboratorSchema = z.object({
  user: UserSummarySchema,
  role: CollaboratorRoleSchema,
  added_at: text(),
});
export type Collaborator = z.infer<typeof CollaboratorSchema>;
export const CollaboratorListSchema = z.array(CollaboratorSchema);
