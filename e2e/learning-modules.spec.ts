import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerAndSignIn } from './helpers/auth';
import { scaled } from './helpers/slowness';

/** A learner's own solution of "Sum a list of numbers", different from ours. */
const OWN_SOLUTION =
  "const numbers = (input() ?? '').split(' ').filter((part) => part !== '').map(Number);\nlet total = 0;\nfor (const value of numbers) total += value;\nconsole.log(total);\n";

async function replaceCode(page: Page, code: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

test('a module reads like its lesson: headings, code blocks with a background, and a walkthrough called so', async ({
  page,
}) => {
  await page.goto('/learning');
  await expect(page.getByText('the server runs every test of a submission and judges it')).toBeVisible();
  await expect(page.getByText('checked in your browser')).toHaveCount(0);

  // Opened directly, with no other screen having loaded the Markdown styles first.
  await page.goto('/learning/beginner/beginner-first-program');
  await expect(page.getByRole('heading', { level: 1, name: 'Your first program' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByText('Walkthrough', { exact: true })).toBeVisible();
  await expect(main).not.toContainText(/video/i);
  const sizes = await main.locator('.markdown').evaluate((prose) => {
    const size = (selector: string) => parseFloat(getComputedStyle(prose.querySelector(selector)!).fontSize);
    return { h2: size('h2'), p: size('p') };
  });
  expect(sizes.h2).toBeGreaterThanOrEqual(sizes.p * 1.4);
  const codeBackground = await main
    .locator('.markdown pre')
    .first()
    .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  expect(codeBackground).not.toBe('rgba(0, 0, 0, 0)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the verdict comes into view and takes focus; once solved, our solution shows beside yours', async ({
    page,
  }) => {
    test.setTimeout(scaled(120_000));
    await registerAndSignIn(page);
    await page.goto('/learning/intermediate');
    const sum = page.getByRole('list', { name: 'Modules' }).getByRole('listitem').filter({ hasText: 'Sum a list' });
    await expect(sum).toContainText('JavaScript');
    await expect(sum).toContainText('Difficulty: Intermediate');

    await page.goto('/learning/intermediate/intermediate-exercise-sum');
    await expect(page.getByRole('heading', { level: 1, name: 'Exercise: Sum a list of numbers' })).toBeVisible();
    await replaceCode(page, 'console.log(0);\n');
    await page.getByRole('button', { name: 'Submit' }).click();
    const failed = page.getByRole('status').filter({ hasText: 'Not solved yet' });
    await expect(failed).toBeVisible({ timeout: scaled(60_000) });
    await expect(failed).toBeInViewport();
    await expect(failed).toBeFocused();
    await expect(page.getByRole('button', { name: 'Compare with our solution' })).toHaveCount(0);

    await replaceCode(page, OWN_SOLUTION);
    // Run tests: the visible tests in the browser's runner, at once.
    await page.getByRole('button', { name: 'Run tests' }).click();
    const results = page.getByRole('list', { name: 'Test results' });
    await expect(results.getByText('Passed', { exact: true })).toHaveCount(2, { timeout: scaled(30_000) });
    await page.getByRole('button', { name: 'Submit' }).click();
    const solved = page.getByRole('status').filter({ hasText: 'Exercise solved!' });
    await expect(solved).toBeVisible({ timeout: scaled(60_000) });
    await expect(solved).toBeInViewport();
    await expect(solved).toBeFocused();

    await page.getByRole('button', { name: 'Compare with our solution' }).click();
    const comparison = page.getByRole('region', { name: 'Your solution and ours' });
    await expect(comparison.getByRole('figure', { name: 'Your accepted solution' })).toContainText(
      'for (const value of numbers) total += value;',
    );
    await expect(comparison.getByRole('figure', { name: 'Our solution (JavaScript)' })).toContainText(
      'numbers.reduce((sum, value) => sum + value, 0)',
    );
    await page.getByRole('button', { name: 'Hide our solution' }).click();
    await expect(comparison).toHaveCount(0);
  });
});
