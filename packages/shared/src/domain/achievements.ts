/** What the server knows about a user's activity when it decides which achievements are earned. */
export interface ActivityFacts {
  projectCount: number;
  fileCount: number;
  savedFileCount: number;
  forkCount: number;
  starsReceived: number;
  reviewsCompleted: number;
  learningStreak: number;
  /** Learning modules completed, and learning paths with every module completed. */
  modulesCompleted: number;
  pathsCompleted: number;
  /** Community board: questions asked, answers written, own answers accepted by the asker. */
  questionsAsked: number;
  answersWritten: number;
  answersAccepted: number;
}

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  isEarned(facts: ActivityFacts): boolean;
}

/** Every achievement, defined once; the server awards them idempotently, the web app lists them. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first-project',
    title: 'Foundation Stone',
    description: 'Create your first project.',
    isEarned: (facts) => facts.projectCount >= 1,
  },
  {
    id: 'first-file',
    title: 'First Tablet',
    description: 'Add your first code file.',
    isEarned: (facts) => facts.fileCount >= 1,
  },
  {
    id: 'ten-saves',
    title: 'Steady Scribe',
    description: 'Save changes to files ten times.',
    isEarned: (facts) => facts.savedFileCount >= 10,
  },
  {
    id: 'five-projects',
    title: 'City Builder',
    description: 'Own five projects.',
    isEarned: (facts) => facts.projectCount >= 5,
  },
  {
    id: 'first-fork',
    title: 'New Branch',
    description: 'Fork a project to build on it.',
    isEarned: (facts) => facts.forkCount >= 1,
  },
  {
    id: 'first-star',
    title: 'Rising Star',
    description: 'Receive a star on one of your projects.',
    isEarned: (facts) => facts.starsReceived >= 1,
  },
  {
    id: 'first-review',
    title: 'Under the Law',
    description: 'Complete your first code review.',
    isEarned: (facts) => facts.reviewsCompleted >= 1,
  },
  {
    id: 'first-question',
    title: 'First Question',
    description: 'Ask your first question on the community board.',
    isEarned: (facts) => facts.questionsAsked >= 1,
  },
  {
    id: 'first-answer',
    title: 'Helping Hand',
    description: 'Answer a question on the community board.',
    isEarned: (facts) => facts.answersWritten >= 1,
  },
  {
    id: 'first-accepted-answer',
    title: 'First Accepted Answer',
    description: 'Have one of your answers accepted by the person who asked.',
    isEarned: (facts) => facts.answersAccepted >= 1,
  },
  {
    id: 'streak-7',
    title: 'Seven Days of Code',
    description: 'Be active seven days in a row.',
    isEarned: (facts) => facts.learningStreak >= 7,
  },
  {
    id: 'streak-30',
    title: 'Thirty Days Strong',
    description: 'Be active thirty days in a row.',
    isEarned: (facts) => facts.learningStreak >= 30,
  },
  {
    id: 'first-module',
    title: 'First Lesson Learned',
    description: 'Complete your first learning module.',
    isEarned: (facts) => facts.modulesCompleted >= 1,
  },
  {
    id: 'first-path',
    title: 'Path Walker',
    description: 'Complete every module of a learning path.',
    isEarned: (facts) => facts.pathsCompleted >= 1,
  },
];

/**
 * Consecutive days with activity ending today, or ending yesterday when there is none today yet
 * (so a streak does not read 0 every morning). Days are ISO dates (YYYY-MM-DD); `today` is read
 * as a UTC date, so pass noon UTC of the user's local day.
 */
export function computeStreak(activeDays: readonly string[], today: Date = new Date()): number {
  const days = new Set(activeDays);
  const cursor = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  if (!days.has(isoDay(cursor))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let streak = 0;
  while (days.has(isoDay(cursor))) {
    streak++;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}
