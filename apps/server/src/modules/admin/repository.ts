import { DELETED_USER_NAME, type AdminStats, type AuditEntry } from '@hammurabi/shared';
import { desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAdminAuditLog } from '../../db/schema/index.ts';
import { column, firstRowOf } from '../../db/rows.ts';

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, `AUDIT_PAGE_SIZE` entries older than `before` (an entry id). */
export async function auditPage(db: Db, before: number | undefined) {
  const rows = await db
    .select()
    .from(authAdminAuditLog)
    .where(before === undefined ? undefined : lt(authAdminAuditLog.id, before))
    .orderBy(desc(authAdminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries: AuditEntry[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    id: String(row.id),
    actor: row.actor,
    action: row.action,
    target_email: row.targetEmail,
    target_user_id: row.targetUserId,
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  }));
  const last = entries.at(-1);
  return { entries, next_before: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null };
}

const count = column.bigint;

/**
 * The operator's counts in one statement. "Active this week": signed in, or refreshed a session,
 * in the last seven days. Soft-deleted accounts and deleted questions are not counted.
 */
export async function siteCounts(db: Db): Promise<AdminStats> {
  const result = await db.execute(sql`
    select
      (select count(*) from auth_users where deleted_at is null) as users,
      (select count(*) from auth_users u where u.deleted_at is null and (
         u.last_sign_in_at > now() - interval '7 days'
         or exists (select 1 from auth_sessions s where s.user_id = u.id
                    and coalesce(s.refreshed_at, s.created_at) > now() - interval '7 days'))) as active_this_week,
      (select count(*) from community_questions where deleted_at is null) as questions,
      (select count(*) from community_answers) as answers,
      (select count(*) from snippets) as snippets,
      (select count(*) from support_tickets) as tickets,
      (select count(*) from playground_programs) as playground_programs`);
  const row = firstRowOf(result, {
    users: count,
    active_this_week: count,
    questions: count,
    answers: count,
    snippets: count,
    tickets: count,
    playground_programs: count,
  });
  if (!row) throw new Error('the counts statement answered no row');
  return row;
}

/**
 * Before an account deletes itself: its support tickets lose the name, address and attachments
 * typed into them, and its newsletter address goes. These are the support and newsletter
 * modules' tables (ARCHITECTURE.md names this exception): one transaction, as the privacy page
 * promises, and neither module needs to know about account deletion.
 */
export async function forgetSupportAndNewsletter(db: Db, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from support_attachments where ticket_id in
      (select id from support_tickets where user_id = ${userId})`);
    await tx.execute(sql`update support_messages set author_name = ${DELETED_USER_NAME} where author_id = ${userId}`);
    // The privacy page names the newsletter address among what we store about a person.
    await tx.execute(sql`delete from newsletter_subscriptions where email = ${email.toLowerCase()}`);
    await tx.execute(sql`update support_tickets set name = ${DELETED_USER_NAME},
      email = ${`deleted-${userId}@deleted.invalid`} where user_id = ${userId}`);
  });
}
