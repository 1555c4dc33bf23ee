import { z } from 'zod';
import { text } from './common.ts';

/** Dashboard stats, with the names the web client reads. */
export const DashboardStatsSchema = z.object({
  projectCount: z.number().int(),
  reviewCount: z.number().int(),
  learningStreak: z.number().int(),
  achievementCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** `POST /api/dashboard/visits`: whether this was the user's first dashboard visit ("Welcome" vs "Welcome back"). */
export const DashboardVisitSchema = z.object({ first_visit: z.boolean() });
export type DashboardVisit = z.infer<typeof DashboardVisitSchema>;

export const EarnedAchievementSchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  earned_at: text().nullable(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievementSchema>;
export const AchievementListSchema = z.array(EarnedAchievementSchema);

/** One file's standing in the Code Metrics panel: its latest completed AI review. */
export const FileScoreSchema = z.object({
  file_id: z.uuid(),
  project_id: z.uuid(),
  filename: text(),
  project_title: text(),
  score: z.number().int(),
  reviewed_at: text(),
});
export type FileScore = z.infer<typeof FileScoreSchema>;

/**
 * Code Metrics of the dashboard, from the latest completed AI review of each file in the user's
 * projects: the five law ratings averaged over those files (null without rated reviews), the
 * scores of the last reviews oldest first, and the lowest-scoring files.
 */
export const CodeMetricsSchema = z.object({
  reviewed_files: z.number().int(),
  average_score: z.number().nullable(),
  ratings: z
    .object({
      clarity: z.number(),
      justice: z.number(),
      reliability: z.number(),
      maintainability: z.number(),
      governance: z.number(),
    })
    .nullable(),
  trend: z.array(z.object({ review_id: z.uuid(), score: z.number().int(), completed_at: text() })),
  lowest: z.array(FileScoreSchema),
});
export type CodeMetrics = z.infer<typeof CodeMetricsSchema>;

/** One learning path the user has started; filled once learning paths exist. */
export const LearningPathProgressSchema = z.object({
  id: text(),
  title: text(),
  completed: z.number().int(),
  total: z.number().int(),
  path: text(),
});
export type LearningPathProgress = z.infer<typeof LearningPathProgressSchema>;
export const LearningProgressSchema = z.object({ paths: z.array(LearningPathProgressSchema) });
export type LearningProgress = z.infer<typeof LearningProgressSchema>;
