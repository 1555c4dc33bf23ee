import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile } from './helpers/projects';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the right edge of the screen (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('on a phone, long titles, words and lines of code stay inside the screen', async ({ page }) => {
  await registerAndSignIn(page);
  const line = `const result = compute(${Array.from({ length: 14 }, (_, index) => `argument_${index}`).join(', ')});`;
  const word = `phone${randomBytes(3).toString('hex')}`;
  const title = `A project whose title goes on well past the width of a phone ${word}`;
  const { project, file } = await createProjectWithFile(
    page,
    { title, description: `${'Unbrokenwordthatislongerthanaphonescreenisewide'.repeat(2)} and more.` },
    { filename: 'main.js', content: `${line}\n` },
  );
  const snippet = await api<{ slug: string }>(page, 'POST', '/snippets', {
    title: `Long line ${word}`,
    description: 'Unbrokenwordthatislongerthanaphonescreenisewide'.repeat(2),
    code: `${line}\n`,
    language: 'javascript',
    category: 'Web Dev',
    visibility: 'public',
  });

  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    ['/dashboard', (at) => expect(at.getByText(title)).toBeVisible()],
    ['/projects', (at) => expect(at.getByText(title)).toBeVisible()],
    [`/projects/${project.id}`, (at) => expect(at.getByRole('heading', { level: 1, name: title })).toBeVisible()],
    [
      `/projects/${project.id}/code/${file!.id}`,
      (at) => expect(at.locator('.cm-content')).toContainText('argument_13'),
    ],
    [`/snippets/${snippet.slug}`, (at) => expect(at.locator('main pre')).toContainText('argument_13')],
    ['/snippets', (at) => expect(at.getByText(`Long line ${word}`)).toBeVisible()],
  ];
  for (const [path, loaded] of screens) {
    await page.goto(path);
    await loaded(page);
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
});
