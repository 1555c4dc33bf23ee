import { createHmac, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { E2E_SERVICE_ROLE_KEY } from './service-key';

export interface E2eAccount {
  email: string;
  password: string;
  fullName: string;
  username: string;
}

/** A unique account description (nothing is created). */
export function newAccount(overrides: Partial<E2eAccount> = {}): E2eAccount {
  const suffix = randomBytes(4).toString('hex');
  return {
    email: `e2e-${suffix}@example.com`,
    password: `pw-${suffix}-secret`,
    fullName: `Test Person ${suffix}`,
    username: `e2e_${suffix}`,
    ...overrides,
  };
}

/** Creates a confirmed account through the real POST /auth/v1/signup (with the anon key of /api/config). */
export async function signUpByApi(page: Page, account: E2eAccount): Promise<void> {
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const response = await page.request.post('/auth/v1/signup', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: {
      email: account.email,
      password: account.password,
      data: { full_name: account.fullName, username: account.username },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Grants roles as an administrator would, through the real admin API (PUT /auth/v1/admin/users/{id}
 * with app_metadata.roles). Roles count from the account's next request.
 */
export async function grantRolesByApi(page: Page, email: string, roles: string[]): Promise<void> {
  const headers = { apikey: E2E_SERVICE_ROLE_KEY, authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}` };
  const found = await page.request.get(`/auth/v1/admin/users?filter=${encodeURIComponent(email)}`, { headers });
  expect(found.status(), await found.text()).toBe(200);
  const { users } = (await found.json()) as { users: Array<{ id: string; email: string }> };
  const user = users.find((each) => each.email === email.toLowerCase());
  expect(user, `an account for ${email}`).toBeTruthy();
  const updated = await page.request.put(`/auth/v1/admin/users/${user!.id}`, {
    headers,
    data: { app_metadata: { roles } },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

/** Fills the /login form and submits it (the page must already show it). */
export async function submitLogin(page: Page, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** The key under which the web app's auth client keeps its session (see apps/web/src/lib/auth/auth-client.ts). */
function sessionStorageKey(baseURL: string): string {
  return `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
}

/**
 * Signs an existing account in through the real password grant of /auth/v1/token and stores the
 * session where the web app's auth client looks for it, so the next page load starts signed in.
 * The login form has its own tests; every other spec signs in this way because it is fast.
 */
export async function signInByApi(page: Page, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  const key = sessionStorageKey(page.url() === 'about:blank' ? baseURL : page.url());
  if (page.url() === 'about:blank') {
    // A fresh page: hand the session to the first document of our origin, once per tab (a later
    // sign-out must stick across reloads), so the test's first navigation starts signed in.
    await page.addInitScript(
      ([storageKey, value]) => {
        // Init scripts run in every frame; the playground's sandboxed runner frame has no storage.
        if (window !== window.top) return;
        if (window.sessionStorage.getItem('e2e-session-seeded')) return;
        window.sessionStorage.setItem('e2e-session-seeded', '1');
        window.localStorage.setItem(storageKey, value);
      },
      [key, JSON.stringify(session)] as const,
    );
    return;
  }
  await page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(session),
  ] as const);
}

/**
 * Creates a new account and signs it in through the API, ending on /dashboard, whose first visit
 * greets with "Welcome, …!" (later ones say "Welcome back, …!"). Reusable by any spec that needs
 * a signed-in user.
 */
export async function registerAndSignIn(page: Page, overrides: Partial<E2eAccount> = {}): Promise<E2eAccount> {
  const account = newAccount(overrides);
  await signUpByApi(page, account);
  await signInByApi(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.fullName}!` })).toBeVisible();
  return account;
}

/** RFC 6238 TOTP (SHA1, 6 digits, 30 s) from a base32 secret, as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return ((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** Signs a new account up and in through the API only (no screen), answering its bearer token. */
export async function tokenForNewAccount(page: Page): Promise<string> {
  const account = newAccount();
  await signUpByApi(page, account);
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
