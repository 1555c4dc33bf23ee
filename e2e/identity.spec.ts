import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import fs from 'node:fs/promises';
import {
  type E2eAccount,
  newAccount,
  registerAndSignIn,
  signInByApi,
  signUpByApi,
  submitLogin,
  totpCode,
} from './helpers/auth';
import { toastCard } from './helpers/toast';

// Issue #35, "Identity": one person, one name and one picture on every screen.

/** A password-grant access token for an account made with signUpByApi. */
async function accessToken(page: Page, account: E2eAccount): Promise<string> {
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function askQuestion(page: Page, token: string, title: string): Promise<string> {
  const response = await page.request.post('/api/community/questions', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, body: 'Asked for the identity checks.', tags: 'identity' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe('a taken username', () => {
  // Both refusals are 422 answers the browser logs.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('a username taken by an account that never opened its profile is refused on sign-up and in the profile', async ({
    page,
  }) => {
    const bob = newAccount();
    await signUpByApi(page, bob);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Another Bob');
    await page.getByLabel('Username', { exact: true }).fill(bob.username.toUpperCase());
    await page.getByLabel('Email', { exact: true }).fill(newAccount().email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This username is already taken.' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);

    await registerAndSignIn(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username', { exact: true }).fill(bob.username);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.locator('#profile-username-error')).toHaveText('This username is already taken.');
  });
});

test('a user without a name shows as the start of their e-mail address, on the board and their project', async ({
  page,
}) => {
  const nameless = newAccount({ fullName: '', username: '' });
  await signUpByApi(page, nameless);
  const token = await accessToken(page, nameless);
  const shown = nameless.email.split('@')[0]!;
  const title = `Where is my name ${shown}?`;
  const id = await askQuestion(page, token, title);
  const created = await page.request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `Nameless ${shown}`, description: 'A project of a user without a name.', language: 'python' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const file = await page.request.post(`/api/projects/${project.id}/files`, {
    headers: { authorization: `Bearer ${token}` },
    data: { filename: 'main.py', content: 'print("hello")\n' },
  });
  expect(file.status(), await file.text()).toBe(201);

  await signInByApi(page, nameless);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${shown}!`);
  await page.goto(`/community/questions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Former member')).toHaveCount(0);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByText(shown).first()).toBeVisible();
  await expect(page.getByText('Unknown user')).toHaveCount(0);
  // The file list says who saved a file last ("by null" before).
  await expect(page.getByText(new RegExp(`updated .* by ${shown}$`))).toBeVisible();
});

test('an uploaded picture shows in the header and next to community posts, after a reload too', async ({ page }) => {
  const account = await registerAndSignIn(page);
  const token = await accessToken(page, account);
  const title = `Picture check ${account.username}`;
  const id = await askQuestion(page, token, title);

  await page.goto('/profile');
  // The picture has its own section, not one among the account's security settings.
  const pictureSection = page.getByRole('region', { name: 'Profile picture' });
  await expect(pictureSection.getByRole('button', { name: 'Choose a picture' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Account and security' }).getByRole('button', { name: 'Choose a picture' }),
  ).toHaveCount(0);
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();
  await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(toastCard(page, 'Picture updated')).toBeVisible();

  const uploaded = /\/api\/avatars\/[0-9a-f]{32}\.webp$/;
  const headerPicture = page.getByRole('button', { name: /^Account menu for/ }).locator('img');
  await expect(headerPicture).toHaveAttribute('src', uploaded);
  await page.reload();
  await expect(headerPicture).toHaveAttribute('src', uploaded);
  await page.goto(`/community/questions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main img[src*="/api/avatars/"]').first()).toBeVisible();
});

test.describe('recovery codes', () => {
  // The reused code's refusal is a 422 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('two-factor enrolment gives 10 recovery codes to download; one signs in once in place of the app', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await registerAndSignIn(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from the app', { exact: true }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const shown = (await codes.allTextContents()).map((code) => code.trim());

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as a text file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('hammurabi-recovery-codes.txt');
    const text = await fs.readFile(await download.path(), 'utf8');
    for (const code of shown) expect(text).toContain(code);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
    await expect(page.getByText('Authenticator app is on')).toBeVisible();

    const signOutAndIn = async () => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await page.goto('/login');
      await submitLogin(page, account);
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
    };
    await signOutAndIn();
    await page.getByLabel('Recovery code', { exact: true }).fill(shown[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.fullName}!`);

    // The same code a second time is refused.
    await signOutAndIn();
    await page.getByLabel('Recovery code', { exact: true }).fill(shown[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or already used recovery code');
  });
});
