import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useToasts } from '@/lib/toast';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The toast area's code (Radix Toast) loads with the first toast; most first visits show none.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

function LazyToaster() {
  const anyToast = useToasts().length > 0;
  const [needed, setNeeded] = useState(anyToast);
  if (anyToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The shared layout of every page: header, animated page area, footer, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
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
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}
