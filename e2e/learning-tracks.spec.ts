import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerAndSignIn } from './helpers/auth';

const JAVA_SOLUTION = [
  'import java.util.Scanner;',
  'public class Main {',
  '    public static void main(String[] args) {',
  '        Scanner scanner = new Scanner(System.in);',
  '        String visitor = scanner.nextLine();',
  '        System.out.println("Welcome, " + visitor + ".");',
  '    }',
  '}',
  '',
].join('\n');

async function replaceCode(page: Page, code: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

test('the language filter shows a track, and a Java exercise runs and is judged on the server', async ({ page }) => {
  // Java compiles in the sandbox twice (Run tests, then Submit) on a shared machine.
  test.setTimeout(120_000);
  await registerAndSignIn(page);
  await page.goto('/learning?language=java');
  const cards = page.getByRole('list', { name: 'Learning paths' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Java Track' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Python Track' })).toBeHidden();
  await expect(page.getByLabel('Language')).toHaveValue('java');
  await page.getByLabel('Language').selectOption('python');
  await expect(page).toHaveURL(/language=python/);
  await expect(cards.filter({ hasText: 'Python Track' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Java Track' })).toBeHidden();

  await page.goto('/learning/java-track/java-welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise: Welcome a visitor' })).toBeVisible();
  await expect(page.getByText('Beginner · 2 visible and 2 hidden tests')).toBeVisible();
  const results = page.getByRole('list', { name: 'Test results' });
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(results.getByText('Failed', { exact: true })).toHaveCount(2, { timeout: 60_000 });

  await replaceCode(page, JAVA_SOLUTION);
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(results.getByText('Passed', { exact: true })).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Exercise solved!')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('4 of 4 tests passed (hidden tests included).')).toBeVisible();
});

test("an exercise's law feedback links to the lesson that teaches the law", async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndSignIn(page);
  await page.goto('/learning/javascript-track/js-double');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise: Double it' })).toBeVisible();
  await replaceCode(page, 'let n = Number(input());\nconsole.log(n * 2);\n');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Not solved yet')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('4 of 4 tests passed (hidden tests included).')).toBeVisible();
  await page.getByRole('link', { name: 'Lesson for HB002' }).first().click();
  await expect(page).toHaveURL(/\/learning\/review-lessons\/lesson-naming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Law of Explicit Naming (HB002)' })).toBeVisible();
});

test("the IDE's violations and the editor's marks link to the lesson of their law", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/hammurabi-ide');
  await page.getByRole('button', { name: 'Run' }).click();
  const violationsTab = page.getByRole('tab', { name: /^Violations \((\d+)\)$/ });
  await expect(violationsTab).not.toHaveText('Violations (0)');
  // A lint mark's tooltip carries the lesson too.
  await page.locator('.cm-lintRange').first().hover();
  await expect(page.locator('.cm-tooltip-lint').getByRole('link', { name: 'Open the lesson' }).first()).toHaveAttribute(
    'href',
    /^\/learning\/review-lessons\/lesson-/,
  );
  await violationsTab.click();
  const violations = page.getByRole('list', { name: 'Violations' });
  await violations.getByRole('link', { name: 'Lesson for HB001' }).first().click();
  await expect(page).toHaveURL(/\/learning\/review-lessons\/lesson-brevity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Law of Brevity (HB001)' })).toBeVisible();
});
