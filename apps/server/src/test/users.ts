import { randomBytes } from 'node:crypto';
import { grantRole, type UserRole } from '../auth/roles.ts';
import type { TestApp } from './harness.ts';

export interface TestUserOverrides {
  email?: string;
  password?: string;
  fullName?: string;
  username?: string;
  /** Extra sign-up metadata. */
  data?: Record<string, unknown>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** The full /auth/v1/token answer. */
  session: Record<string, unknown>;
}

/** Headers of an auth-server call: the anon apikey, plus the user's bearer token when given. */
export function authServerHeaders(server: TestApp, accessToken?: string): Record<string, string> {
  return {
    apikey: server.app.auth.keys.anonKey,
    authorization: `Bearer ${accessToken ?? server.app.auth.keys.anonKey}`,
  };
}

/** `Authorization: Bearer <token>` for product-API calls. */
export function authHeaders(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** Signs in through the real POST /auth/v1/token?grant_type=password. */
export async function signInTestUser(server: TestApp, email: string, password: string) {
  const response = await server.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
    headers: authServerHeaders(server),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  return body as { access_token: string; refresh_token: string; user: { id: string } } & Record<string, unknown>;
}

/**
 * Creates a confirmed account through the real POST /auth/v1/signup, which answers a session with
 * the default AUTH_CONFIRM_EMAIL=false (decision 073), the same call the web app makes. Needs
 * that default (accounts confirmed at once).
 */
export async function createTestUser(server: TestApp, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const email = (overrides.email ?? `user-${suffix}@example.com`).toLowerCase();
  const password = overrides.password ?? `pw-${suffix}-Secret`;
  const data = {
    full_name: overrides.fullName ?? `Test User ${suffix}`,
    username: overrides.username ?? `user_${suffix}`,
    ...overrides.data,
  };
  const signUp = await server.request('/auth/v1/signup', {
    method: 'POST',
    body: { email, password, data },
    headers: authServerHeaders(server),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed (${signUp.status}): ${await signUp.text()}`);
  const answer = (await signUp.json()) as Record<string, unknown>;
  if (typeof answer.access_token !== 'string') throw new Error('sign-up answered no session: is confirmation on?');
  const session = answer as Awaited<ReturnType<typeof signInTestUser>>;
  return {
    id: session.user.id,
    email,
    password,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    session,
  };
}

/**
 * Grants a role as `npm run admin -- grant` does (the same function, straight on the database);
 * the admin API has its own tests. Counts from the user's next request.
 */
export async function grantTestRole(server: TestApp, user: Pick<TestUser, 'id'>, role: UserRole): Promise<void> {
  await grantRole(server.database.db, user.id, role, null);
}
