import { BREVITY_LIMIT_RANGES, LAW_PROFILES } from '../domain/law-profiles.ts';
import { z } from 'zod';
import { utf8ByteLength } from '../domain/files.ts';
import { IDE_ENVIRONMENTS, IDE_SEVERITIES } from '../domain/ide.ts';
import { PROJECT_LIMITS } from '../domain/projects.ts';
import { text } from './common.ts';
import { ReviewFindingSchema, ReviewRatingsSchema } from './reviews.ts';
import { UserSummarySchema } from './projects.ts';

export const LawProfileSchema = z.enum(LAW_PROFILES as ['strict', 'standard', 'custom'], {
  error: `Profile must be one of: ${LAW_PROFILES.join(', ')}.`,
});

const limit = (key: keyof typeof BREVITY_LIMIT_RANGES) => {
  const { min, max, label } = BREVITY_LIMIT_RANGES[key];
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/** A project's law settings: the profile, and for Custom the laws switched on and the brevity limits. */
export const LawSettingsSchema = z.strictObject({
  profile: LawProfileSchema,
  enabled_laws: z.strictObject({
    HB001: z.boolean(),
    HB002: z.boolean(),
    HB003: z.boolean(),
    HB004: z.boolean(),
    HB005: z.boolean(),
  }),
  limits: z.strictObject({
    function_lines: limit('functionLines'),
    complexity: limit('complexity'),
    nesting: limit('nesting'),
    parameters: limit('parameters'),
  }),
});
export type LawSettingsBody = z.infer<typeof LawSettingsSchema>;

/** The stored settings with who may change them. */
export const ProjectLawSettingsSchema = LawSettingsSchema.extend({
  project_id: z.uuid(),
  updated_at: text().nullable(),
  can_edit: z.boolean(),
});
export type ProjectLawSettings = z.infer<typeof ProjectLawSettingsSchema>;

export const LawSchema = z.object({ id: text(), name: text(), principle: text(), description: text() });
export type LawInfo = z.infer<typeof LawSchema>;

/** GET /api/laws: the five laws, the profiles with what they enforce, and the limits' ranges. */
export const LawCatalogSchema = z.object({
  laws: z.array(LawSchema),
  profiles: z.array(
    z.object({
      id: LawProfileSchema,
      label: text(),
      description: text(),
      settings: LawSettingsSchema,
      /** The laws as this profile enforces them, with its limits. */
      laws: z.array(LawSchema),
    }),
  ),
  limit_ranges: z.record(text(), z.object({ min: z.number().int(), max: z.number().int(), label: text() })),
});
export type LawCatalog = z.infer<typeof LawCatalogSchema>;

const megabytes = PROJECT_LIMITS.fileBytesMax / (1024 * 1024);

/** POST /api/ide/check: one file under a profile, or under a project's stored settings. */
export const IdeCheckRequestSchema = z
  .strictObject({
    filename: text({ error: 'filename is required.' }).trim().min(1, { error: 'filename is required.' }).max(255),
    language: text().max(40).optional(),
    content: text({ error: 'content is required.' }).refine(
      (value) => utf8ByteLength(value) <= PROJECT_LIMITS.fileBytesMax,
      { error: `content must be at most ${megabytes} MB.` },
    ),
    profile: LawProfileSchema.optional(),
    project_id: text().optional(),
  })
  .refine((value) => !(value.profile && value.project_id), {
    error: 'Send either profile or project_id, not both.',
  });
export type IdeCheckRequest = z.input<typeof IdeCheckRequestSchema>;

const SeverityCountsSchema = z.object(
  Object.fromEntries(IDE_SEVERITIES.map((severity) => [severity, z.number().int()])) as Record<
    (typeof IDE_SEVERITIES)[number],
    z.ZodNumber
  >,
);

/** What a check found and measured. */
export const IdeCheckResultSchema = z.object({
  filename: text(),
  language: text(),
  profile: LawProfileSchema,
  violations: z.array(ReviewFindingSchema),
  counts: SeverityCountsSchema,
  duration_ms: z.number(),
  lines: z.number().int(),
  analysed_lines: z.number().int(),
  functions: z.number().int(),
  score: z.number().int(),
  /** The five ratings the score is the weighted mean of (0–100 each). */
  ratings: ReviewRatingsSchema,
  /** The laws as this check enforced them: each limit written from the profile in force. */
  laws: z.array(LawSchema),
});
export type IdeCheckResult = z.infer<typeof IdeCheckResultSchema>;

export const ReleaseCreateSchema = z.strictObject({
  environment: z.enum(IDE_ENVIRONMENTS, { error: 'environment must be "staging".' }),
});

export const ReleaseFileSummarySchema = z.object({
  file_id: z.uuid().nullable(),
  filename: text(),
  language: text(),
  version: z.number().int(),
  counts: SeverityCountsSchema,
});

/** A recorded release: every file at its version then, the profile and the gate's verdict. */
export const ReleaseSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  number: z.number().int(),
  environment: z.enum(IDE_ENVIRONMENTS),
  profile: LawProfileSchema,
  status: z.enum(['deployed', 'blocked']),
  status_text: text(),
  created_at: text(),
  created_by: UserSummarySchema.nullable(),
  files: z.array(ReleaseFileSummarySchema),
});
export type Release = z.infer<typeof ReleaseSchema>;
export const ReleaseListSchema = z.array(ReleaseSchema);

/** One release with each file's content as of that release. */
export const ReleaseDetailSchema = ReleaseSchema.extend({
  files: z.array(ReleaseFileSummarySchema.extend({ content: text() })),
});
export type ReleaseDetail = z.infer<typeof ReleaseDetailSchema>;
