import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';

/** Where the guard sends anonymous visitors; the login screen returns them to `from`. */
export interface LoginRedirectState {
  from: string;
}

/**
 * The route guard: a spinner while the session loads, then the child route for a
 * signed-in user, else a redirect to /login that replaces the history entry and remembers
 * where the visitor wanted to go.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}
