import type { ActivityFacts } from '@hammurabi/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { column, firstRowOf } from '../../db/rows.ts';
import { userAchievements } from '../../db/schema/index.ts';

const factsShape = {
  project_count: column.integer,
  active_projects: column.integer,
  file_count: column.integer,
  saved_file_count: column.integer,
  fork_count: column.integer,
  stars_received: column.integer,
  reviews_completed: column.integer,
  questions_asked: column.integer,
  answers_written: column.integer,
  answers_accepted: column.integer,
  modules_completed: column.integer,
  paths_completed: column.integer,
};

/**
 * The counts achievements and stats are computed from, in one round trip. The dashboard is a read
 * model (ARCHITECTURE.md): it reads the projects, reviews, community and learning tables here.
 */
export async function activityCounts(
  db: DbExecutor,
  userId: string,
): Promise<Omit<ActivityFacts, 'learningStreak'> & { activeProjects: number }> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from projects where owner_id = ${userId}) as project_count,
      (select count(*)::int from projects p where p.owner_id = ${userId}
         or exists (select 1 from project_collaborators c where c.project_id = p.id and c.user_id = ${userId})) as active_projects,
      (select count(*)::int from project_files f join projects p on p.id = f.project_id
         where p.owner_id = ${userId}) as file_count,
      (select coalesce(sum(save_count), 0)::int from user_activity_days where user_id = ${userId}) as saved_file_count,
      (select count(*)::int from projects where owner_id = ${userId} and forked_from_id is not null) as fork_count,
      (select count(*)::int from project_stars s join projects p on p.id = s.project_id
         where p.owner_id = ${userId} and s.user_id <> ${userId}) as stars_received,
      -- Reviews completed this calendar month (UTC) that the user wrote or requested, or that judged
      -- a file of a project the user owns.
      (select count(*)::int from code_reviews r join projects p on p.id = r.project_id
         where r.status = 'completed'
           and r.completed_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'
           and (r.author_id = ${userId} or p.owner_id = ${userId})) as reviews_completed,
      (select count(*)::int from community_questions where author_id = ${userId}) as questions_asked,
      (select count(*)::int from community_answers where author_id = ${userId}) as answers_written,
      (select count(*)::int from community_answers a join community_questions q on q.accepted_answer_id = a.id
         where a.author_id = ${userId}) as answers_accepted,
      (select count(*)::int from learning_progress where user_id = ${userId} and status = 'completed') as modules_completed,
      -- Paths whose every current module the user has completed.
      (select count(*)::int from learning_paths p where p.retired_at is null
         and exists (select 1 from learning_modules m where m.path_id = p.id and m.retired_at is null)
         and not exists (select 1 from learning_modules m where m.path_id = p.id and m.retired_at is null
           and not exists (select 1 from learning_progress pr where pr.module_id = m.id
             and pr.user_id = ${userId} and pr.status = 'completed'))) as paths_completed`);
  const row = firstRowOf(result, factsShape);
  if (!row) throw new Error('a select without from answered no row');
  return {
    projectCount: row.project_count,
    activeProjects: row.active_projects,
    fileCount: row.file_count,
    savedFileCount: row.saved_file_count,
    forkCount: row.fork_count,
    starsReceived: row.stars_received,
    reviewsCompleted: row.reviews_completed,
    questionsAsked: row.questions_asked,
    answersWritten: row.answers_written,
    answersAccepted: row.answers_accepted,
    modulesCompleted: row.modules_completed,
    pathsCompleted: row.paths_completed,
  };
}

/** Records achievements as earned; one earned already stays as it was. */
export async function insertAchievements(db: DbExecutor, userId: string, achievementIds: string[]): Promise<void> {
  await db
    .insert(userAchievements)
    .values(achievementIds.map((achievementId) => ({ userId, achievementId })))
    .onConflictDoNothing();
}

export async function countAchievements(db: DbExecutor, userId: string): Promise<number> {
  const [achievements] = await db
    .select({ count: count() })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  return achievements?.count ?? 0;
}

/** The user's earned achievements with when each was earned. */
export async function achievementsEarned(db: DbExecutor, userId: string) {
  return db
    .select({ achievementId: userAchievements.achievementId, earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
}
