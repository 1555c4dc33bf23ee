import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { grantRolesByApi, newAccount, signInByApi, signUpByApi } from './helpers/auth';
import { toastCard } from './helpers/toast';

/** The bearer token of a fresh account, signed in through the API. */
async function tokenFor(page: Page, roles: string[] = []) {
  const account = newAccount();
  await signUpByApi(page, account);
  if (roles.length > 0) await grantRolesByApi(page, account.email, roles);
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: { email: account.email, password: account.password },
  });
  return { account, token: ((await response.json()) as { access_token: string }).access_token };
}

test('three members flag a question away; a moderator restores it from /moderation', async ({ page, browser }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const author = await tokenFor(page);
  const title = `Flag me ${Date.now()}`;
  const asked = await page.request.post('/api/community/questions', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { title, body: 'A question that some people think is spam.', tags: ['python'] },
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: string };

  // The first flag through the screen, the other two through the API.
  const first = newAccount();
  await signUpByApi(page, first);
  await signInByApi(page, first);
  await page.goto(`/community/questions/${id}`);
  await page.getByRole('button', { name: 'Flag this question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag this question' });
  await dialog.getByLabel('Spam').check();
  await dialog.getByLabel('Note for the moderators (optional)').fill('Links to a shop');
  await dialog.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(toastCard(page, 'Thank you for flagging')).toBeVisible();
  for (let count = 0; count < 2; count++) {
    const flagger = await tokenFor(page);
    const flagged = await page.request.post('/api/moderation/flags', {
      headers: { authorization: `Bearer ${flagger.token}` },
      data: { target_type: 'question', target_id: id, reason: 'spam' },
    });
    expect(flagged.status()).toBe(201);
  }
  expect((await page.request.get(`/api/community/questions/${id}`)).status()).toBe(404);

  const moderator = await tokenFor(page, ['moderator']);
  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  await signInByApi(moderatorPage, moderator.account);
  await moderatorPage.goto('/moderation');
  const card = moderatorPage.getByRole('group', { name: `question: ${title}` });
  await expect(card).toContainText('3 flags');
  await expect(card).toContainText('Links to a shop');
  await card.getByRole('button', { name: 'Restore' }).click();
  const restore = moderatorPage.getByRole('dialog', { name: 'Restore this question?' });
  await restore.getByLabel('Reason').fill('Not spam: a real question');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(toastCard(moderatorPage, 'The question is restored')).toBeVisible();
  await expect(moderatorPage.getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  expect((await page.request.get(`/api/community/questions/${id}`)).status()).toBe(200);
  await moderatorContext.close();
});
