import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { markFirstPageLoaded } from '@/lib/idle-module';
import { DeferredToaster } from './deferred-toaster';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Positions are remembered per history entry. The first entry of every page load has the same
// key ("default"), so a position saved when the tab left /docs#a was restored on a later load
// of /docs#b in that tab, instead of scrolling to #b; a first entry is keyed by its address.
const scrollKey = (location: Location) =>
  location.key === 'default' ? `load:${location.pathname}${location.search}${location.hash}` : location.key;

// The toast area's code arrives when the browser is first idle (or with an earlier toast). Each
// toast is its own Radix layer, mounted when raised, as before; only a toast raised in the short
// window before that code arrived, with a dialog opened meanwhile, would mount above the dialog.
/** The shared layout of every page: header, animated page area, footer, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
  // The router renders the layout once the first page's screen has loaded: from then on, code
  // fetched when the browser is idle no longer competes with that screen's.
  useEffect(markFirstPageLoaded, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner label="Loading page" />
            </div>
          }
        >
          <PageTransition key={pathname}>
            <Outlet />
          </PageTransition>
        </Suspense>
      </main>
      <SiteFooter />
      <DeferredToaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
