import type { Answer, QuestionDetail } from '@hammurabi/shared';
import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { newAccount, registerAndSignIn, signUpByApi, submitLogin, tokenForNewAccount } from './helpers/auth';
import { axeViolations } from './helpers/axe';
import { api } from './helpers/projects';
import { toastCard } from './helpers/toast';
import { expect, test } from './fixtures';
import { scaled } from './helpers/slowness';

const unique = () => randomBytes(4).toString('hex');

/** A second person in their own browser context, signed in. */
async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAndSignIn(page);
  return page;
}

/** Scans the page in the light theme, switches to the dark one with the header's toggle, and scans it again as loaded in dark. */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The scan runs on the page as it loads in the chosen theme: one CI run out of about seven
  // found two footer links low in contrast right after the switch, which its screenshot did not
  // show; a finding now carries the colours axe measured.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

// Each flow signs people in through the real screens and scans pages with axe; on a busy
// two-core machine that takes longer than the default 30 s.
test.describe.configure({ timeout: scaled(60_000) });

test('one person asks, another answers and votes, the asker accepts and the card shows it resolved', async ({
  page,
  browser,
}) => {
  const title = `How do I flatten nested lists ${unique()}?`;
  await registerAndSignIn(page);
  await page.goto('/community');
  await page.getByRole('button', { name: 'Ask Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await dialog.getByRole('button', { name: 'Post Question' }).click();
  // The open modal hides the toast region from the accessibility tree, so the toast is found by its text.
  await expect(page.locator('li').filter({ hasText: 'Title and body are required.' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Title and body are required.');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Details').fill('I have `[[1, 2], [3]]` and want `[1, 2, 3]`.');
  await dialog.getByLabel('Tags').fill('Python, lists');
  await dialog.getByRole('button', { name: 'Post Question' }).click();
  await expect(toastCard(page, 'Success!')).toContainText('Your question has been posted.');
  await expect(dialog).toBeHidden();
  // The asker lands on the new question's page, not back on the list.
  await expect(page).toHaveURL(/\/community\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questionUrl = page.url();

  const helper = await secondPerson(browser);
  await helper.goto('/community');
  await helper.getByRole('searchbox', { name: 'Search questions' }).fill(title.slice(0, -1));
  await expect(helper.getByRole('tab', { name: 'Best match' })).toHaveAttribute('aria-selected', 'true');
  await helper.getByRole('link', { name: title }).click();
  await expect(helper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await helper
    .getByLabel('Your Answer')
    .fill('Use a comprehension: `[x for row in rows for x in row]` keeps it flat and fast.');
  await helper.getByRole('button', { name: 'Post Your Answer' }).click();
  await expect(helper.getByTestId('answer')).toContainText('keeps it flat and fast');
  const upvote = helper.getByRole('button', { name: 'Upvote this question' });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(helper.getByTestId('question-score')).toHaveText('1');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(helper.getByTestId('question-score')).toHaveText('0');
  await upvote.click();
  await expect(helper.getByTestId('question-score')).toHaveText('1');
  await helper.context().close();

  await page.goto(questionUrl);
  await expect(page.getByTestId('question-score')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Upvote this question' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept answer' }).click();
  await expect(page.getByText('Accepted answer')).toBeVisible();
  await page.getByRole('link', { name: 'All questions' }).click();
  const card = page.getByTestId('question-card').filter({ hasText: title });
  await expect(card.getByText('Resolved')).toBeVisible();
  await expect(card.getByTestId('answer-preview')).toHaveText(
    'Use a comprehension: [x for row in rows for x in row] keeps it flat and fast.',
  );
});

test('the Ask Question modal closes on Cancel and on a backdrop click; searches and empty lists say so', async ({
  page,
}) => {
  await registerAndSignIn(page);
  await page.goto('/community');
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await page.getByRole('button', { name: 'Ask Question' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Ask Question' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  const term = `nothing-like-${unique()}`;
  await page.getByRole('searchbox', { name: 'Search questions' }).fill(term);
  await expect(page.getByText(`No questions match your search "${term}".`)).toBeVisible();
  await page.goto(`/community?tag=${unique()}`);
  await expect(page.getByText('No questions yet. Be the first to ask!')).toBeVisible();

  await page.goto('/community');
  await expect(page.getByRole('heading', { name: 'Community Q&A' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('visitors read a question with sign-in links; its page is accessible in both themes', async ({
  page,
  browser,
}) => {
  const asker = await secondPerson(browser);
  const title = `Why is my loop slow ${unique()}?`;
  const question = await api<QuestionDetail>(asker, 'POST', '/community/questions', {
    title,
    body: 'It runs **forever**:\n\n```js\nwhile (true) {}\n```',
    tags: ['javascript'],
  });
  const helperToken = await tokenForNewAccount(page);
  const answered = await page.request.post(`/api/community/questions/${question.id}/answers`, {
    headers: { authorization: `Bearer ${helperToken}` },
    data: { body: 'Give the loop an end condition.' },
  });
  expect(answered.status()).toBe(201);
  const answer = (await answered.json()) as Answer;
  await api(asker, 'POST', `/community/questions/${question.id}/accept`, { answer_id: answer.id });

  await asker.goto(`/community/questions/${question.id}`);
  await expect(asker.getByTestId('answer')).toBeVisible();
  await expectAccessibleInBothThemes(asker);
  await asker.context().close();

  await page.goto(`/community/questions/${question.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('pre code')).toContainText('while (true) {}');
  // The asker's visit is no view, the visitor's is one; reading the question counts nothing.
  const views = async () =>
    ((await (await page.request.get(`/api/community/questions/${question.id}`)).json()) as QuestionDetail).view_count;
  await expect.poll(views).toBe(1);
  await expect(page.getByRole('button', { name: /Upvote/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to upvote this answer' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByLabel('Your Answer')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in to answer' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const account = newAccount();
  await signUpByApi(page, account);
  await submitLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`/community/questions/${question.id}$`));
  await expect(page.getByLabel('Your Answer')).toBeVisible();
  await expect.poll(views).toBe(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long line of code scrolls inside its block, not the page', async ({ page }) => {
    const asker = await tokenForNewAccount(page);
    const helper = await tokenForNewAccount(page);
    const longLine = `result = compute(${Array.from({ length: 12 }, (_, index) => `argument_${index}`).join(', ')})`;
    const asked = await page.request.post('/api/community/questions', {
      headers: { authorization: `Bearer ${asker}` },
      data: { title: `A long line ${unique()}`, body: `\`\`\`python\n${longLine}\n\`\`\``, tags: ['python'] },
    });
    expect(asked.status()).toBe(201);
    const question = (await asked.json()) as QuestionDetail;
    const answered = await page.request.post(`/api/community/questions/${question.id}/answers`, {
      headers: { authorization: `Bearer ${helper}` },
      data: { body: `Split it:\n\n\`\`\`python\n${longLine} if ready else None\n\`\`\`` },
    });
    expect(answered.status()).toBe(201);

    await page.goto(`/community/questions/${question.id}`);
    const blocks = page.locator('main pre');
    await expect(blocks).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const block of await blocks.all()) {
      expect(await block.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    }
  });
});
