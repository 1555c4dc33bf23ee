import type { AuthChangeEvent, GoTrueClient, Provider, Session, User } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apiRequest, setAccessTokenProvider } from '@/lib/api-client';
import { clearQueryCache } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { AuthContext, type AuthContextValue, type AuthState, type SignOutScope } from './auth-context';
import { getAuthClient, isSessionStorageKey, mayHaveSession } from './auth-client';

const signedOut: AuthState = { user: null, session: null, loading: false, mfaRequired: false };

/**
 * Holds the auth state for the whole app. On every session change (sign-in,
 * refresh, factor verified …) it asks the backend who the user is; a user the backend does
 * not know is signed out with the "Session invalid" toast. A check cancelled because the page is
 * being left decides nothing.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true });
  // Session changes can overlap (refresh while a check runs); only the newest one may win.
  const generation = useRef(0);
  // True once the page is being left (reload, another address). The browser then cancels the
  // page's requests, and a check it cancelled says nothing about the session: signing out there
  // would end the session on the server just before the next page load wants to use it.
  const leavingPage = useRef(false);
  // The access token last sent to the backend check. Loading a stored session, auth-js reports
  // it twice (SIGNED_IN from its recovery, INITIAL_SESSION to the new listener): one check will do.
  const checkedToken = useRef<string | null>(null);

  const settle = useCallback(async (event: AuthChangeEvent | 'REFRESH_USER', session: Session | null) => {
    const sameSession = session !== null && session.access_token === checkedToken.current;
    if (sameSession && (event === 'INITIAL_SESSION' || event === 'SIGNED_IN')) return;
    checkedToken.current = session?.access_token ?? null;
    const current = ++generation.current;
    const apply = (next: AuthState) => {
      if (current === generation.current) setState(next);
    };
    if (!session) {
      if (event === 'SIGNED_OUT') clearQueryCache();
      apply(signedOut);
      return;
    }
    const client = await getAuthClient();
    const { data: assurance } = await client.mfa.getAuthenticatorAssuranceLevel();
    if (assurance?.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2') {
      apply({ user: null, session, loading: false, mfaRequired: true });
      return;
    }
    try {
      const answer = await apiRequest<User | { user: User }>('/auth/users/me', {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const user = 'user' in answer && answer.user ? answer.user : (answer as User);
      apply({ user, session, loading: false, mfaRequired: false });
    } catch (error) {
      // Leaving the page, the browser cancels the check before it fires pagehide, and this
      // catch can run between two pagehide listeners. One task later every listener has run
      // (or, the page being gone, this never resumes).
      if (!(error instanceof ApiError)) await new Promise((resolve) => setTimeout(resolve, 0));
      if (current !== generation.current || leavingPage.current) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
        toast({
          title: 'Session invalid',
          description: 'User not found or session expired on backend.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Authentication Error',
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        });
      }
      await client.signOut({ scope: 'local' });
      apply(signedOut);
    }
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      leavingPage.current = true;
    };
    // A page restored from the back/forward cache is in use again.
    const onPageShow = () => {
      leavingPage.current = false;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // Resolves to the auth client once it is loaded and this provider listens to it; null until
  // something needs it (a stored session, a sign-in result in the address, or a sign-in).
  const connection = useRef<Promise<GoTrueClient> | null>(null);
  const connectRef = useRef<() => Promise<GoTrueClient>>(getAuthClient);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const failed = (error: unknown) => {
      toast({
        title: 'Authentication Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
      setState(signedOut);
    };
    const connect = () => {
      connection.current ??= getAuthClient().then((client) => {
        if (!cancelled) {
          const { data } = client.onAuthStateChange((event, session) => {
            // auth-js holds its lock while it calls us; work that calls the client again waits a tick.
            setTimeout(() => void settle(event, session), 0);
          });
          unsubscribe = () => data.subscription.unsubscribe();
        }
        return client;
      });
      connection.current.catch(() => {
        connection.current = null;
      });
      return connection.current;
    };
    connectRef.current = connect;
    setAccessTokenProvider(async () => {
      if (!connection.current) return null;
      const client = await connection.current;
      const { data } = await client.getSession();
      return data.session?.access_token ?? null;
    });
    // A sign-in or sign-out in another tab changes the stored session: listen from then on.
    const onStorage = (event: StorageEvent) => {
      if (connection.current) return;
      void isSessionStorageKey(event.key).then((ours) => {
        if (ours && !cancelled) connect().catch(failed);
      });
    };
    window.addEventListener('storage', onStorage);
    mayHaveSession()
      .then((maybe) => {
        if (cancelled) return;
        if (maybe) connect().catch(failed);
        else setState(signedOut);
      })
      .catch(failed);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
      connection.current = null;
    };
  }, [settle]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      getClient: () => connectRef.current(),
      signIn: async (email, password) => {
        const client = await connectRef.current();
        const { error } = await client.signInWithPassword({ email, password });
        if (error) throw error;
      },
      signUp: async ({ email, password, fullName, username }) => {
        const client = await connectRef.current();
        const { data, error } = await client.signUp({
          email,
          password,
          options: {
            data: { full_name: fullName, username },
            emailRedirectTo: `${window.location.origin}/login`,
          },
        });
        if (error) throw error;
        return { signedIn: data.session !== null };
      },
      sendSignInLink: async (email) => {
        const client = await connectRef.current();
        const { error } = await client.signInWithOtp({
          email,
          options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/login` },
        });
        // An unknown address (otp_disabled) is answered like a known one.
        if (error && error.code !== 'otp_disabled') throw error;
      },
      signInWithProvider: async (provider) => {
        const client = await connectRef.current();
        const { error } = await client.signInWithOAuth({
          provider: provider as Provider,
          options: { redirectTo: `${window.location.origin}/login?via=${encodeURIComponent(provider)}` },
        });
        if (error) throw error;
      },
      signOut: async (scope: SignOutScope = 'global') => {
        const client = await connectRef.current();
        const { error } = await client.signOut({ scope });
        if (error) throw error;
      },
      refreshUser: async () => {
        const client = await connectRef.current();
        const { data, error } = await client.refreshSession();
        if (error) throw error;
        await settle('REFRESH_USER', data.session);
      },
    }),
    [state, settle],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
