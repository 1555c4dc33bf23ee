import type { ReactNode } from 'react';
import { Link, type LinkProps, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import type { LoginRedirectState } from './require-auth';

/**
 * The route group of screens visitors may open too (public projects, and the screens that show
 * their own signed-out text): a spinner until the session is known, so a signed-in user never
 * sees the signed-out view flash, then the screen.
 */
export function SessionReady({ children }: { children?: ReactNode }) {
  const { loading } = useAuth();
  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  return children ?? <Outlet />;
}

/** A link to /login that brings the visitor back to the current page after signing in. */
export function SignInLink(props: Omit<LinkProps, 'to' | 'state'>) {
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Link {...props} to="/login" state={state} />;
}
