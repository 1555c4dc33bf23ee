import { expect, test } from './fixtures';
import { registerAndSignIn } from './helpers/auth';
import { createProjectWithFile, editorContent } from './helpers/projects';

const LONG_LINE = `const message = '${'a long string that runs well past the edge of the code column '.repeat(4)}';`;

test.describe('editor layout', () => {
  test('at 1366 px one side panel at a time leaves the code at least 60% of the width; lines can wrap', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Wide Code' },
      { filename: 'wide.js', content: LONG_LINE },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await expect(editorContent(page)).toContainText('a long string');
    const codeWidth = async () => (await page.locator('.cm-editor').boundingBox())!.width;

    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const assistant = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(assistant).toBeVisible();
    expect(await codeWidth()).toBeGreaterThanOrEqual(0.6 * 1366);

    // Opening the reviews closes the assistant, and the other way round.
    await page.getByRole('button', { name: 'View Reviews' }).click();
    const reviews = page.getByRole('complementary', { name: 'Code Reviews' });
    await expect(reviews).toBeVisible();
    await expect(assistant).toHaveCount(0);
    expect(await codeWidth()).toBeGreaterThanOrEqual(0.6 * 1366);
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    await expect(assistant).toBeVisible();
    await expect(reviews).toHaveCount(0);

    // The assistant reads its stored history 50 at a time, counted back from the newest message.
    const history = page.waitForRequest(/\/api\/ai\/conversations\/[0-9a-f-]+\/messages\?/);
    await assistant.getByPlaceholder('Ask a question...').fill('What does this line hold?');
    await assistant.getByPlaceholder('Ask a question...').press('Enter');
    expect(new URL((await history).url()).search).toBe('?limit=50&offset=0&from=newest');
    await expect(assistant.getByRole('article', { name: 'Assistant reply' })).toHaveAttribute(
      'data-status',
      'complete',
    );

    // Soft wrap: the long line fits the column instead of scrolling sideways, and the choice is kept.
    const scroller = page.locator('.cm-scroller');
    const overflows = () => scroller.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(await overflows()).toBe(true);
    const wrapToggle = page.getByRole('button', { name: 'Wrap lines' });
    await wrapToggle.click();
    await expect(wrapToggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(overflows).toBe(false);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Wrap lines' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(overflows).toBe(false);
  });

  test('on a phone the assistant covers the screen with its own close button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(page, { title: 'Phone Code' }, { filename: 'Makefile' });
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await expect(page.locator('.cm-placeholder')).toHaveText('Start coding in Makefile...');

    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const assistant = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(assistant).toBeVisible();
    const box = (await assistant.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // Its header is on top, not under the sticky site header.
    const close = assistant.getByRole('button', { name: 'Close AI Assistant' });
    await close.click({ trial: true });
    await close.click();
    await expect(assistant).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'AI Assistant' })).toBeFocused();
  });
});
