import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { activeEntryName, navigationFor } from '@/app/navigation';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { DeferredMenu } from '@/components/ui/deferred-menu';

// The menus' code (Radix, positioning) loads after the first page; see DeferredMenu.
const loadNavGroupMenu = () => import('./nav-group-menu').then((module) => module.NavGroupMenu);

const itemClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';
const activeClasses = 'text-foreground bg-muted';

/** The top navigation for wide screens: links and keyboard-operable menus. */
export function DesktopNav() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useAuth().user);
  const entries = navigationFor(signedIn);
  const activeEntry = activeEntryName(entries, pathname);
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {entries.map((entry) => {
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
        const active = activeEntry === entry.name;
        const triggerClassName = cn(itemClasses, 'inline-flex items-center gap-1', active && activeClasses);
        const triggerContent = (
          <>
            {entry.name}
            <ChevronDown className="size-3.5 transition-transform data-[state=open]:rotate-180" aria-hidden />
          </>
        );
        return (
          <DeferredMenu
            key={entry.name}
            load={loadNavGroupMenu}
            className={triggerClassName}
            content={triggerContent}
            menuProps={{ items: entry.items, pathname, triggerClassName, triggerContent }}
          />
        );
      })}
    </nav>
  );
}
