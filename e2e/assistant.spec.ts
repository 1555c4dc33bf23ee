import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerAndSignIn } from './helpers/auth';
import { createProjectWithFile, editorContent } from './helpers/projects';
import { expect, test } from './fixtures';

const BUBBLE_SORT = [
  'def bubble_sort(items):',
  '    n = len(items)',
  '    for i in range(n):',
  '        for j in range(n - i - 1):',
  '            if items[j] > items[j + 1]:',
  '                items[j], items[j + 1] = items[j + 1], items[j]',
  '    return items',
  '',
].join('\n');

test.describe('the offline assistant in the editor', () => {
  test('answers a complexity question with O(n²) first and writes a pytest module that passes', async ({ page }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Sorting', language: 'python' },
      { filename: 'sort.py', content: BUBBLE_SORT },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    const input = panel.getByPlaceholder('Ask a question...');
    const replies = panel.getByRole('article', { name: 'Assistant reply' });

    await input.fill('What is the time complexity of my bubble_sort?');
    await input.press('Enter');
    const complexity = replies.first();
    await expect(complexity).toHaveAttribute('data-status', 'complete');
    await expect(complexity.locator('p').first()).toContainText('O(n²)');
    await expect(complexity).toContainText('line 4');
    await expect(complexity).not.toContainText('AI_PROVIDER');
    await expect(complexity.getByRole('link', { name: /offline assistant/i })).toBeVisible();

    await input.fill('write tests for bubble_sort');
    await input.press('Enter');
    const tests = replies.nth(1);
    await expect(tests).toHaveAttribute('data-status', 'complete');
    await expect(tests.locator('p').first()).toContainText('pytest');
    const testModule = await tests.locator('pre code').first().innerText();
    expect(testModule).toContain('from sort import bubble_sort');

    // The module runs: pytest collects and passes it next to the file it tests.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hammurabi-e2e-pytest-'));
    try {
      fs.writeFileSync(path.join(work, 'sort.py'), BUBBLE_SORT);
      fs.writeFileSync(path.join(work, 'test_sort.py'), testModule);
      const output = execFileSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'test_sort.py'], {
        cwd: work,
        encoding: 'utf8',
      });
      expect(output).toMatch(/3 passed/);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  test('line references in an answer move the editor to that line, in the panel and from AI Chat', async ({ page }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Sorting lines', language: 'python' },
      { filename: 'sort.py', content: BUBBLE_SORT },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    const input = panel.getByPlaceholder('Ask a question...');
    await input.fill('What is the time complexity of bubble_sort?');
    await input.press('Enter');
    const reply = panel.getByRole('article', { name: 'Assistant reply' }).first();
    await expect(reply).toHaveAttribute('data-status', 'complete');

    await editorContent(page).locator('.cm-line').first().click();
    await reply.getByRole('link', { name: 'line 4', exact: true }).first().click();
    await expect(editorContent(page).locator('.cm-activeLine')).toHaveText('        for j in range(n - i - 1):');

    // The stored answer keeps its links: in AI Chat they open the editor at the line.
    await panel.getByRole('link', { name: 'Open this conversation in AI Chat' }).click();
    await expect(page).toHaveURL(/\/chat\?conversation=/);
    const chatReply = page.getByRole('article', { name: 'Assistant reply' }).first();
    await chatReply.getByRole('link', { name: 'line 3', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/code/${file!.id}#L3$`));
    await expect(editorContent(page).locator('.cm-activeLine')).toHaveText('    for i in range(n):');
  });
});
