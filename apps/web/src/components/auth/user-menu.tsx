import { Bot, FolderGit2, LayoutDashboard, LogIn, LogOut, MessagesSquare, ScrollText, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { displayName } from '@hammurabi/shared';
import { Button } from '@/components/ui/button';
import { avatarFor } from '@/lib/auth/avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';

/** The signed-in screens the account menu leads to, after the dashboard. */
const workspaceLinks = [
  { path: '/projects', label: 'My Projects', Icon: FolderGit2 },
  { path: '/ai-assistant', label: 'AI Assistant', Icon: Bot },
  { path: '/chat', label: 'AI Chat', Icon: MessagesSquare },
  { path: '/code-review', label: 'Code Reviews', Icon: ScrollText },
] as const;

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted';

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
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={`Account menu for ${name}`}
      >
        <img
          src={avatarFor({ id: user.id, avatarUrl })}
          alt=""
          width={32}
          height={32}
          className="size-8 rounded-full border border-border bg-muted object-cover"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-border bg-card p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            {user.email && user.email !== name ? (
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            ) : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/dashboard">
              <LayoutDashboard className="size-4" aria-hidden />
              Dashboard
            </Link>
          </DropdownMenu.Item>
          {workspaceLinks.map(({ path, label, Icon }) => (
            <DropdownMenu.Item key={path} asChild className={itemClasses}>
              <Link to={path}>
                <Icon className="size-4" aria-hidden />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/profile">
              <UserRound className="size-4" aria-hidden />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void onSignOut()}>
            <LogOut className="size-4" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
