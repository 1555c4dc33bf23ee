import type { DashboardVisit } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

/**
 * Marks the user's first dashboard visit in their profile (created at sign-up); true only for the
 * call that set it. Two tabs opening at once: the row lock lets exactly one see it unset.
 */
export async function recordDashboardVisit(db: DbExecutor, userId: string): Promise<DashboardVisit> {
  const result = await db.execute(sql`
    update profiles set first_dashboard_visit_at = now()
    where user_id = ${userId} and first_dashboard_visit_at is null
    returning user_id`);
  return { first_visit: result.rows.length === 1 };
}
