import type { AuthContext } from '../context.ts';
import { AuthError } from '../errors.ts';
import { safeRedirect, sendOneTimeLink } from '../one-time-tokens.ts';
import { adminLoadUser } from './admin-users.ts';
import { type AdminActor, recordAdminAction } from './audit.ts';

/**
 * Mails the user their confirmation link again, or a password recovery link, at an
 * administrator's request (the admin screen's "Resend confirmation" and "Send recovery link").
 * The same mail as the user's own request, sent even within the minimum mail interval.
 */
export async function mailUserLink(
  context: AuthContext,
  actor: AdminActor,
  id: string,
  kind: 'confirmation' | 'recovery',
  reason: string | null,
) {
  const { row } = await adminLoadUser(context, id);
  if (kind === 'confirmation' && row.emailConfirmedAt) {
    throw new AuthError(422, 'email_already_confirmed', 'This address is confirmed already');
  }
  const redirectTo = safeRedirect(context, undefined, kind === 'recovery' ? '/reset-password' : '/login');
  await sendOneTimeLink(context, row, kind, redirectTo, true);
  await recordAdminAction(context.db, actor, {
    action: kind === 'recovery' ? 'recovery_link_sent' : 'confirmation_resent',
    target: { id: row.id, email: row.email },
    reason,
  });
}
