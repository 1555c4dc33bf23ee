// The same unions as @hammurabi/shared's learning domain, which this package does not depend on;
// the server's type check fails if they drift apart (modules/learning/content-sync.ts assigns them).
export type LearningDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';
export type LearningModuleType = 'walkthrough' | 'interactive' | 'guide' | 'project' | 'quiz' | 'exercise';
export type ExerciseLanguage = 'python' | 'javascript' | 'java';

/** A runner test case of an exercise: standard input and the expected output. */
export interface LearningTestContent {
  id: string;
  name: string;
  input: string;
  expectedOutput: string;
  /** Run on Submit only and not listed to the learner. */
  hidden: boolean;
}

/** An exercise: the task, a starter that fails, a reference solution that passes. */
export interface LearningExerciseContent {
  language: ExerciseLanguage;
  /** How hard the exercise is within its track; the path's difficulty when the content names none. */
  difficulty: LearningDifficulty;
  /** Laws (HB001–HB005) a solution must not break, re-checked by the engine on the server. */
  laws: string[];
  starter: string;
  solution: string;
  tests: LearningTestContent[];
}

/** A multiple-choice question; `answer` is the index of the right choice and stays on the server. */
export interface LearningQuestionContent {
  id: string;
  prompt: string;
  choices: string[];
  answer: number;
}

/** A module of a learning path, compiled from the path's front matter. */
export interface LearningModuleContent {
  /** Stable: never changes, never reused. */
  id: string;
  title: string;
  type: LearningModuleType;
  minutes: number;
  /** The tutorial lesson it teaches, e.g. /tutorials/beginner/functions, or null. */
  lessonRoute: string | null;
  /** The lesson text as sanitised HTML. */
  html: string;
  exercise: LearningExerciseContent | null;
  questions: LearningQuestionContent[] | null;
}

/** A learning path, compiled from `content/learning/<id>.md`. */
export interface LearningPathContent {
  id: string;
  title: string;
  description: string;
  difficulty: LearningDifficulty;
  duration: string;
  tags: string[];
  /** The tutorial path or page it follows (/tutorials/beginner, /course-curriculum), or null. */
  tutorialRoute: string | null;
  modules: LearningModuleContent[];
}

/** Every path in order, and the ids removed from the content with the id that replaces each. */
export interface LearningContent {
  paths: LearningPathContent[];
  published: string[];
  retired: Record<string, string>;
}
