import { LogIn } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { displayName } from '@hammurabi/shared';
import { Button } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { avatarFor } from '@/lib/auth/avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { loadQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';

// The menu's code (Radix, positioning) loads after the first page; see DeferredMenu.
// It waits for the query cache too: the staff entry reads the open-ticket count through it.
const loadAccountMenu = () =>
  Promise.all([import('./account-menu'), loadQueryClient()]).then(([module]) => module.AccountMenu);

const triggerClasses =
  'inline-flex size-10 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary';

/** The header's account control: "Sign in" when anonymous, else an avatar menu (profile, sign out). */
export function UserMenu() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  if (loading) return <span className="inline-block size-9" aria-hidden />;
  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm" className="gap-1.5">
        <Link to="/login" aria-label="Sign in">
          <LogIn aria-hidden />
          <span className="hidden sm:inline">Sign in</span>
        </Link>
      </Button>
    );
  }
  const name = displayName(user);
  const avatarUrl = typeof user.user_metadata.avatar_url === 'string' ? user.user_metadata.avatar_url : null;
  const onSignOut = async () => {
    // Leave a guarded page first, so its guard does not send us to /login when the session ends.
    await navigate('/');
    try {
      await signOut();
    } catch (error) {
      toast({ title: 'Sign out failed', description: (error as Error).message, variant: 'destructive' });
    }
  };
  // The token's copy of the roles, for showing the entry only; the server checks every call.
  const roles: unknown = user.app_metadata.roles;
  const isAdmin = Array.isArray(roles) && roles.includes('admin');
  const isModerator = isAdmin || (Array.isArray(roles) && roles.includes('moderator'));
  const isStaff = isAdmin || (Array.isArray(roles) && roles.includes('staff'));
  const triggerLabel = `Account menu for ${name}`;
  const triggerContent = (
    <img
      src={avatarFor({ id: user.id, avatarUrl })}
      alt=""
      width={32}
      height={32}
      className="size-8 rounded-full border border-border bg-muted object-cover"
    />
  );
  return (
    <DeferredMenu
      load={loadAccountMenu}
      className={triggerClasses}
      label={triggerLabel}
      content={triggerContent}
      menuProps={{
        name,
        email: user.email,
        isAdmin,
        isModerator,
        isStaff,
        onSignOut: () => void onSignOut(),
        triggerClassName: triggerClasses,
        triggerLabel,
        triggerContent,
      }}
    />
  );
}
