import { z } from 'zod';
import { text } from './common.ts';

/** Spec §3 Dashboard stats, with the names the web client reads. */
export const DashboardStatsSchema = z.object({
  projectCount: z.number().int(),
  reviewCount: z.number().int(),
  learningStreak: z.number().int(),
  achievementCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const EarnedAchievementSchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  earned_at: text().nullable(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievementSchema>;
export const AchievementListSchema = z.array(EarnedAchievementSchema);
