/**
 * Learning paths: the vocabulary shared by the content, the server and the web app, and the few
 * rules both sides apply (the button label, the difficulty badge, the percentage).
 */

export const LEARNING_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type LearningDifficulty = (typeof LEARNING_DIFFICULTIES)[number];

export const LEARNING_MODULE_TYPES = ['walkthrough', 'interactive', 'guide', 'project', 'quiz', 'exercise'] as const;
export type LearningModuleType = (typeof LEARNING_MODULE_TYPES)[number];

/** Module types completed only by passing a check on the server, never by a bare "completed". */
export const CHECKED_MODULE_TYPES: readonly LearningModuleType[] = ['quiz', 'exercise'];

export const EXERCISE_LANGUAGES = ['python', 'javascript', 'java'] as const;
export type ExerciseLanguage = (typeof EXERCISE_LANGUAGES)[number];

/** A module's state for one learner; `not_started` is the absence of a progress row. */
export type ModuleStatus = 'not_started' | 'started' | 'completed';
/** A path's state for one learner, as the Filter of /learning reads it. */
export type PathStatus = 'not_started' | 'in_progress' | 'completed';
export const PATH_STATUSES: readonly PathStatus[] = ['not_started', 'in_progress', 'completed'];

export const LEARNING_LIMITS = {
  solutionMaxChars: 64 * 1024,
  suggestionTitleMax: 120,
  suggestionDescriptionMax: 2000,
  /** Tags shown on a card before "+N more". */
  cardTags: 3,
} as const;

/** Whole-number percentage of completed modules, 0 for an empty path. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed / total) * 100));
}

/** The path card's button: 0 'Start Learning', 1–99 'Continue Learning', 100 'Review Path'. */
export function learningButtonLabel(progress: number): string {
  if (progress >= 100) return 'Review Path';
  if (progress >= 1) return 'Continue Learning';
  return 'Start Learning';
}

/** The path's state from its progress and whether any module was opened. */
export function pathStatus(progress: number, started: boolean): PathStatus {
  if (progress >= 100) return 'completed';
  return progress > 0 || started ? 'in_progress' : 'not_started';
}

/** Badge variant of a difficulty: Beginner success, Intermediate warning, Advanced destructive. */
export function difficultyVariant(difficulty: LearningDifficulty): 'success' | 'warning' | 'destructive' {
  if (difficulty === 'Beginner') return 'success';
  return difficulty === 'Intermediate' ? 'warning' : 'destructive';
}

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when the runtime knows `timeZone` as an IANA time-zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
