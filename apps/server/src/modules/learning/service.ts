import {
  CHECKED_MODULE_TYPES,
  pathStatus,
  progressPercent,
  LearningCheckSchema,
  type LearningCheck,
  type LearningHints,
  type LearningModuleDetail,
  type LearningModuleSummary,
  type LearningModuleType,
  type LearningPathDetail,
  type LearningPathProgress,
  type LearningPathSummary,
  type LearningProgressOverview,
  type LearningProgressResult,
  type LearningProgressUpdate,
  type LearningSolutionComparison,
  type PathSuggestion,
  type PathSuggestionCreate,
} from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { currentStreak } from '../dashboard/activity.ts';
import { checkQuiz, parseExerciseSolution } from './checks.ts';
import { buildHints } from './hints.ts';
import * as repo from './repository.ts';
import { activityRecorded } from '../../events/activity.ts';

const notFound = (what: 'path' | 'module') =>
  new AppError('not_found', what === 'path' ? 'Learning path not found.' : 'Learning module not found.');

function toSummary(row: repo.PathRow): LearningPathSummary {
  const progress = progressPercent(row.completed, row.total);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty as LearningPathSummary['difficulty'],
    duration: row.duration,
    tags: row.tags,
    module_count: row.total,
    tutorial_route: row.tutorial_route,
    progress,
    status: pathStatus(progress, row.touched > 0),
  };
}

function toModuleSummary(row: Omit<repo.ModuleRow, 'body'>): LearningModuleSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type as LearningModuleType,
    minutes: row.minutes,
    position: row.position,
    lesson_route: row.lesson_route,
    status: row.status ?? 'not_started',
    language: row.language as LearningModuleSummary['language'],
    difficulty: row.difficulty as LearningModuleSummary['difficulty'],
  };
}

/** Every current path with the caller's progress (0 for visitors). */
export async function listPaths(db: DbExecutor, userId: string | null): Promise<LearningPathSummary[]> {
  return (await repo.listPathRows(db, userId)).map(toSummary);
}

/** One path with its modules in order and the first module not completed yet. */
export async function getPath(db: DbExecutor, pathId: string, userId: string | null): Promise<LearningPathDetail> {
  const [row] = await repo.listPathRows(db, userId, pathId);
  if (!row) throw notFound('path');
  const modules = (await repo.listModuleRows(db, pathId, userId)).map(toModuleSummary);
  return {
    ...toSummary(row),
    modules,
    next_module_id: modules.find((module) => module.status !== 'completed')?.id ?? null,
  };
}

/** One module's content; a quiz comes without its answers. */
export async function getModule(
  db: DbExecutor,
  moduleId: string,
  userId: string | null,
): Promise<LearningModuleDetail> {
  const row = await repo.findModule(db, moduleId, userId);
  if (!row) throw notFound('module');
  const siblings = await repo.listModuleRows(db, row.path_id, null);
  const index = siblings.findIndex((module) => module.id === row.id);
  const { exercise, questions } = row.body;
  return {
    ...toModuleSummary(row),
    path_id: row.path_id,
    path_title: row.path_title,
    content_html: row.body.html,
    exercise: exercise && {
      language: exercise.language,
      difficulty: exercise.difficulty,
      task_html: row.body.html,
      starter: exercise.starter,
      // Hidden tests never leave the server: the judge runs them, the learner sees their count.
      tests: exercise.tests
        .filter((test) => !test.hidden)
        .map(({ id, name, input, expectedOutput }) => ({ id, name, input, expectedOutput })),
      hidden_tests: exercise.tests.filter((test) => test.hidden).length,
      laws: exercise.laws,
    },
    quiz: questions && { questions: questions.map(({ id, prompt, choices }) => ({ id, prompt, choices })) },
    solution: row.solution ?? null,
    check: (row.check_result as LearningCheck | null) ?? null,
    previous_module_id: siblings[index - 1]?.id ?? null,
    next_module_id: siblings[index + 1]?.id ?? null,
  };
}

