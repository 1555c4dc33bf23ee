import { z } from 'zod';
import {
  EXERCISE_LANGUAGES,
  LEARNING_DIFFICULTIES,
  LEARNING_LIMITS,
  LEARNING_MODULE_TYPES,
  PATH_STATUSES,
} from '../domain/learning.ts';
import { requiredText, text } from './common.ts';

const ModuleStatusSchema = z.enum(['not_started', 'started', 'completed']);
const PathStatusSchema = z.enum(PATH_STATUSES as ['not_started', 'in_progress', 'completed']);

/** A path on /learning: Learning path with the caller's progress (0 when signed out). */
export const LearningPathSummarySchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  difficulty: z.enum(LEARNING_DIFFICULTIES),
  duration: text(),
  tags: z.array(text()),
  module_count: z.number().int(),
  /** The tutorial this path follows (e.g. /tutorials/beginner), or null. */
  tutorial_route: text().nullable(),
  progress: z.number().int().min(0).max(100),
  status: PathStatusSchema,
});
export type LearningPathSummary = z.infer<typeof LearningPathSummarySchema>;
export const LearningPathListSchema = z.array(LearningPathSummarySchema);

export const LearningModuleSummarySchema = z.object({
  id: text(),
  title: text(),
  type: z.enum(LEARNING_MODULE_TYPES),
  minutes: z.number().int(),
  position: z.number().int(),
  /** The tutorial lesson this module teaches, or null. */
  lesson_route: text().nullable(),
  status: ModuleStatusSchema,
  /** An exercise's language and difficulty, so the module list can show them; null for other modules. */
  language: z.enum(EXERCISE_LANGUAGES).nullable(),
  difficulty: z.enum(LEARNING_DIFFICULTIES).nullable(),
});
export type LearningModuleSummary = z.infer<typeof LearningModuleSummarySchema>;

/** `GET /api/learning/paths/{id}`: the path with its modules in order. */
export const LearningPathDetailSchema = LearningPathSummarySchema.extend({
  modules: z.array(LearningModuleSummarySchema),
  /** The first module not completed yet, or null when every one is. */
  next_module_id: text().nullable(),
});
export type LearningPathDetail = z.infer<typeof LearningPathDetailSchema>;

/** A visible test case of an exercise. Hidden tests never leave the server: only their count does. */
export const ExerciseTestSchema = z.object({
  id: text(),
  name: text(),
  input: text(),
  expectedOutput: text(),
});
export type ExerciseTest = z.infer<typeof ExerciseTestSchema>;

