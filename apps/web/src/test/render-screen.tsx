import type { User } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';

/**
 * The auth state a screen reads: a known session for `userId`, or a visitor. Screens only read it
 * here; an action (sign-in, sign-out) would throw, as nothing in these tests should call one.
 */
export function authAs(userId: string | null): AuthContextValue {
  const refuse = () => Promise.reject(new Error('No auth actions in component tests'));
  return {
    user: userId ? ({ id: userId } as User) : null,
    session: null,
    loading: false,
    mfaRequired: false,
    getClient: refuse,
    signIn: refuse,
    signUp: refuse,
    sendSignInLink: refuse,
    signInWithProvider: refuse,
    signOut: refuse,
    refreshUser: refuse,
  };
}

export interface ScreenOptions {
  /** The route pattern, e.g. `/community/questions/:questionId`. */
  path: string;
  /** The address opened, e.g. `/community/questions/42`. */
  url: string;
  /** Signed in as this user id; a visitor when left out. */
  userId?: string | null;
}

/**
 * Renders a screen as the app does: a fresh query cache (no retries, so an error shows at once),
 * the auth state and a data router at `url`.
 */
export function renderScreen(element: ReactElement, { path, url, userId = null }: ScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={authAs(userId)}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
