import {
  FLAGGED_PENDING_REVIEW,
  type FlagCreate,
  type ModerationDecision,
  type ModerationTargetType,
} from '@hammurabi/shared';
import type { FastifyRequest } from 'fastify';
import { updateUser } from '../../auth/admin/admin-users.ts';
import { type AdminActor, recordAdminAction } from '../../auth/admin/audit.ts';
import type { AuthContext } from '../../auth/context.ts';
import { AuthError } from '../../auth/errors.ts';
import { requireUser } from '../../auth/request-user.ts';
import { callerHasRole, holdsRole, rolesOf } from '../../auth/roles.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repository from './repository.ts';

const notFound = (type: ModerationTargetType) =>
  new AppError('not_found', `${type[0]!.toUpperCase()}${type.slice(1)} not found.`);

/** The caller as the actor of a moderation call: a moderator or an administrator; 403 otherwise. */
export function moderatorActor(request: FastifyRequest): AdminActor {
  const user = requireUser(request);
  if (!callerHasRole(request, 'moderator')) throw new AppError('forbidden', 'Only moderators can do that.');
  return { id: user.id, label: `user:${user.email}` };
}

/**
 * A signed-in person flags a post (once while their flag is open; not their own). When
 * `threshold` distinct people have open flags, the post is hidden pending review. Answers
 * whether the post is hidden now.
 */
export async function flagPost(db: Db, reporterId: string, flag: FlagCreate, threshold: number) {
  return db.transaction(async (tx) => {
    const target = await repository.lockTarget(tx, flag.target_type, flag.target_id);
    if (!target) throw notFound(flag.target_type);
    if (target.author_id === reporterId) throw new AppError('validation_failed', 'You cannot flag your own post.');
    const added = await repository.insertFlag(tx, {
      type: flag.target_type,
      id: flag.target_id,
      reporterId,
      reason: flag.reason,
      note: flag.note || null,
    });
    if (!added) throw new AppError('conflict', 'You have flagged this already; a moderator will look at it.');
    if (target.hidden_at) return { hidden: true };
    if ((await repository.openFlagCount(tx, flag.target_type, flag.target_id)) < threshold) return { hidden: false };
    await repository.setHidden(tx, flag.target_type, flag.target_id, FLAGGED_PENDING_REVIEW);
    return { hidden: true };
  });
}

/**
 * A moderator hides, restores or deletes a post with a reason its author reads (a deletion keeps
 * the excerpt in the audit entry); open flags are resolved, the log records it.
 */
export async function decide(
  db: Db,
  actor: AdminActor,
  type: ModerationTargetType,
  id: string,
  decision: ModerationDecision,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (type === 'answer') await repository.lockQuestionOfAnswer(tx, id);
    const target = await repository.lockTarget(tx, type, id);
    if (!target) throw notFound(type);
    await repository.resolveFlags(tx, type, id);
    const details: Record<string, unknown> = { target_type: type, target_id: id };
    if (decision.action === 'delete') {
      details.excerpt = await repository.excerptOf(tx, type, id);
      await repository.deletePost(tx, type, id);
    } else {
      await repository.setHidden(tx, type, id, decision.action === 'hide' ? decision.reason : null);
    }
    const email = await repository.emailOf(tx, target.author_id);
    await recordAdminAction(tx, actor, {
      action: `post_${decision.action === 'hide' ? 'hidden' : decision.action === 'restore' ? 'restored' : 'deleted'}`,
      target: target.author_id && email ? { id: target.author_id, email } : null,
      reason: decision.reason,
      details,
    });
  });
}

/**
 * A moderator suspends a post's author through the admin API's own update (the sessions end at
 * once). Another moderator or an administrator can only be suspended by an administrator.
 */
export async function banAuthor(
  context: AuthContext,
  actor: AdminActor,
  type: ModerationTargetType,
  id: string,
  ban: { duration: string; reason?: string | undefined },
): Promise<void> {
  const target = await repository.lockTarget(context.db, type, id);
  if (!target) throw notFound(type);
  if (!target.author_id) throw new AppError('validation_failed', 'The author has deleted their account.');
  if (target.author_id === actor.id) throw new AppError('forbidden', 'You cannot suspend yourself.');
  const actorRoles = actor.id ? await rolesOf(context.db, actor.id) : [];
  if (holdsRole(await rolesOf(context.db, target.author_id), 'moderator') && !holdsRole(actorRoles, 'admin')) {
    throw new AppError('forbidden', 'Only an administrator can suspend a moderator.');
  }
  try {
    await updateUser(context, actor, target.author_id, {
      ban_duration: ban.duration,
      reason: ban.reason ? `${ban.reason} (${type} ${id})` : `${type} ${id}`,
    });
  } catch (error) {
    if (error instanceof AuthError) {
      throw new AppError(error.status === 404 ? 'not_found' : 'validation_failed', error.message);
    }
    throw error;
  }
}
