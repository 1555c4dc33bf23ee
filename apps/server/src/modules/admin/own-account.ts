import { deleteUser } from '../../auth/admin/admin-users.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import { loadUser } from '../../auth/users.ts';
import { AppError } from '../../http/app-error.ts';
import { forgetSupportAndNewsletter } from './repository.ts';

/**
 * "Delete my account" (issue #36.5): after the password is entered again, the person's support
 * tickets lose the name, address and attachments typed into them, their newsletter address goes, then the account goes by the
 * admin API's own delete (decision 074): private projects and snippets first, then sessions,
 * conversations, avatars, progress and the rest by cascade; public projects and snippets,
 * questions and answers stay, shown as by "Former member" (decision 111). The audit log records
 * it with the person as the actor.
 */
export async function deleteOwnAccount(context: AuthContext, user: RequestUser, password: string): Promise<void> {
  const loaded = await loadUser(context.db, user.id);
  if (!loaded) throw new AppError('unauthenticated', 'User not authenticated');
  if (!loaded.row.encryptedPassword) {
    throw new AppError(
      'validation_failed',
      'Your account has no password: set one under "Change password" first, then delete the account.',
    );
  }
  if (!(await context.passwords.verify(password, loaded.row.encryptedPassword))) {
    throw new AppError('forbidden', 'That password is not right.');
  }
  await forgetSupportAndNewsletter(context.db, user.id, loaded.row.email);
  await deleteUser(context, { id: user.id, label: `self:${user.email}` }, user.id, {
    reason: 'deleted by the account holder',
  });
}
