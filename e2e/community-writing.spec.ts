import type { QuestionDetail } from '@hammurabi/shared';
import { randomBytes } from 'node:crypto';
import { newAccount, signInByApi, signUpByApi, tokenForNewAccount } from './helpers/auth';
import { expect, test } from './fixtures';
import { scaled } from './helpers/slowness';
import { axeViolations } from './helpers/axe';

// Unique letters only: full-text search splits words on digits and punctuation.
const uniqueWord = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

test.describe.configure({ timeout: scaled(60_000) });

test('asking: similar questions while the title is typed, a Markdown preview, then the new question opens', async ({
  page,
}) => {
  const word = uniqueWord();
  const earlierAsker = await tokenForNewAccount(page);
  const asked = await page.request.post('/api/community/questions', {
    headers: { authorization: `Bearer ${earlierAsker}` },
    data: { title: `How to reverse a list in Python ${word}`, body: 'Slicing or reversed()?', tags: ['python'] },
  });
  expect(asked.status()).toBe(201);
  const earlier = (await asked.json()) as QuestionDetail;
  // Signed in through the API alone: the dashboard's greeting is another spec's business.
  const account = newAccount();
  await signUpByApi(page, account);
  await signInByApi(page, account);

  await page.goto('/community');
  await page.getByRole('button', { name: 'Ask Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  const title = dialog.getByLabel('Title');
  await title.fill(`Reversing my ${word} list backwards`);
  const similar = dialog.getByRole('region', { name: 'Similar questions' });
  const link = similar.getByRole('link', { name: new RegExp(`reverse a list in Python ${word}`) });
  await expect(link).toHaveAttribute('href', `/community/questions/${earlier.id}`);
  await expect(link).toHaveAttribute('target', '_blank');
  // A short title suggests nothing.
  await title.fill('Reverse');
  await expect(similar).toBeHidden();

  await title.fill(`Why does my ${word} loop never end?`);
  await dialog.getByLabel('Tags').fill('python');
  await dialog.getByLabel('Details').fill('It runs **forever**:\n\n```\nwhile True:\n    pass\n```');
  // The preview is reached by keyboard: from the selected Write tab, the arrow key moves to Preview.
  await dialog.getByRole('tab', { name: 'Write' }).focus();
  await page.keyboard.press('ArrowRight');
  const preview = dialog.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('forever');
  // A block naming no language is highlighted in the tags' language, as on the posted page.
  await expect(preview.locator('pre code.hljs .hljs-keyword').first()).toHaveText('while');
  await expect(dialog.getByLabel('Details')).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByLabel('Details')).toBeVisible();

  await dialog.getByRole('button', { name: 'Post Question' }).click();
  await expect(page).toHaveURL(/\/community\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Why does my ${word} loop never end?` })).toBeVisible();
  await expect(page.locator('main article pre code.hljs .hljs-keyword').first()).toHaveText('while');

  // The answer form previews too.
  await page.getByLabel('Your Answer').fill('Add a `break`:\n\n```python\nfor item in items:\n    break\n```');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).locator('code.hljs .hljs-keyword').first()).toHaveText(
    'for',
  );
});

test('search finds a word only an answer has; the tags index counts and links to the filtered list', async ({
  page,
}) => {
  const word = uniqueWord();
  const tag = `tag-${word}`;
  const asker = await tokenForNewAccount(page);
  const helper = await tokenForNewAccount(page);
  const post = async (token: string, path: string, data: unknown) => {
    const response = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const answered = await post(asker, '/api/community/questions', {
    title: `Growing a buffer ${word}`,
    body: 'It is full.',
    tags: [tag, 'memory'],
  });
  await post(helper, `/api/community/questions/${answered.id}/answers`, { body: `Reallocate it: ${word}zz twice.` });
  await post(asker, '/api/community/questions', { title: `Second ${word}`, body: 'More.', tags: [tag] });

  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search questions' }).fill(`${word}zz`);
  await expect(page.getByTestId('question-card')).toHaveCount(1);
  await expect(page.getByTestId('question-card')).toContainText(`Growing a buffer ${word}`);

  await page.getByRole('link', { name: 'Browse tags' }).click();
  await expect(page).toHaveURL(/\/community\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter tags' }).fill(word.toUpperCase());
  const tags = page.getByRole('list', { name: 'Tags' }).getByRole('link');
  await expect(tags).toHaveCount(1);
  await expect(tags).toHaveText(`${tag}2 questions`);
  await tags.click();
  await expect(page).toHaveURL(new RegExp(`/community\\?tag=${tag}$`));
  await expect(page.getByTestId('question-card')).toHaveCount(2);

  await page.goto(`/community/tags?q=nothing-${word}`);
  await expect(page.getByText(`No tags match “nothing-${word}”.`)).toBeVisible();

  // The index is accessible in both themes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/community/tags');
  await expect(page.getByRole('list', { name: 'Tags' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tags' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
