import { DropdownMenu } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { isPathActive, type NavLinkItem } from '@/app/navigation';
import { cn } from '@/lib/cn';
import { NavItemLink } from './nav-link-item';

interface NavGroupMenuProps {
  items: NavLinkItem[];
  pathname: string;
  triggerClassName: string;
  triggerContent: ReactNode;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** One keyboard-operable menu of the top navigation (loaded after the first page). */
export function NavGroupMenu({ items, pathname, triggerClassName, triggerContent, triggerRef }: NavGroupMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {triggerContent}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-64 rounded-lg border border-border bg-card p-1.5 shadow-lg"
        >
          {items.map((item) => (
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
}
