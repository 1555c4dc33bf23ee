import {
  Bot,
  Inbox,
  FolderGit2,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  ScrollText,
  Shield,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useOpenTicketCount } from '@/lib/api/support/get-open-ticket-count';
import { useLoadedQueryClient } from '@/lib/query-client';

/** The signed-in screens the account menu leads to, after the dashboard. */
const workspaceLinks = [
  { path: '/projects', label: 'My Projects', Icon: FolderGit2 },
  { path: '/ai-assistant', label: 'AI Assistant', Icon: Bot },
  { path: '/chat', label: 'AI Chat', Icon: MessagesSquare },
  { path: '/code-review', label: 'Code Reviews', Icon: ScrollText },
] as const;

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted';

interface AccountMenuProps {
  name: string;
  email: string | undefined;
  /** Shows the "Admin" entry (the server decides who may use the screen). */
  isAdmin: boolean;
  /** Shows the "Moderation" entry (moderators and administrators). */
  isModerator: boolean;
  /** Shows the "Support Inbox" entry with its open-ticket count (staff and administrators). */
  isStaff: boolean;
  onSignOut: () => void;
  triggerClassName: string;
  triggerLabel: string;
  triggerContent: ReactNode;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The avatar menu of a signed-in user: workspace screens, profile, sign out (loaded after the first page). */
export function AccountMenu({
  name,
  email,
  isAdmin,
  isModerator,
  isStaff,
  onSignOut,
  triggerClassName,
  triggerLabel,
  triggerContent,
  triggerRef,
}: AccountMenuProps) {
  // Read while the menu is on the page (not only while it is open), so focus can refresh it.
  const openTickets = useOpenTicketCount(isStaff, useLoadedQueryClient());
  const open = openTickets.data?.open;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName} aria-label={triggerLabel}>
        {triggerContent}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-border bg-card p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            {email && email !== name ? <p className="truncate text-xs text-muted-foreground">{email}</p> : null}
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
          {isAdmin ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin">
                <Shield className="size-4" aria-hidden />
                Admin
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {isModerator ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/moderation">
                <ShieldCheck className="size-4" aria-hidden />
                Moderation
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {isStaff ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link
                to="/support/inbox"
                aria-label={
                  open === undefined
                    ? 'Support Inbox'
                    : `Support Inbox, ${open} open ${open === 1 ? 'ticket' : 'tickets'}`
                }
              >
                <Inbox className="size-4" aria-hidden />
                Support Inbox
                {open === undefined ? null : (
                  <Badge variant={open > 0 ? 'default' : 'secondary'} className="ml-auto tabular-nums" aria-hidden>
                    {open}
                  </Badge>
                )}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} onSelect={onSignOut}>
            <LogOut className="size-4" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
