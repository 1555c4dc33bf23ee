import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile, editorContent } from './helpers/projects';
import { expect, test } from './fixtures';

const EVAL_CODE = 'export function run(input) {\n  return eval(input);\n}\n';

test('a review mark leaves a line that changed or moved since the review, and the panel calls it outdated', async ({
  page,
}) => {
  await registerAndSignIn(page);
  const { project, file } = await createProjectWithFile(
    page,
    { title: 'Moving marks' },
    { filename: 'main.js', content: EVAL_CODE },
  );
  await api(page, 'POST', `/reviews/code/${file!.id}`);
  await page.goto(`/projects/${project.id}/code/${file!.id}`);
  const evalMark = editorContent(page).locator('.cm-lintRange-error');
  await expect(evalMark).toHaveText('return eval(input);');

  // Rewriting the judged line outdates its finding: the mark goes, the panel says why.
  await editorContent(page).locator('.cm-line').nth(1).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' // reviewed');
  await expect(evalMark).toHaveCount(0);
  await page.getByRole('button', { name: 'View Reviews' }).click();
  const critical = page
    .getByRole('complementary', { name: 'Code Reviews' })
    .getByRole('list', { name: 'Critical findings' })
    .getByRole('listitem')
    .filter({ hasText: 'SEC001' });
  await expect(critical.getByText('Outdated', { exact: true })).toBeVisible();

  // Undoing the edit puts the line back as judged: the mark returns.
  await editorContent(page).locator('.cm-line').nth(1).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(evalMark).toHaveText('return eval(input);');
  await expect(critical.getByText('Outdated', { exact: true })).toHaveCount(0);

  // A line added above moves the judged line: outdated again, and no mark on the wrong line.
  await editorContent(page).locator('.cm-line').first().click();
  await page.keyboard.press('Home');
  await page.keyboard.insertText('// Runs input.\n');
  await expect(editorContent(page).locator('.cm-line').nth(2)).toHaveText('  return eval(input);');
  await expect(evalMark).toHaveCount(0);
  await expect(critical.getByText('Outdated', { exact: true })).toBeVisible();
});
