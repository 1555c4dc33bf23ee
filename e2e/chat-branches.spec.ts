import type { Page } from '@playwright/test';
import { registerAndSignIn } from './helpers/auth';
import { axeViolations } from './helpers/axe';
import { createProjectWithFile } from './helpers/projects';
import { toastCard } from './helpers/toast';
import { expect, test } from './fixtures';

const SORT_PY = [
  'def bubble_sort(items):',
  '    for i in range(len(items)):',
  '        pass',
  '    return items',
  '',
].join('\n');

const messagesPane = (page: Page) => page.getByRole('log', { name: 'Messages' });
const questions = (page: Page) => messagesPane(page).getByRole('article', { name: 'Your message' });
const replies = (page: Page) => messagesPane(page).getByRole('article', { name: 'Assistant reply' });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  await box.press('Enter');
  // The reply is stored and the composer is free again.
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(box).toBeEnabled();
}

test.describe('AI chat: versions, files, search and export', () => {
  test('edit a question, switch back to the first version, and regenerate its answer', async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto('/chat');
    await send(page, 'What is HB001?');
    await expect(replies(page)).toHaveCount(1);

    await questions(page).first().getByRole('button', { name: 'Edit message' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit your message' });
    await expect(editor).toBeFocused();
    // Esc leaves the question as it was.
    await editor.press('Escape');
    await expect(editor).toBeHidden();
    await questions(page).first().getByRole('button', { name: 'Edit message' }).click();
    await editor.fill('What is HB002?');
    await editor.press('Enter');
    await expect(questions(page).first()).toContainText('What is HB002?');
    const versions = questions(page).first().getByRole('group', { name: 'Versions' });
    await expect(versions).toContainText('Version 2 of 2');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await versions.getByRole('button', { name: 'Previous version' }).click();
    await expect(questions(page).first()).toContainText('What is HB001?');
    await expect(versions).toContainText('Version 1 of 2');
    await expect(replies(page)).toHaveCount(1);

    await replies(page).first().getByRole('button', { name: 'Regenerate answer' }).click();
    const replyVersions = replies(page).first().getByRole('group', { name: 'Versions' });
    await expect(replyVersions).toContainText('Version 2 of 2');
    await expect(questions(page).first()).toContainText('What is HB001?');
    await replyVersions.getByRole('button', { name: 'Previous version' }).focus();
    await page.keyboard.press('Enter');
    await expect(replyVersions).toContainText('Version 1 of 2');

    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test('attach a project file, find the conversation by an identifier, and export it', async ({ page }) => {
    await registerAndSignIn(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await createProjectWithFile(
      page,
      { title: 'Sorting', language: 'python' },
      { filename: 'sort.py', content: SORT_PY },
    );
    await page.goto('/chat');

    await page.getByRole('button', { name: 'Attach project files' }).click();
    const picker = page.getByRole('dialog', { name: 'Attach project files' });
    await picker.getByRole('searchbox', { name: 'Search files by name' }).fill('sort');
    await picker.getByRole('button', { name: /sort\.py/ }).click();
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('sort.py');
    await send(page, 'Explain this code');
    await expect(replies(page).first()).toContainText('bubble_sort');
    await expect(questions(page).first().getByRole('list', { name: 'Attached files' })).toContainText('sort.pyv1');
    const firstUrl = new URL(page.url());

    await page.getByRole('button', { name: 'New Chat' }).click();
    await send(page, 'Hello');
    await page.getByRole('searchbox', { name: 'Search your conversations' }).fill('bubble_sort');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.locator('mark').first()).toHaveText('bubble_sort');
    await results.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`conversation=${firstUrl.searchParams.get('conversation')}.*message=`));
    await expect(messagesPane(page).locator('[data-message-id][tabindex="-1"]')).toBeFocused();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('explain-this-code.md');
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(toastCard(page, 'Copied')).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Explain this code\n/);
    expect(markdown).toContain('Files: `sort.py` (v1)');
    expect(markdown).toContain('bubble_sort');
  });
});
