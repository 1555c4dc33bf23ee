import { ACHIEVEMENTS, type ActivityFacts, type DashboardStats, type EarnedAchievement } from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { ActivityRecorded } from '../../events/activity.ts';
import { currentStreak, recordActivity, recordSaveActivity } from './activity.ts';
import { achievementsEarned, activityCounts, countAchievements, insertAchievements } from './repository.ts';

/** Everything achievements and stats are computed from. */
async function activityFacts(db: DbExecutor, userId: string): Promise<ActivityFacts & { activeProjects: number }> {
  return { ...(await activityCounts(db, userId)), learningStreak: (await currentStreak(db, userId)).streak };
}

/** Awards every achievement whose condition is now met; awarding twice changes nothing. */
export async function awardAchievements(db: DbExecutor, userId: string, facts?: ActivityFacts): Promise<void> {
  const known = facts ?? (await activityFacts(db, userId));
  const earned = ACHIEVEMENTS.filter((achievement) => achievement.isEarned(known));
  if (earned.length === 0) return;
  await insertAchievements(
    db,
    userId,
    earned.map((achievement) => achievement.id),
  );
}

/** The four numbers of the dashboard, from real data. */
export async function dashboardStats(db: DbExecutor, userId: string): Promise<DashboardStats> {
  const facts = await activityFacts(db, userId);
  await awardAchievements(db, userId, facts);
  const achievementCount = await countAchievements(db, userId);
  return {
    projectCount: facts.activeProjects,
    reviewCount: facts.reviewsCompleted,
    learningStreak: facts.learningStreak,
    achievementCount,
  };
}

/** Every achievement with the time the user earned it, or null. */
export async function listAchievements(db: DbExecutor, userId: string): Promise<EarnedAchievement[]> {
  await awardAchievements(db, userId);
  const earned = await achievementsEarned(db, userId);
  const earnedAt = new Map(earned.map((row) => [row.achievementId, row.earnedAt.toISOString()]));
  return ACHIEVEMENTS.map((achievement) => ({
    id: achievement.id,
    title: achievement.title,
    description: achievement.description,
    earned_at: earnedAt.get(achievement.id) ?? null,
  }));
}

/**
 * The dashboard's handler of recorded activity: marks the user's day (for the streak) with its
 * saves, then checks the achievements of whoever the activity concerns.
 */
export async function countActivity(event: ActivityRecorded): Promise<void> {
  if (event.frequent) await recordSaveActivity(event.db, event.userId, event.saves ?? 0);
  else await recordActivity(event.db, event.userId, event.saves ?? 0);
  for (const userId of event.achievementsOf ?? []) await awardAchievements(event.db, userId);
}
