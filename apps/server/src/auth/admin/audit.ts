import { authAdminAuditLog } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/client.ts';

/** Who did an administrative action: an administrator's session, the service_role key or the server command. */
export interface AdminActor {
  /** The administrator's user id; null for the service_role key and the command. */
  id: string | null;
  /** `user:<email>`, `service_role` or `cli:<os user>`. */
  label: string;
}

export interface AdminAction {
  action: string;
  target?: { id: string; email: string } | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one administrative action in `auth_admin_audit_log`; run it in the transaction of the
 * change, so there is never a change without its entry or an entry without its change.
 */
export async function recordAdminAction(tx: DbExecutor, actor: AdminActor, entry: AdminAction): Promise<void> {
  await tx.insert(authAdminAuditLog).values({
    actorId: actor.id,
    actor: actor.label,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}
