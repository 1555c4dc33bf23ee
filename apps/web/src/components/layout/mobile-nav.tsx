import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isPathActive, navigationFor } from '@/app/navigation';
import { useAuth } from '@/lib/auth/use-auth';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NavItemLink } from './nav-link-item';

/** The mobile menu opens and closes in 0.3 s (the `mobile-menu` animations of index.css). */
export const MOBILE_MENU_SECONDS = 0.3;

/** The small-screen menu: a toggled panel of grouped links that closes when one is chosen. */
export function MobileNav() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useAuth().user);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The panel belongs to the page it was opened on, so choosing a link (a new path) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  // A panel being closed stays on screen until its closing animation ends.
  const [closing, setClosing] = useState(false);
  const open = openOnPath === pathname && !closing;
  const shown = openOnPath === pathname;
  const setOpen = (value: boolean) => {
    if (value) {
      setClosing(false);
      setOpenOnPath(pathname);
    } else if (shown) {
      setClosing(true);
    }
  };
  const finishClosing = () => {
    setClosing(false);
    setOpenOnPath(null);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The closing panel turns inert: focus inside it would fall to the page's start, so it goes
      // back to the button that opened it.
      if (document.getElementById('mobile-navigation')?.contains(document.activeElement)) toggleRef.current?.focus();
      setClosing(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => finishClosing();
  const linkClasses = (path: string, external?: boolean) =>
    cn(
      'block rounded-md px-3 py-2 text-sm hover:bg-muted',
      !external && isPathActive(pathname, path) ? 'bg-muted font-semibold text-foreground' : 'text-muted-foreground',
    );

  return (
    <div className="lg:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls="mobile-navigation"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      {shown ? (
        <nav
          id="mobile-navigation"
          aria-label="Main"
          data-state={closing ? 'closing' : 'open'}
          inert={closing}
          onAnimationEnd={(event) => {
            if (event.target === event.currentTarget && closing) finishClosing();
          }}
          className="mobile-menu absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
        >
          <div className="grid gap-4 px-4 py-4 sm:grid-cols-2">
            {navigationFor(signedIn).map((entry) =>
              entry.kind === 'link' ? (
                <NavItemLink key={entry.path} item={entry} onNavigate={close} className={linkClasses(entry.path)} />
              ) : (
                <section key={entry.name} aria-labelledby={`mobile-group-${entry.name}`}>
                  <h2
                    id={`mobile-group-${entry.name}`}
                    className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {entry.name}
                  </h2>
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.path}>
                        <NavItemLink item={item} onNavigate={close} className={linkClasses(item.path, item.external)} />
                      </li>
                    ))}
                  </ul>
                </section>
              ),
            )}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
