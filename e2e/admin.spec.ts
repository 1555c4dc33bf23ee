import { test, expect } from './fixtures';
import { axeViolations } from './helpers/axe';
import { grantRoleByCommand } from './helpers/admin-command';
import { newAccount, registerAndSignIn, signInByApi, signUpByApi } from './helpers/auth';
import { api, createProjectWithFile } from './helpers/projects';
import { scaled } from './helpers/slowness';
import { toastCard } from './helpers/toast';

test.use({ viewport: { width: 390, height: 844 } });

test('an administrator grants a role, bans and deletes a user on /admin; the log tells who, what and why', async ({
  page,
  browser,
}) => {
  // Two browsers, the admin command's own process and a full axe scan: more than most tests do.
  test.setTimeout(scaled(60_000));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The member, in a browser of their own: they must not see the screen or its menu entry.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  const member = await registerAndSignIn(memberPage);
  await memberPage.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(memberPage.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(memberPage.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await memberPage.keyboard.press('Escape');
  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // The administrator, made by `npm run admin -- grant admin EMAIL` before the sign-in, so the token carries it.
  const admin = newAccount();
  await signUpByApi(page, admin);
  await grantRoleByCommand('admin', admin.email);
  await signInByApi(page, admin);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('definition').first()).not.toHaveText('…');

  await page.getByLabel('Search users by e-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('group', { name: member.email, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByText('1 user matching')).toBeVisible();

  const moderator = card.getByRole('button', { name: 'moderator' });
  await expect(moderator).toHaveAttribute('aria-pressed', 'false');
  await moderator.click();
  await expect(toastCard(page, `Role moderator granted for ${member.email}`)).toBeVisible();
  await expect(moderator).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: 'Ban' }).click();
  const banDialog = page.getByRole('dialog', { name: `Ban ${member.email}?` });
  await banDialog.getByLabel('Duration').selectOption('7 days');
  await banDialog.getByLabel('Reason').fill('Posting spam links');
  await banDialog.getByRole('button', { name: 'Ban' }).click();
  await expect(card.getByText(/^Banned until/)).toBeVisible();
  // The ban ended the member's sessions: their next request is refused.
  const profile = await memberPage.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    return (await fetch('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status;
  });
  expect(profile).toBe(401);

  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);

  await card.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Delete ${member.email}?` });
  await expect(deleteDialog).toContainText(
    'Its public projects and snippets, questions and answers stay, shown as by “Former member”',
  );
  await deleteDialog.getByLabel('Reason').fill('Asked to be removed');
  await deleteDialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entries = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(entries.filter({ hasText: 'user_deleted' })).toContainText('Reason: Asked to be removed');
  await expect(entries.filter({ hasText: 'Posting spam links' })).toContainText('ban duration: "168h"');
  await expect(entries.filter({ hasText: 'granted: moderator' })).toContainText(admin.email);
  await memberContext.close();
});

test('an administrator deletes a public project whose owner deleted their account', async ({ page, browser }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  const member = await registerAndSignIn(memberPage);
  const title = `Left behind ${member.email.split('@')[0]!}`;
  const { project } = await createProjectWithFile(memberPage, { title, visibility: 'public' });
  await api(memberPage, 'DELETE', '/auth/account', { password: member.password });
  await memberContext.close();

  const admin = newAccount();
  await signUpByApi(page, admin);
  await grantRoleByCommand('admin', admin.email);
  await signInByApi(page, admin);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Former member' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText('Its owner deleted their account; the audit log records that you deleted it.');
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(toastCard(page, 'Project deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  expect((await page.request.get(`/api/projects/${project.id}`)).status()).toBe(404);
});

test.describe('deleting one’s own account', () => {
  // Forgetting the browser's session afterwards calls /logout for a session that is gone: 403.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a member deletes their own account on /profile; their public work stays as by Former member, the private goes', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerAndSignIn(page);
    const suffix = member.email.split('@')[0]!;
    const { project: kept } = await createProjectWithFile(
      page,
      { title: `Kept project ${suffix}`, visibility: 'public' },
      { filename: 'main.js', content: 'console.log("kept");\n' },
    );
    const { project: secret } = await createProjectWithFile(page, { title: `Secret ${suffix}`, visibility: 'private' });
    const snippet = await api<{ id: string; slug: string }>(page, 'POST', '/snippets', {
      title: `Kept snippet ${suffix}`,
      description: 'Stays for everyone',
      code: 'print("kept")',
      language: 'python',
      visibility: 'public',
    });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByLabel('Current password').fill(member.password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('private projects and private snippets');
    await expect(dialog).toContainText(
      'Your public projects and public snippets stay readable by everyone, shown as by “Former member”',
    );
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toastCard(page, 'Your account was deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
    const signIn = await page.request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
      data: { email: member.email, password: member.password },
    });
    expect(signIn.status()).toBe(400);

    // A visitor now: the public snippet and project stay, by "Former member"; the private project is gone.
    await page.goto(`/snippets/${snippet.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Kept snippet ${suffix}` })).toBeVisible();
    await expect(page.getByText('by Former member')).toBeVisible();
    await page.goto(`/projects/${kept.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Kept project ${suffix}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Former member' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    expect((await page.request.get(`/api/projects/${secret.id}`)).status()).toBe(404);
  });
});
