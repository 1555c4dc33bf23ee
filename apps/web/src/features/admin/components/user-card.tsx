import { ADMIN_ROLES, displayName, type AdminRole, type AdminUser } from '@hammurabi/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { type AdminUserAction, useAdminUserAction } from '../api/admin-api';
import { ActionDialog } from '@/components/moderation/action-dialog';

type DialogKind = 'ban' | 'delete' | null;

const formatDate = (iso: string) => new Date(iso).toLocaleString();

/** One user with their roles (toggle chips), state and the administrator's actions. */
export function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const action = useAdminUserAction();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const banned = user.banned_until !== null && new Date(user.banned_until) > new Date();
  const run = (input: AdminUserAction, done: string) =>
    action.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: done, variant: 'success' });
      },
      onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    });
  const toggleRole = (role: AdminRole) => {
    const roles = user.roles.includes(role) ? user.roles.filter((held) => held !== role) : [...user.roles, role];
    const verb = user.roles.includes(role) ? 'revoked' : 'granted';
    run({ kind: 'roles', user, body: { roles } }, `Role ${role} ${verb} for ${user.email}`);
  };
  // The one display-name rule (full name, else the address's local part); the address is below it.
  const name = displayName({ full_name: user.full_name, email: user.email });

  return (
    <Card className="grid gap-3 p-4" aria-label={user.email} role="group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="text-xs text-muted-foreground">
            Joined {formatDate(user.created_at)}
            {user.last_sign_in_at ? ` · last sign-in ${formatDate(user.last_sign_in_at)}` : ' · never signed in'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {banned ? <Badge variant="destructive">Banned until {formatDate(user.banned_until!)}</Badge> : null}
          {user.email_confirmed_at ? null : <Badge variant="warning">Unconfirmed</Badge>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Roles of ${user.email}`}>
        {ADMIN_ROLES.map((role) => {
          const held = user.roles.includes(role);
          return (
            <button
              key={role}
              type="button"
              aria-pressed={held}
              disabled={action.isPending || (isSelf && role === 'admin')}
              onClick={() => toggleRole(role)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium transition-colors disabled:opacity-50',
                'focus-visible:outline-2 focus-visible:outline-primary',
                held
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'border-border text-muted-foreground hover:bg-muted',
              )}
            >
              {role}
            </button>
          );
        })}
      </div>
      {isSelf ? (
        <p className="text-xs text-muted-foreground">This is you: ban, deletion and your admin role are not offered.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {banned ? (
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => run({ kind: 'ban', user, body: { duration: 'none' } }, `Ban lifted for ${user.email}`)}
            >
              Lift ban
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setDialog('ban')}>
              Ban
            </Button>
          )}
          {user.email_confirmed_at ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() =>
                run({ kind: 'mail', user, body: { kind: 'confirmation' } }, `Confirmation mailed to ${user.email}`)
              }
            >
              Resend confirmation
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() =>
              run({ kind: 'mail', user, body: { kind: 'recovery' } }, `Recovery link mailed to ${user.email}`)
            }
          >
            Send recovery link
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setDialog('delete')}>
            Delete
          </Button>
        </div>
      )}
      <ActionDialog
        open={dialog === 'ban'}
        onOpenChange={(open) => setDialog(open ? 'ban' : null)}
        title={`Ban ${user.email}?`}
        description="They are signed out everywhere at once and cannot sign in until the ban ends."
        confirmLabel="Ban"
        destructive
        withDuration
        pending={action.isPending}
        onConfirm={({ reason, duration }) =>
          run({ kind: 'ban', user, body: { duration, reason: reason || undefined } }, `${user.email} is banned`)
        }
      />
      <ActionDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={`Delete ${user.email}?`}
        description="The account, its sessions, private projects and private snippets, conversations and progress are deleted; this cannot be undone. Its public projects and snippets, questions and answers stay, shown as by “Former member”."
        confirmLabel="Delete account"
        destructive
        pending={action.isPending}
        onConfirm={({ reason }) =>
          run({ kind: 'delete', user, body: { reason: reason || undefined } }, `${user.email} was deleted`)
        }
      />
    </Card>
  );
}