function isoOrNull(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The caller's progress by path and module (retired modules included), streak and last activity. */
export async function getProgress(db: DbExecutor, userId: string): Promise<LearningProgressOverview> {
  const [paths, rows, streak] = await Promise.all([
    repo.listPathRows(db, userId),
    repo.listProgressRows(db, userId),
    currentStreak(db, userId),
  ]);
  return {
    paths: paths
      .filter((path) => path.touched > 0)
      .map((path) => ({
        path_id: path.id,
        title: path.title,
        progress: progressPercent(path.completed, path.total),
        completed_modules: path.completed,
        total_modules: path.total,
      })),
    modules: rows.map((row) => ({
      module_id: row.module_id,
      path_id: row.path_id,
      status: row.status,
      started_at: new Date(row.started_at).toISOString(),
      completed_at: isoOrNull(row.completed_at),
      retired: row.retired,
    })),
    current_streak: streak.streak,
    last_activity_at: isoOrNull(rows[0]?.updated_at ?? null),
    timezone: streak.timezone,
  };
}

/** Runs an exercise submission through the server's judge and returns its check (judgements.ts). */
export type JudgeExercise = (userId: string, moduleId: string, code: string) => Promise<LearningCheck>;

/**
 * Records that the caller started or completed a module. Reading modules complete on request;
 * quizzes complete when their answers are right, exercises when the server's judge passes the
 * code (the judge's job stores that progress itself). A failed check leaves them started.
 */
export async function recordProgress(
  db: DbExecutor,
  userId: string,
  input: LearningProgressUpdate,
  judge: JudgeExercise,
): Promise<LearningProgressResult> {
  const module = await repo.findModule(db, input.module_id, userId);
  if (!module) throw notFound('module');
  const checked = CHECKED_MODULE_TYPES.includes(module.type as LearningModuleType);
  if (input.solution !== undefined && !checked) {
    throw new AppError('validation_failed', 'solution: only quizzes and exercises take a solution.');
  }
  const isExercise = module.body.exercise != null;
  const code = isExercise && input.solution !== undefined ? parseExerciseSolution(input.solution).code : null;
  let check: LearningCheck | null = null;
  let status = input.status;
  if (checked && input.status === 'completed') {
    if (input.solution === undefined) {
      throw new AppError(
        'validation_failed',
        `A ${module.type} is completed by passing its check: send your ${module.type === 'quiz' ? 'answers' : 'code'} as solution.`,
      );
    }
    check = isExercise ? await judge(userId, module.id, code!) : checkQuiz(module.body.questions!, input.solution);
    if (!check.passed) status = 'started';
  }
  // The judge's job stored a judged exercise's progress itself (whether or not this request waits).
  const judged = check !== null && isExercise;
  const saved = judged
    ? (await repo.listProgressRows(db, userId, module.id))[0]
    : await repo.upsertProgress(db, {
        userId,
        moduleId: module.id,
        status,
        solution: code === null ? input.solution : { code },
        check,
      });
  if (!saved) throw new Error('the judged progress is missing');
  if (!judged) await activityRecorded({ db, userId: userId, achievementsOf: [userId] });
  const [path] = await repo.listPathRows(db, userId, module.path_id);
  return {
    module_id: saved.module_id,
    path_id: saved.path_id,
    status: saved.status,
    started_at: new Date(saved.started_at).toISOString(),
    completed_at: isoOrNull(saved.completed_at),
    retired: false,
    check,
    path_progress: path ? progressPercent(path.completed, path.total) : 0,
  };
}

/**
 * The hint ladder for the caller's last failed submission of an exercise: built from their own
 * code and the judge's verdict, pointing at the reading module before it that has a lesson.
 */
export async function getHints(db: DbExecutor, moduleId: string, userId: string): Promise<LearningHints> {
  const module = await repo.findModule(db, moduleId, userId);
  if (!module) throw notFound('module');
  const exercise = module.body.exercise;
  if (!exercise) throw new AppError('validation_failed', 'Only exercises have hints.');
  const code = (module.solution as { code?: unknown } | null)?.code;
  const check = LearningCheckSchema.safeParse(module.check_result);
  if (typeof code !== 'string' || !check.success || check.data.tests.length === 0) {
    throw new AppError('conflict', 'Submit your solution first: hints explain what failed in your last submission.');
  }
  if (check.data.passed) throw new AppError('conflict', 'This exercise is solved: there is nothing left to hint at.');
  const siblings = await repo.listModuleRows(db, module.path_id, null);
  const before = siblings.slice(
    0,
    siblings.findIndex((sibling) => sibling.id === module.id),
  );
  const lesson = before.findLast((sibling) => sibling.lesson_route !== null);
  return {
    hints: buildHints(exercise, code, check.data, lesson ? { title: lesson.title, route: lesson.lesson_route! } : null),
  };
}

/**
 * "Compare with our solution": the reference solution beside the caller's accepted code, only
 * once the server has recorded the exercise as completed for them (403 before, never earlier).
 */
export async function getSolutionComparison(
  db: DbExecutor,
  moduleId: string,
  userId: string,
): Promise<LearningSolutionComparison> {
  const module = await repo.findModule(db, moduleId, userId);
  const exercise = module?.body.exercise;
  if (!module || !exercise) throw new AppError('not_found', 'This module is not an exercise: it has no solution.');
  const accepted = (module.solution as { code?: unknown } | null)?.code;
  if (module.status !== 'completed' || typeof accepted !== 'string') {
    throw new AppError(
      'forbidden',
      'Our solution is shown once you have solved the exercise: submit yours and pass every test first.',
    );
  }
  return { language: exercise.language, accepted, reference: exercise.solution };
}

/** The dashboard's Learning Progress: the paths the user has started, with counts. */
export async function startedPaths(db: DbExecutor, userId: string): Promise<LearningPathProgress[]> {
  return (await repo.listPathRows(db, userId))
    .filter((path) => path.touched > 0)
    .map((path) => ({
      id: path.id,
      title: path.title,
      completed: path.completed,
      total: path.total,
      path: `/learning/${path.id}`,
    }));
}

/** Stores a Suggest a Path entry from a signed-in user. */
export async function suggestPath(
  db: DbExecutor,
  user: { id: string; email: string },
  input: PathSuggestionCreate,
): Promise<PathSuggestion> {
  const row = await repo.insertSuggestion(db, user.id, input.title, input.description);
  return { ...row, author_email: user.email, created_at: new Date(row.created_at).toISOString() };
}

/** The newest suggestions, for staff. */
export async function listSuggestions(db: DbExecutor): Promise<PathSuggestion[]> {
  return (await repo.listSuggestions(db, 200)).map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
