import type { GoTrueClient, Session, User } from '@supabase/auth-js';
import { createContext } from 'react';

export type SignOutScope = 'global' | 'local' | 'others';

export interface AuthState {
  /** The signed-in user as the backend knows them; null while anonymous or before the second factor. */
  user: User | null;
  session: Session | null;
  /** True until the stored session has been read and checked once. */
  loading: boolean;
  /** Signed in with the password, but a verified authenticator asks for its code (aal2). */
  mfaRequired: boolean;
}

export interface AuthContextValue extends AuthState {
  /** The auth-js client (created after GET /api/config answers). */
  getClient: () => Promise<GoTrueClient>;
  /** Password sign-in; rethrows the provider's error. */
  signIn: (email: string, password: string) => Promise<void>;
  /**
   * Registration with full name and username as metadata; rethrows the provider's error. Answers
   * `signedIn: true` when the server confirmed the account at once and answered a session
   * (AUTH_CONFIRM_EMAIL off), false when a confirmation link was mailed.
   */
  signUp: (input: {
    email: string;
    password: string;
    fullName: string;
    username: string;
  }) => Promise<{ signedIn: boolean }>;
  /**
   * Mails an existing account a sign-in link (and code). Resolves alike whether or not the address
   * has an account, so the screen never tells; rethrows other errors (rate limit, network).
   */
  sendSignInLink: (email: string) => Promise<void>;
  /**
   * Leaves for an external provider's sign-in (GitHub, Google, GitLab or the OpenID Connect
   * issuer); the browser comes back to /login?via={provider} with a one-time code.
   */
  signInWithProvider: (provider: string) => Promise<void>;
  /** Sign-out; `global` (the default) ends every session of the user. */
  signOut: (scope?: SignOutScope) => Promise<void>;
  /** Re-reads the user after their data changed (profile saved, factor added). */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
