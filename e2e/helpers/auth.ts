import { createHmac, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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

/** Fills the /login form and submits it (the page must already show it). */
export async function submitLogin(page: Page, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/**
 * Registers a new account and signs it in through the login screen, ending on /dashboard.
 * Reusable by any spec that needs a signed-in user.
 */
export async function registerAndSignIn(page: Page, overrides: Partial<E2eAccount> = {}): Promise<E2eAccount> {
  const account = newAccount(overrides);
  await signUpByApi(page, account);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${account.fullName}!` })).toBeVisible();
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
