import { z } from 'zod';

/** Spec §3 Dashboard stats, with the names the web client reads. */
export const DashboardStatsSchema = z.object({
  projectCount: z.number().int(),
  reviewCount: z.number().int(),
  learningStreak: z.number().int(),
  achievementCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const EarnedAchievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  earned_at: z.string().nullable(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievementSchema>;
export const AchievementListSchema = z.array(EarnedAchievementSchema);
