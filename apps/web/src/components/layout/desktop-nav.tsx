import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { NavLink, useLocation } from 'react-router';
import { isPathActive, navigationFor } from '@/app/navigation';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { NavItemLink } from './nav-link-item';

const itemClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';
const activeClasses = 'text-foreground bg-muted';

/** The top navigation for wide screens: links and keyboard-operable menus. */
export function DesktopNav() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useAuth().user);
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {navigationFor(signedIn).map((entry) => {
        if (entry.kind === 'link') {
          return (
            <NavLink
              key={entry.path}
              to={entry.path}
              end={entry.path === '/'}
              className={({ isActive }) => cn(itemClasses, isActive && activeClasses)}
            >
              {entry.name}
            </NavLink>
          );
        }
        const active = entry.items.some((item) => !item.external && isPathActive(pathname, item.path));
        return (
          <DropdownMenu.Root key={entry.name} modal={false}>
            <DropdownMenu.Trigger
              className={cn(itemClasses, 'inline-flex items-center gap-1', active && activeClasses)}
            >
              {entry.name}
              <ChevronDown className="size-3.5 transition-transform data-[state=open]:rotate-180" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={6}
                className="z-50 min-w-64 rounded-lg border border-border bg-card p-1.5 shadow-lg"
              >
                {entry.items.map((item) => (
                  <DropdownMenu.Item key={item.path} asChild>
                    <NavItemLink
                      item={item}
                      className={cn(
                        'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted',
                        !item.external && isPathActive(pathname, item.path) && 'font-semibold text-primary',
                      )}
                    >
                      <span className="font-medium">{item.name}</span>
                      {item.description ? (
                        <span className="block text-xs text-muted-foreground">{item.description}</span>
                      ) : null}
                    </NavItemLink>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        );
      })}
    </nav>
  );
}
