import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newAccount, registerAndSignIn, signInByApi, signUpByApi, type E2eAccount } from './helpers/auth';
import { scaled } from './helpers/slowness';

const EXERCISE = '/learning/beginner/beginner-exercise-greeting';
const SOLUTION = 'visitor_name = input()\nprint(f"Hello, {visitor_name}!")\n';

/** Completes the greeting exercise through the API, as a learner who solved it before. */
async function completeByApi(page: Page, account: E2eAccount): Promise<void> {
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const token = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: { email: account.email, password: account.password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const solved = await page.request.post('/api/learning/progress', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { module_id: 'beginner-exercise-greeting', status: 'completed', solution: { code: SOLUTION } },
    timeout: scaled(60_000),
  });
  expect(solved.status(), await solved.text()).toBe(200);
}

test('a learner asks for a review, a learner who solved the exercise reviews it from the dashboard, and the learner reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  const learner = await registerAndSignIn(page);

  // The learner solves the exercise; the server judges it.
  await page.goto(EXERCISE);
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise: Greet by name' })).toBeVisible();
  const reviewBox = page.getByRole('region', { name: 'Human review' });
  await expect(reviewBox.getByText('Submit your solution first')).toBeVisible();
  await expect(reviewBox.getByRole('button', { name: 'Ask for a review' })).toBeDisabled();
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(SOLUTION);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Exercise solved!')).toBeVisible({ timeout: scaled(60_000) });

  // No request has been reviewed on this fresh server's history, or some have: either way a wait is stated.
  await reviewBox.getByRole('button', { name: 'Ask for a review' }).click();
  await expect(reviewBox.getByRole('status')).toContainText('Waiting for a reviewer');
  await expect(
    reviewBox.getByText(/^(Recent requests got their first review|No request has been reviewed)/),
  ).toBeVisible();

  // A second learner, who solved it earlier, finds it in the dashboard's queue and reviews it.
  const reviewerContext = await browser.newContext();
  try {
    const reviewerPage = await reviewerContext.newPage();
    const reviewer = newAccount();
    await signUpByApi(reviewerPage, reviewer);
    await completeByApi(reviewerPage, reviewer);
    await signInByApi(reviewerPage, reviewer);
    await reviewerPage.goto('/dashboard');
    const queue = reviewerPage.getByRole('region', { name: 'Review requests' });
    const item = queue.getByRole('link').filter({ hasText: learner.fullName });
    await expect(item).toContainText('Exercise: Greet by name');
    await expect(item).toContainText('Python');
    await item.click();

    await expect(reviewerPage.getByRole('heading', { level: 1, name: 'Exercise: Greet by name' })).toBeVisible();
    await expect(reviewerPage.getByRole('textbox', { name: "The learner's code" })).toContainText('visitor_name');
    const form = reviewerPage.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Score (0–100)').fill('88');
    await form.getByLabel('Comments').fill('Clear and correct: the name says what it holds.');
    await form.getByRole('button', { name: 'Comment on a line' }).click();
    await form.getByLabel('Line', { exact: true }).fill('2');
    await form.getByRole('textbox', { name: 'Comment on line 2' }).fill('An f-string reads well here.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(reviewerPage.getByRole('status').filter({ hasText: 'Your review was sent' })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(reviewerPage.getByRole('article').filter({ hasText: 'Clear and correct' })).toBeVisible();
    await expect(reviewerPage.getByText('Reviewed', { exact: true })).toBeVisible();

    // The learner sees the review on the exercise and on the dashboard.
    await page.reload();
    await expect(reviewBox.getByText('Your submission was reviewed')).toBeVisible();
    const card = reviewBox.getByRole('article').filter({ hasText: 'Clear and correct' });
    await expect(card).toContainText(reviewer.fullName);
    await expect(card).toContainText('Score 88/100');
    await page.goto('/dashboard');
    const mine = page.getByRole('region', { name: 'Your review requests' });
    await expect(mine.getByRole('link').filter({ hasText: 'Exercise: Greet by name' })).toContainText('Reviewed');
  } finally {
    await reviewerContext.close();
  }
});
