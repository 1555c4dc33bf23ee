import { z } from 'zod';
import { COMMUNITY_LIMITS, QUESTION_SORTS } from '../domain/community.ts';
import { parseTags, tagsProblem } from '../domain/tags.ts';
import { requiredText, text } from './common.ts';
import { UserSummarySchema } from './projects.ts';

const limits = COMMUNITY_LIMITS;

/** Tags as a list or as comma-separated text; cleaned, lower-cased and bounded. */
const QuestionTagsSchema = z
  .union([text().max(1000, { error: 'Tags are too long.' }), z.array(text().max(200)).max(50)], {
    error: 'Tags must be text or a list of strings.',
  })
  .transform((value) => parseTags(value, { lowercase: true }))
  .superRefine((tags, context) => {
    const problem = tagsProblem(tags, {
      min: limits.tagsMin,
      max: limits.tagsMax,
      maxLength: limits.tagMax,
      owner: 'A question',
    });
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const QuestionTitleSchema = requiredText('Title', limits.titleMax);
const QuestionBodySchema = requiredText('Body', limits.bodyMax);

/** Asking a question. */
export const QuestionCreateSchema = z.strictObject({
  title: QuestionTitleSchema,
  body: QuestionBodySchema,
  tags: QuestionTagsSchema,
});
export type QuestionCreate = z.input<typeof QuestionCreateSchema>;
export type QuestionCreateParsed = z.output<typeof QuestionCreateSchema>;

/** Editing a question: any of its fields, at least one. */
export const QuestionUpdateSchema = z
  .strictObject({
    title: QuestionTitleSchema.optional(),
    body: QuestionBodySchema.optional(),
    tags: QuestionTagsSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Send at least one field to change.',
  });
export type QuestionUpdate = z.input<typeof QuestionUpdateSchema>;
export type QuestionUpdateParsed = z.output<typeof QuestionUpdateSchema>;

/** Writing or editing an answer. */
export const AnswerWriteSchema = z.strictObject({ body: requiredText('Answer', limits.answerMax) });
export type AnswerWrite = z.input<typeof AnswerWriteSchema>;

export const QuestionSortSchema = z.enum(QUESTION_SORTS, {
  error: `Sort must be one of: ${QUESTION_SORTS.join(', ')}.`,
});

export const QuestionListQuerySchema = z.strictObject({
  q: text()
    .trim()
    .max(limits.searchMax, { error: `Search text must be at most ${limits.searchMax} characters.` })
    .optional(),
  tag: text().trim().toLowerCase().max(limits.tagMax).optional(),
  sort: QuestionSortSchema.optional(),
  limit: z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type QuestionListQuery = z.input<typeof QuestionListQuerySchema>;

export const SimilarQuestionsQuerySchema = z.strictObject({
  title: text()
    .trim()
    .max(limits.titleMax, { error: `Title must be at most ${limits.titleMax} characters.` })
    .default(''),
});

/** The tags index: tags containing `q`, most used first. */
export const TagListQuerySchema = z.strictObject({
  q: text()
    .trim()
    .toLowerCase()
    .max(limits.tagMax, { error: `The filter must be at most ${limits.tagMax} characters.` })
    .optional(),
  limit: z.coerce.number().int().min(1).max(limits.tagPageMax).default(limits.tagPageSize),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TagListQuery = z.input<typeof TagListQuerySchema>;

/** A tag and the number of live questions that carry it. */
export const TagCountSchema = z.object({ tag: text(), count: z.number().int() });
export type TagCount = z.infer<typeof TagCountSchema>;
export const TagCountListSchema = z.array(TagCountSchema);

/** Who wrote a post, and the seed its locally drawn avatar is made from. */
export const CommunityAuthorSchema = UserSummarySchema.extend({ avatar_seed: text() }).nullable();
export type CommunityAuthor = z.infer<typeof CommunityAuthorSchema>;

/** A question as a card in the list shows it. `first_answer_preview` is already cut. */
export const QuestionSummarySchema = z.object({
  id: z.uuid(),
  title: text(),
  tags: z.array(text()),
  author: CommunityAuthorSchema,
  created_at: text(),
  last_activity_at: text(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  score: z.number().int(),
  answer_count: z.number().int(),
  view_count: z.number().int(),
  is_resolved: z.boolean(),
  first_answer_preview: text().nullable(),
});
export type QuestionSummary = z.infer<typeof QuestionSummarySchema>;
export const QuestionListSchema = z.array(QuestionSummarySchema);

export const SimilarQuestionSchema = z.object({
  id: z.uuid(),
  title: text(),
  answer_count: z.number().int(),
  is_resolved: z.boolean(),
});
export const SimilarQuestionListSchema = z.array(SimilarQuestionSchema);
export type SimilarQuestion = z.infer<typeof SimilarQuestionSchema>;

/** The caller's vote on a post: 1, -1, or 0 for none (always 0 for visitors). */
export const VoteValueSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)], {
  error: 'Value must be 1, -1 or 0.',
});

export const AnswerSchema = z.object({
  id: z.uuid(),
  question_id: z.uuid(),
  body: text(),
  author: CommunityAuthorSchema,
  created_at: text(),
  updated_at: text(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  score: z.number().int(),
  is_accepted: z.boolean(),
  my_vote: VoteValueSchema,
  /** Only on the author's own answer that a moderator hid: the reason they gave. */
  hidden_reason: text().optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** A question with its body and every answer, accepted first, then by score, then oldest. */
export const QuestionDetailSchema = QuestionSummarySchema.omit({ first_answer_preview: true }).extend({
  body: text(),
  updated_at: text(),
  accepted_answer_id: z.uuid().nullable(),
  my_vote: VoteValueSchema,
  answers: z.array(AnswerSchema),
  /** Only on the author's own question that a moderator hid: the reason they gave. */
  hidden_reason: text().optional(),
});
export type QuestionDetail = z.infer<typeof QuestionDetailSchema>;

export const VoteTargetTypeSchema = z.enum(['question', 'answer'], {
  error: 'target_type must be "question" or "answer".',
});

/** Casting, changing (1 / -1) or withdrawing (0) a vote. */
export const VoteSchema = z.strictObject({
  target_type: VoteTargetTypeSchema,
  target_id: z.uuid({ error: 'target_id must be the id of a question or an answer.' }),
  value: VoteValueSchema,
});
export type Vote = z.infer<typeof VoteSchema>;

export const VoteResultSchema = z.object({
  target_type: VoteTargetTypeSchema,
  target_id: z.uuid(),
  value: VoteValueSchema,
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  score: z.number().int(),
});
export type VoteResult = z.infer<typeof VoteResultSchema>;

/** Accepting an answer (moves the mark from any other) or clearing it with null. */
export const AcceptAnswerSchema = z.strictObject({
  answer_id: z.uuid({ error: 'answer_id must be the id of an answer, or null.' }).nullable(),
});
export type AcceptAnswer = z.infer<typeof AcceptAnswerSchema>;
