import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations } from './helpers/axe';
import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile, editorContent } from './helpers/projects';
import { toastCard } from './helpers/toast';

const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Snippets' }).getByRole('listitem').filter({ hasText: title });

test.describe('Code snippets library', () => {
  test('one user adds a snippet; another finds it by search and filters, copies, likes and saves it into a project', async ({
    browser,
    page: reader,
  }) => {
    // Two accounts and a whole flow: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    const word = `zigzag${randomBytes(3).toString('hex')}`;
    const title = `Take every other ${word}`;
    const code = 'def every_other(values):\n    return values[::2]\n';

    const authorContext = await browser.newContext();
    const author = await authorContext.newPage();
    await registerAndSignIn(author);
    await author.goto('/snippets');
    await author.getByRole('button', { name: 'Add Snippet' }).click();
    const form = author.getByRole('dialog', { name: 'Add New Snippet' });
    await expect(form.getByLabel('Language')).toHaveValue('python');
    await expect(form.getByLabel('Category')).toHaveValue('utilities');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Tags').fill('lists, slicing, Python, interview');
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Description').fill('Slices with a step of two.');
    await form.getByRole('button', { name: 'Add Snippet' }).click();
    await expect(toastCard(author, 'Success!')).toContainText('Your code snippet has been added.');
    await expect(form).toBeHidden();
    const first = author.getByRole('list', { name: 'Snippets' }).getByRole('listitem').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('0 views');
    await expect(first).toContainText('0 likes');
    await expect(first).toContainText('+1 more');
    await authorContext.close();

    await reader.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerAndSignIn(reader);
    const { project } = await createProjectWithFile(reader, { title: `Toolbox ${word}`, language: 'python' });
    await reader.goto('/snippets');
    await reader.getByRole('searchbox', { name: 'Search snippets' }).fill(word);
    await expect(reader).toHaveURL(new RegExp(`q=${word}`));
    await expect(card(reader, title)).toHaveCount(1);
    await reader.getByLabel('Language').selectOption('Python');
    await reader.getByLabel('Category').selectOption('Data Science');
    await expect(
      reader.getByText('No snippets match your criteria. Try adjusting filters or add a new one!'),
    ).toBeVisible();
    await reader.getByLabel('Category').selectOption('Utilities');
    await expect(reader).toHaveURL(/language=python/);
    await expect(reader).toHaveURL(/category=utilities/);
    // The filtered view is in the address, so a reload (or a shared link) shows the same.
    await reader.reload();
    await expect(reader.getByLabel('Category')).toHaveValue('utilities');
    await expect(card(reader, title)).toHaveCount(1);

    await card(reader, title)
      .getByRole('button', { name: `Copy ${title}` })
      .click();
    await expect(toastCard(reader, 'Copied!')).toContainText(`Snippet "${title}" copied to clipboard.`);
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await card(reader, title).getByRole('link', { name: title }).click();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('1 view', { exact: true })).toBeVisible();
    await reader.getByRole('button', { name: 'Like' }).click();
    await expect(reader.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await expect(reader.getByTestId('like-count')).toHaveText('1 like');

    await reader.getByRole('button', { name: 'Save to Project' }).click();
    const save = reader.getByRole('dialog', { name: 'Save to Project' });
    await save.getByLabel('Project').selectOption({ label: project.title });
    await expect(save.getByLabel('File name')).toHaveValue(`take_every_other_${word}.py`);
    await save.getByRole('button', { name: 'Save' }).click();
    await save.getByRole('link', { name: 'Open in Editor' }).click();
    await expect(reader).toHaveURL(new RegExp(`/projects/${project.id}/code/`));
    await expect(editorContent(reader)).toContainText('return values[::2]');
  });

  test('cards, the empty state, and the required-fields toast of the Add Snippet modal', async ({ page }) => {
    test.setTimeout(60_000);
    await registerAndSignIn(page);
    // A handful of cards keeps axe quick; they are the same cards as on the full page.
    await page.goto('/snippets?language=go&category=devops');
    await expect(page.getByRole('list', { name: 'Snippets' }).getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search snippets' }).fill('nothing-here-at-all-qqq');
    await expect(
      page.getByText('No snippets match your criteria. Try adjusting filters or add a new one!'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add Snippet' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Snippet' });
    await form.getByLabel('Title').fill('   ');
    await form.getByLabel('Code').fill('print(1)');
    await form.getByRole('button', { name: 'Add Snippet' }).click();
    // An open modal hides the rest of the page (the toast too) from assistive technology.
    const toast = page
      .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .filter({ hasText: 'Error' });
    await expect(toast).toContainText('Title, code, and description are required.');
    await expect(form.getByRole('alert')).toHaveText('Title, code, and description are required.');
    await expect(form).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the snippet page: download, copy without navigator.clipboard, edit, and delete with confirmation', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // A plain-HTTP LAN address has no navigator.clipboard; keep the real one aside to read back.
    await page.addInitScript(() => {
      const real = navigator.clipboard;
      (window as unknown as { realClipboard: Clipboard }).realClipboard = real;
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await registerAndSignIn(page);

    const word = `quokka${randomBytes(3).toString('hex')}`;
    const snippet = await api<{ slug: string }>(page, 'POST', '/snippets', {
      title: `Greet the ${word}`,
      description: 'Says hello.',
      code: 'console.log("hello");\n',
      language: 'javascript',
      category: 'Web Dev',
      // Private: the page must wait for the session before asking, or its author gets a 404.
      visibility: 'private',
    });
    await page.goto(`/snippets/${snippet.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Greet the ${word}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`greet-the-${word}.js`);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toastCard(page, 'Copied!')).toContainText(`Snippet "Greet the ${word}" copied to clipboard.`);
    expect(
      await page.evaluate(() => (window as unknown as { realClipboard: Clipboard }).realClipboard.readText()),
    ).toBe('console.log("hello");\n');

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Snippet' });
    await edit.getByLabel('Title').fill(`Greet every ${word}`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Greet every ${word}` })).toBeVisible();

    // The playground opens with the snippet's code and language, carried in the link itself.
    await page.getByRole('link', { name: 'Open in Playground' }).click();
    await expect(page).toHaveURL(/\/playground#code=/);
    await expect(page.getByLabel('Language')).toHaveValue('javascript');
    await expect(page.locator('.cm-content')).toContainText('console.log("hello");');
    await page.goBack();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this snippet?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Greet every ${word}` })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Snippet' }).click();
    await expect(page).toHaveURL(/\/snippets$/);
    expect((await page.request.get(`/api/snippets/${snippet.slug}`)).status()).toBe(404);
  });
});