export const ExerciseSchema = z.object({
  language: z.enum(EXERCISE_LANGUAGES),
  /** How hard the exercise is within its track. */
  difficulty: z.enum(LEARNING_DIFFICULTIES),
  task_html: text(),
  starter: text(),
  /** The visible tests, which the browser runs for quick feedback. */
  tests: z.array(ExerciseTestSchema),
  /** How many hidden tests the server's judge also runs on Submit. */
  hidden_tests: z.number().int(),
  /** Laws (HB001–HB005) the solution must not break. */
  laws: z.array(text()),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

/** A quiz without its answers: those stay on the server. */
export const QuizSchema = z.object({
  questions: z.array(z.object({ id: text(), prompt: text(), choices: z.array(text()) })),
});
export type Quiz = z.infer<typeof QuizSchema>;

/**
 * How one test went when the server judged a submission. A hidden test is named "hidden test N"
 * and carries neither output nor error text: the program could print its input.
 */
export const JudgedTestSchema = z.object({
  /** The visible test's id, or null for a hidden test. */
  test_id: text().nullable(),
  name: text(),
  hidden: z.boolean(),
  status: z.enum(['passed', 'failed', 'error', 'timeout']),
  /** Visible tests only: what the program printed and its error output. */
  actual_output: text().nullable(),
  stderr: text().nullable(),
});
export type JudgedTest = z.infer<typeof JudgedTestSchema>;

/** What the last check of a quiz or exercise found. */
export const LearningCheckSchema = z.object({
  passed: z.boolean(),
  /** Quiz: ids of the questions answered wrongly. */
  wrong_questions: z.array(text()),
  /** Exercise: tests the server's judge saw pass, out of all (hidden ones included). */
  tests_passed: z.number().int(),
  tests_total: z.number().int(),
  /** Exercise: each test's verdict, visible tests first (empty for quizzes and older checks). */
  tests: z.array(JudgedTestSchema).default([]),
  /** Exercise: findings of the engine for the laws the exercise checks. */
  law_findings: z.array(
    z.object({
      rule_id: text(),
      message: text(),
      line: z.number().int(),
      /** The lesson that teaches this law or rule (absent on checks stored before it existed). */
      learn_url: text().nullable().optional(),
    }),
  ),
});
export type LearningCheck = z.infer<typeof LearningCheckSchema>;

/** `GET /api/learning/modules/{id}`. */
export const LearningModuleDetailSchema = LearningModuleSummarySchema.extend({
  path_id: text(),
  path_title: text(),
  content_html: text(),
  exercise: ExerciseSchema.nullable(),
  quiz: QuizSchema.nullable(),
  /** The caller's saved solution (exercise code or quiz answers), or null. */
  solution: z.unknown().nullable(),
  check: LearningCheckSchema.nullable(),
  previous_module_id: text().nullable(),
  next_module_id: text().nullable(),
});
export type LearningModuleDetail = z.infer<typeof LearningModuleDetailSchema>;

/** An exercise submission: only the code; the server runs every test itself (decision 077). */
export const ExerciseSolutionSchema = z.strictObject({
  code: text({ error: 'code must be text.' }).max(LEARNING_LIMITS.solutionMaxChars, {
    error: `The solution must be at most ${LEARNING_LIMITS.solutionMaxChars} characters.`,
  }),
});
export const QuizSolutionSchema = z.strictObject({
  answers: z.record(text().max(64), z.number().int().min(0).max(20)),
});

/** `POST /api/learning/progress`: an idempotent upsert of one module's state. */
export const LearningProgressUpdateSchema = z.strictObject({
  module_id: requiredText('module_id', 100),
  status: z.enum(['started', 'completed'], { error: 'status must be "started" or "completed".' }),
  solution: z.union([ExerciseSolutionSchema, QuizSolutionSchema]).optional(),
});
export type LearningProgressUpdate = z.infer<typeof LearningProgressUpdateSchema>;

export const ModuleProgressSchema = z.object({
  module_id: text(),
  path_id: text(),
  status: ModuleStatusSchema,
  started_at: text(),
  completed_at: text().nullable(),
  /** True when the module was removed from the content; its progress is kept. */
  retired: z.boolean(),
});
export type ModuleProgress = z.infer<typeof ModuleProgressSchema>;

/** The answer to `POST /api/learning/progress`: the stored state and what the check found. */
export const LearningProgressResultSchema = ModuleProgressSchema.extend({
  check: LearningCheckSchema.nullable(),
  path_progress: z.number().int(),
});
export type LearningProgressResult = z.infer<typeof LearningProgressResultSchema>;

/** `GET /api/learning/progress`: the caller's progress, computed from completed modules. */
export const LearningProgressOverviewSchema = z.object({
  paths: z.array(
    z.object({
      path_id: text(),
      title: text(),
      progress: z.number().int(),
      completed_modules: z.number().int(),
      total_modules: z.number().int(),
    }),
  ),
  modules: z.array(ModuleProgressSchema),
  current_streak: z.number().int(),
  last_activity_at: text().nullable(),
  timezone: text(),
});
export type LearningProgressOverview = z.infer<typeof LearningProgressOverviewSchema>;

/** Suggest a Path on /learning. */
export const PathSuggestionCreateSchema = z.strictObject({
  title: requiredText('Title', LEARNING_LIMITS.suggestionTitleMax),
  description: requiredText('Description', LEARNING_LIMITS.suggestionDescriptionMax),
});
export type PathSuggestionCreate = z.infer<typeof PathSuggestionCreateSchema>;

export const PathSuggestionSchema = z.object({
  id: z.uuid(),
  title: text(),
  description: text(),
  author_email: text(),
  created_at: text(),
});
export type PathSuggestion = z.infer<typeof PathSuggestionSchema>;
export const PathSuggestionListSchema = z.array(PathSuggestionSchema);

/** One step of the hint ladder after a failed submission (`GET /api/learning/modules/{id}/hints`). */
export const LearningHintSchema = z.object({
  step: z.number().int(),
  title: text(),
  text: text(),
  /** The lesson to read again (a route of this site), or null. */
  link: text().nullable(),
});
export type LearningHint = z.infer<typeof LearningHintSchema>;
export const LearningHintsSchema = z.object({ hints: z.array(LearningHintSchema) });
export type LearningHints = z.infer<typeof LearningHintsSchema>;

/**
 * "Compare with our solution" (`GET /api/learning/modules/{id}/solution`): the reference solution
 * beside the code the server accepted. Given only to a learner who has completed the exercise.
 */
export const LearningSolutionComparisonSchema = z.object({
  language: z.enum(EXERCISE_LANGUAGES),
  /** The learner's code that completed the exercise. */
  accepted: text(),
  reference: text(),
});
export type LearningSolutionComparison = z.infer<typeof LearningSolutionComparisonSchema>;
