import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerAndSignIn } from './helpers/auth';
import { toastCard } from './helpers/toast';

// Issue #35: the playground's runners and the controls around them. One signed-in page, so
// Python loads once.
test.describe.configure({ mode: 'serial' });

const SNIPPETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/seed/snippets');
/**
 * Snippets the browser runners cannot run, and what they end with: a socket server or fetch (no
 * browser sandbox gives a program the network), and URL, which QuickJS lacks (not done yet).
 */
const CANNOT_RUN: Record<string, RegExp> = {
  'python/json_http_api.py': /Error/,
  // Its fetch fails inside an async function; QuickJS's runner does not report an unhandled
  // rejection yet, so the run prints nothing.
  'javascript/fetch-json-with-timeout.js': /\(the program printed nothing\)|'fetch' is not defined/,
  'javascript/url-query-params.js': /'URL' is not defined/,
  // Cookbook answers written for Node.js or a full browser: QuickJS has no Node modules, no Intl
  // and no structuredClone, and Pyodide cannot open a listening socket.
  'javascript/file-basics.js': /could not load module 'node:fs\/promises'|Error/,
  'javascript/unit-tests.js': /could not load module 'node:assert\/strict'|Error/,
  'javascript/date-basics.js': /'Intl' is not defined/,
  'javascript/json-basics.js': /'structuredClone' is not defined/,
  'javascript/string-basics.js': /not a function/,
  'python/http_get_json.py': /OSError/,
};

let page: Page;

const runButton = () => page.getByRole('button', { name: 'Run', exact: true });
const consoleOutput = () => page.getByTestId('console-output');

async function upload(name: string, code: string): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect(page.locator('.cm-content')).toContainText(
    code
      .split('\n')
      .find((line) => line.trim())!
      .trim(),
  );
}

async function run(): Promise<string> {
  await runButton().click();
  await expect(runButton()).toBeVisible({ timeout: 60_000 });
  return (await consoleOutput().textContent()) ?? '';
}

async function deleteAllCases(): Promise<void> {
  const remove = page.getByRole('button', { name: /^Delete / });
  for (let left = await remove.count(); left > 0; left -= 1) {
    await remove.first().click();
    await expect(page.getByTestId('test-case')).toHaveCount(left - 1);
  }
  await expect(page.getByTestId('test-case')).toHaveCount(0);
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await registerAndSignIn(page);
  await page.goto('/playground');
});

test.afterAll(async () => {
  await page.close();
});

test('Python shows a progress bar with what is loading until it is ready', async () => {
  await expect(page.getByRole('progressbar', { name: 'Loading Python' })).toBeVisible();
  await expect(page.getByTestId('python-status')).toContainText(/Downloading the Python interpreter|Starting Python/);
  await expect(page.getByTestId('python-status')).toHaveText('Python is ready.', { timeout: 60_000 });
});

test('after a test times out, the remaining tests are not run', async () => {
  test.setTimeout(60_000);
  await upload('loop.py', 'while True:\n    pass\n');
  await page.getByRole('button', { name: 'Add Test Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add test case' });
  await dialog.getByLabel('Name').fill('Third');
  await dialog.getByLabel('Input').fill('1');
  await dialog.getByLabel('Expected output').fill('1');
  await dialog.getByRole('button', { name: 'Add test case' }).click();
  await expect(page.getByTestId('test-case')).toHaveCount(3);
  const output = await run();
  await expect(page.getByTestId('test-case').nth(0)).toContainText('Timed out');
  await expect(page.getByTestId('test-case').nth(1)).toContainText('Error');
  await expect(page.getByTestId('test-case').nth(2)).toContainText('Error');
  expect(output).toContain('Not run: “Adds small numbers” ran out of time first.');
});

test('without test cases, input() reads the Standard input box', async () => {
  await deleteAllCases();
  await upload('greet.py', 'name = input()\nage = int(input())\nprint(f"{name} is {age + 1} next year")\n');
  await page.getByLabel('Standard input').fill('Ada\n36\n');
  expect(await run()).toContain('Ada is 37 next year');
  // No test ran, so none "passed": the toast says how the program ended.
  await expect(toastCard(page, 'Execution Successful')).toContainText('The program ran to its end.');
  await expect(page.getByText('All tests passed!')).toHaveCount(0);
  await page.getByLabel('Language').selectOption('javascript');
  await upload('greet.js', 'const name = input();\nconsole.log(`hello ${name}`);\n');
  expect(await run()).toContain('hello Ada');
});

test('each language keeps its own code when switching', async () => {
  await page.getByLabel('Language').selectOption('python');
  await expect(page.locator('.cm-content')).toContainText('name = input()');
  await page.getByLabel('Language').selectOption('java');
  await expect(page.locator('.cm-content')).toContainText('public class Main');
  await page.getByLabel('Language').selectOption('javascript');
  await expect(page.locator('.cm-content')).toContainText('console.log(`hello ${name}`)');
});

test('JavaScript has timers and queueMicrotask within the time limit', async () => {
  await upload(
    'timers.js',
    [
      'const order = [];',
      'queueMicrotask(() => order.push("micro"));',
      'setTimeout(() => order.push("late"), 30);',
      'const early = setTimeout(() => order.push("never"), 10);',
      'clearTimeout(early);',
      'let ticks = 0;',
      'const interval = setInterval(() => { ticks += 1; if (ticks === 3) { clearInterval(interval); console.log(order.join(" "), ticks); } }, 15);',
    ].join('\n'),
  );
  expect(await run()).toContain('micro late 3');
  await upload('forever.js', 'setInterval(() => {}, 100);\n');
  expect(await run()).toContain('ran longer than the 5 s limit');
});

test('every seeded JavaScript and Python snippet runs in the playground without error', async () => {
  test.setTimeout(120_000);
  await deleteAllCases();
  for (const language of ['python', 'javascript'] as const) {
    await page.getByLabel('Language').selectOption(language);
    for (const file of fs.readdirSync(path.join(SNIPPETS, language)).sort()) {
      const name = `${language}/${file}`;
      const code = fs.readFileSync(path.join(SNIPPETS, name), 'utf8');
      await upload(file, code);
      const output = await run();
      const known = CANNOT_RUN[name];
      if (known) {
        expect(output, name).toMatch(known);
        continue;
      }
      expect(output, name).not.toMatch(/Error|Traceback|ran longer/);
      expect(output, name).not.toBe('(the program printed nothing)');
    }
  }
});

test('Stop on a Java run prints "Stopped." as the other languages do', async () => {
  test.setTimeout(60_000);
  await page.getByLabel('Language').selectOption('java');
  await upload(
    'Main.java',
    'public class Main {\n  public static void main(String[] args) {\n    while (true) {}\n  }\n}\n',
  );
  await runButton().click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(runButton()).toBeVisible();
  await expect(consoleOutput()).toHaveText('Stopped.');
});
