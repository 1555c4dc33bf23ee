import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile, editorContent, openFileAndEditBehindAnotherWriter } from './helpers/projects';
import { expect, test } from './fixtures';

const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';

test.describe('code editor', () => {
  test('Ctrl+S saves at once with the manual-save toast; /files/ redirects to /code/', async ({ page }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(page, { title: 'Keys' }, { filename: 'main.js' });
    await page.goto(`/projects/${project.id}/files/${file!.id}`);
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/code/${file!.id}$`));
    await expect(page.getByText('JavaScript', { exact: true })).toBeVisible();
    await expect(page.locator('.cm-placeholder')).toHaveText('Start coding in JavaScript...');
    await editorContent(page).click();
    await page.keyboard.type('const law = 1;');
    await page.keyboard.press(`${modifier}+s`);
    await expect(page.getByText('File saved successfully!', { exact: true })).toBeVisible();
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    const saved = await api<{ content: string; version: number }>(
      page,
      'GET',
      `/projects/${project.id}/files/${file!.id}`,
    );
    expect(saved).toMatchObject({ content: 'const law = 1;', version: 2 });
  });

  test.describe('missing file', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('"Error fetching file" leads back to the project', async ({ page }) => {
      await registerAndSignIn(page);
      const { project } = await createProjectWithFile(page, { title: 'Gone' });
      await page.goto(`/projects/${project.id}/code/00000000-0000-4000-8000-000000000000`);
      await expect(page.getByText('Error fetching file', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Gone' })).toBeVisible();
    });
  });

  test.describe('conflicts', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('a stale save from a second browser shows the conflict view and overwrites nothing', async ({
      page,
      browser,
    }) => {
      await registerAndSignIn(page);
      const { project, file } = await createProjectWithFile(
        page,
        { title: 'Shared' },
        { filename: 'a.js', content: 'start' },
      );
      const url = `/projects/${project.id}/code/${file!.id}`;
      const other = await browser.newContext({ storageState: await page.context().storageState() });
      const second = await other.newPage();
      await page.goto(url);
      await second.goto(url);
      await expect(editorContent(second)).toHaveText('start');

      await editorContent(page).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' first');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('save-status')).toHaveText('Saved');

      await editorContent(second).click();
      await second.keyboard.press('End');
      await second.keyboard.type(' second');
      await second.getByRole('button', { name: 'Save' }).click();
      const conflict = second.getByTestId('conflict-view');
      await expect(conflict).toBeVisible();
      await expect(second.getByTestId('save-status')).toHaveText('Conflict');
      await expect(conflict.getByRole('heading', { name: 'This file changed while you were editing' })).toBeVisible();
      await expect(conflict.getByRole('textbox', { name: 'Your version' })).toContainText('start second');
      await expect(conflict.getByRole('textbox', { name: 'Version on the server' })).toContainText('start first');
      const server = await api<{ content: string }>(page, 'GET', `/projects/${project.id}/files/${file!.id}`);
      expect(server.content).toBe('start first');

      await conflict.getByRole('button', { name: 'Keep mine and save' }).click();
      await expect(conflict).toBeHidden();
      await expect(second.getByTestId('save-status')).toHaveText('Saved');
      await expect(editorContent(second)).toBeVisible();
      await expect(editorContent(second)).toHaveText('start second');
      const after = await api<{ content: string; version: number }>(
        page,
        'GET',
        `/projects/${project.id}/files/${file!.id}`,
      );
      expect(after).toMatchObject({ content: 'start second', version: 3 });
      await other.close();
    });
  });

  test.describe('conflict copies', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('"Copy mine to a new file" keeps both versions', async ({ page }) => {
      await registerAndSignIn(page);
      const { project, file } = await openFileAndEditBehindAnotherWriter(page, 'Copies', 'src/a.js');
      await page.keyboard.press(`${modifier}+s`);
      const conflict = page.getByTestId('conflict-view');
      await conflict.getByRole('button', { name: 'Copy mine to a new file' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'src/a (my copy).js' })).toBeVisible();
      await expect(editorContent(page)).toHaveText('base mine');
      const original = await api<{ content: string }>(page, 'GET', `/projects/${project.id}/files/${file.id}`);
      expect(original.content).toBe('theirs');
    });
  });

  test.describe('offline', () => {
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/] });

    test('a save made offline retries and succeeds when the connection returns', async ({ page, context }) => {
      await registerAndSignIn(page);
      const { project, file } = await createProjectWithFile(page, { title: 'Offline' }, { filename: 'o.js' });
      await page.goto(`/projects/${project.id}/code/${file!.id}`);
      await expect(page.getByTestId('save-status')).toHaveText('Saved');
      await context.setOffline(true);
      await editorContent(page).click();
      await page.keyboard.type('typed offline');
      await expect(page.getByTestId('save-status')).toHaveText('Offline — will retry', { timeout: 6000 });
      await context.setOffline(false);
      await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
      const saved = await api<{ content: string }>(page, 'GET', `/projects/${project.id}/files/${file!.id}`);
      expect(saved.content).toBe('typed offline');
    });
  });

  test.describe('local draft', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test('edits that never reached the server are offered back after a reload', async ({ page }) => {
      await registerAndSignIn(page);
      const { project, file } = await createProjectWithFile(
        page,
        { title: 'Drafts' },
        { filename: 'd.js', content: 'saved text' },
      );
      await page.route('**/api/projects/*/files/*', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Down for a moment."}' })
          : route.continue(),
      );
      await page.goto(`/projects/${project.id}/code/${file!.id}`);
      await editorContent(page).click();
      await page.keyboard.press(`${modifier}+End`);
      await page.keyboard.type(' and unsaved');
      await expect(page.getByTestId('save-status')).toHaveText('Save failed — will retry', { timeout: 6000 });
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload();
      const banner = page.getByRole('region', { name: 'Unsaved changes found' });
      await expect(banner).toBeVisible();
      await expect(editorContent(page)).toHaveText('saved text');
      await page.unroute('**/api/projects/*/files/*');
      await banner.getByRole('button', { name: 'Restore changes' }).click();
      await expect(editorContent(page)).toHaveText('saved text and unsaved');
      await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 6000 });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);
      await expect(editorContent(page)).toHaveText('saved text and unsaved');
    });
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(page, { title: 'Leave' }, { filename: 'l.js' });
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await editorContent(page).click();
    await page.keyboard.type('x');
    await page.getByRole('link', { name: 'Back to Leave' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/\/code\//);
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 5000 });
    await page.getByRole('link', { name: 'Back to Leave' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  });

  test.describe('a large file', () => {
    // Jumping to the end of 10,000 estimated line heights, CodeMirror may measure more than five
    // times before the heights settle and then stops for that frame with this warning (seen once in
    // five full runs; codemirror/dev#1341); what the user sees and types is asserted below.
    test.use({ allowedConsoleErrors: [/^Measure loop restarted more than 5 times$/] });

    test('a 10,000-line file opens, renders only what is visible, and stays responsive', async ({ page }) => {
      await registerAndSignIn(page);
      const content = Array.from({ length: 10_000 }, (_, index) => `const line${index} = ${index}; // HB001`).join(
        '\n',
      );
      const { project, file } = await createProjectWithFile(page, { title: 'Big' }, { filename: 'big.js', content });
      await page.goto(`/projects/${project.id}/code/${file!.id}`);
      await expect(page.locator('.cm-line').first()).toHaveText('const line0 = 0; // HB001');
      expect(await page.locator('.cm-line').count()).toBeLessThan(300);
      await editorContent(page).click();
      await page.keyboard.press(`${modifier}+End`);
      await expect(page.locator('.cm-line', { hasText: 'const line9999 = 9999;' })).toBeVisible();
      // How fast typing is at this size is measured in bench/editor-typing.bench.mjs.
      await page.keyboard.type(' // end', { delay: 0 });
      await expect(page.locator('.cm-line', { hasText: '// HB001 // end' })).toBeVisible();
      await page.keyboard.press(`${modifier}+s`);
      await expect(page.getByText('File saved successfully!', { exact: true })).toBeVisible();
      const saved = await api<{ content: string }>(page, 'GET', `/projects/${project.id}/files/${file!.id}`);
      expect(saved.content.endsWith('const line9999 = 9999; // HB001 // end')).toBe(true);
    });
  });

  test('other people read a public project read-only', async ({ page, browser }) => {
    await registerAndSignIn(page);
    const title = `Open Laws ${Date.now()}`;
    const { project, file } = await createProjectWithFile(
      page,
      { title, visibility: 'public' },
      { filename: 'open.js', content: 'const open = true;' },
    );
    const otherContext = await browser.newContext();
    const reader = await otherContext.newPage();
    await registerAndSignIn(reader);
    await reader.goto('/projects?tab=explore');
    await reader.getByRole('link', { name: new RegExp(title) }).click();
    // The project page loads on demand; until it shows, the list (without these buttons) stays.
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'New File' })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await reader.getByRole('link', { name: 'open.js' }).click();
    await expect(reader).toHaveURL(new RegExp(`/projects/${project.id}/code/${file!.id}$`));
    await expect(reader.getByText('Read only')).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(editorContent(reader)).toHaveAttribute('contenteditable', 'false');
    await otherContext.close();
  });
});
