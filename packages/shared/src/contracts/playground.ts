import { z } from 'zod';
import { PLAYGROUND_LANGUAGES, PLAYGROUND_LIMITS } from '../domain/playground.ts';
import { requiredText, text } from './common.ts';

const limits = PLAYGROUND_LIMITS;

export const PlaygroundLanguageSchema = z.enum(PLAYGROUND_LANGUAGES, {
  error: `Language must be one of ${PLAYGROUND_LANGUAGES.join(', ')}.`,
});

/** A test case as the playground stores and sends it. */
export const PlaygroundTestCaseSchema = z.strictObject({
  id: text().trim().min(1, { error: 'A test case needs an id.' }).max(64),
  name: requiredText('Test name', limits.testNameMax),
  input: text().max(limits.testInputMaxChars, {
    error: `Test input must be at most ${limits.testInputMaxChars} characters.`,
  }),
  expectedOutput: text().max(limits.testInputMaxChars, {
    error: `Expected output must be at most ${limits.testInputMaxChars} characters.`,
  }),
});

const CodeSchema = text({ error: 'Code is required.' }).max(limits.codeMaxChars, {
  error: `Code must be at most ${limits.codeMaxChars} characters.`,
});

const TestCasesSchema = z
  .array(PlaygroundTestCaseSchema)
  .max(limits.testCasesMax, { error: `At most ${limits.testCasesMax} test cases.` });

/** POST /api/playground/run: a Java program and its tests (none: one run with empty input). */
export const PlaygroundRunRequestSchema = z.strictObject({
  language: z.literal('java', { error: 'Only Java runs on the server; Python and JavaScript run in the browser.' }),
  code: CodeSchema.refine((value) => value.trim().length > 0, { error: 'Code must not be empty.' }),
  tests: TestCasesSchema.default([]),
  timeLimitMs: z.coerce
    .number()
    .int()
    .min(500, { error: 'The time limit must be at least 500 ms.' })
    .max(limits.timeLimitMaxMs, { error: `The time limit must be at most ${limits.timeLimitMaxMs} ms.` })
    .default(limits.timeLimitDefaultMs),
});
export type PlaygroundRunRequest = z.input<typeof PlaygroundRunRequestSchema>;

export const TestResultSchema = z.object({
  status: z.enum(['passed', 'failed', 'error', 'timeout']),
  actualOutput: text(),
  stderr: text(),
  durationMs: z.number().int(),
});

/** The answer of POST /api/playground/run: compile output, then one result per test (in order). */
export const PlaygroundRunResponseSchema = z.object({
  compile: z.object({ ok: z.boolean(), output: text(), durationMs: z.number().int() }),
  /** One per test; a single untested run when no test was sent. */
  results: z.array(TestResultSchema),
});
export type PlaygroundRunResponse = z.infer<typeof PlaygroundRunResponseSchema>;

/** GET /api/playground/status: whether Java can run here, and if not, why and how to enable it. */
export const PlaygroundStatusSchema = z.object({
  java: z.object({
    available: z.boolean(),
    reason: text().nullable(),
    concurrency: z.number().int(),
  }),
});
export type PlaygroundStatus = z.infer<typeof PlaygroundStatusSchema>;

/** POST /api/playground/analyze: the engine's findings for the editor's code. */
export const PlaygroundAnalyzeRequestSchema = z.strictObject({
  language: PlaygroundLanguageSchema,
  code: CodeSchema,
});
export type PlaygroundAnalyzeRequest = z.input<typeof PlaygroundAnalyzeRequestSchema>;

export const PlaygroundFindingSchema = z.object({
  ruleId: text(),
  ruleName: text(),
  category: text(),
  severity: text(),
  message: text(),
  startLine: z.number().int(),
  endLine: z.number().int(),
  fix: text().nullable(),
  /** The lesson that teaches this finding's law or rule (learnUrl), or null. */
  learnUrl: text().nullable(),
});
export type PlaygroundFinding = z.infer<typeof PlaygroundFindingSchema>;

export const PlaygroundAnalysisSchema = z.object({
  score: z.number(),
  findings: z.array(PlaygroundFindingSchema),
});
export type PlaygroundAnalysis = z.infer<typeof PlaygroundAnalysisSchema>;

/** Creating or replacing a saved program. Updates send the `version` they started from. */
export const PlaygroundProgramInputSchema = z.strictObject({
  title: requiredText('Title', limits.titleMax),
  language: PlaygroundLanguageSchema,
  code: CodeSchema,
  testCases: TestCasesSchema.default([]),
});
export type PlaygroundProgramInput = z.input<typeof PlaygroundProgramInputSchema>;

export const PlaygroundProgramUpdateSchema = PlaygroundProgramInputSchema.extend({
  version: z.number({ error: 'version is required.' }).int().min(1),
});
export type PlaygroundProgramUpdate = z.input<typeof PlaygroundProgramUpdateSchema>;

export const PlaygroundProgramSchema = z.object({
  id: z.uuid(),
  title: text(),
  language: PlaygroundLanguageSchema,
  code: text(),
  testCases: z.array(PlaygroundTestCaseSchema),
  /** The short link's key: /playground/p/{shareSlug} reopens the program for anyone who has it. */
  shareSlug: text(),
  version: z.number().int(),
  isOwner: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type PlaygroundProgram = z.infer<typeof PlaygroundProgramSchema>;

export const PlaygroundProgramSummarySchema = PlaygroundProgramSchema.pick({
  id: true,
  title: true,
  language: true,
  shareSlug: true,
  updatedAt: true,
});
export type PlaygroundProgramSummary = z.infer<typeof PlaygroundProgramSummarySchema>;
export const PlaygroundProgramListSchema = z.array(PlaygroundProgramSummarySchema);
