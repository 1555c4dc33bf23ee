import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { registerAndSignIn } from './helpers/auth';

// One signed-in page for the whole file: the Python interpreter (seconds to start) loads once.
test.describe.configure({ mode: 'serial' });

let page: Page;
const consoleErrors: string[] = [];

/** Opens a program through Upload, as a learner opens a local file; the extension picks the language. */
async function upload(name: string, code: string): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect(page.locator('.cm-content')).toContainText(code.split('\n')[0]!.trim());
}

async function addTestCase(name: string, input: string, expectedOutput: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Test Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add test case' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Input').fill(input);
  await dialog.getByLabel('Expected output').fill(expectedOutput);
  await dialog.getByRole('button', { name: 'Add test case' }).click();
  await expect(dialog).toBeHidden();
}

function testCase(name: string) {
  return page.getByTestId('test-case').filter({ hasText: name });
}

async function run(): Promise<void> {
  await page.evaluate(() => (window as unknown as ToastLog).__toasts.splice(0));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible({ timeout: 60_000 });
}

interface ToastLog {
  __toasts: string[];
}

/** Every toast the page announced since the last run; a toast lasts 5 s, so a slow machine may miss it on screen. */
async function expectToast(title: string, description: string): Promise<void> {
  await expect
    .poll(async () => {
      const seen = await page.evaluate(() => (window as unknown as ToastLog).__toasts);
      return seen.some((text) => text.includes(title) && text.includes(description));
    })
    .toBe(true);
}

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  // Everything the playground needs comes from our origin: other origins are refused outright.
  const origin = new URL(baseURL!).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  // Records each toast as it appears (title and description, as the toast area announces them).
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as ToastLog).__toasts = log;
    new MutationObserver(() => {
      for (const node of Array.from(document.querySelectorAll('li[data-state="open"]'))) {
        const text = node.textContent ?? '';
        if (log.at(-1) !== text) log.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      consoleErrors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  await registerAndSignIn(page);
  await page.goto('/playground');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
});

test.afterAll(async () => {
  expect(consoleErrors, 'console errors and warnings on the playground page').toEqual([]);
  await page.context().close();
});

test('Python: a passing and a failing case, a runaway loop and a memory bomb end, and the next run works', async () => {
  test.setTimeout(120_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Code Playground' })).toBeVisible();
  // One upload control for everyone: the file input behind the button is hidden from screen readers too.
  await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(1);
  await upload('sum.py', 'print(sum(int(x) for x in input().split()))\n');
  await addTestCase('Off by one', '2 2', '5');
  await run();
  // Toasts last 5 s, so each is checked as soon as its run ends.
  await expectToast('Execution Warning', 'Some tests failed.');
  await expect(testCase('Adds small numbers')).toContainText('Passed');
  await expect(testCase('Off by one')).toContainText('Failed');
  await expect(testCase('Off by one').getByText('Expected output')).toBeVisible();
  await expect(testCase('Off by one').locator('pre').nth(1)).toHaveText('4\n');

  await upload('loop.py', 'while True: pass\n');
  await page.getByRole('button', { name: 'Delete Handles negative numbers' }).click();
  await page.getByRole('button', { name: 'Delete Off by one' }).click();
  await run();
  await expect(testCase('Adds small numbers')).toContainText('Timed out');
  await expect(page.getByTestId('console-output')).toContainText('ran longer than the 5 s limit');

  await upload('bomb.py', 'numbers = [0] * 2**30\n');
  await run();
  await expect(testCase('Adds small numbers')).toContainText('Error');
  await expect(page.getByTestId('console-output')).toContainText(
    'Out of memory: the program needed more than the memory the browser gives Python and was stopped.',
  );

  await upload('sum.py', 'print(sum(int(x) for x in input().split()))\n');
  await run();
  await expectToast('Execution Successful', 'All tests passed!');
  await expect(testCase('Adds small numbers')).toContainText('Passed');

  // Axe judges what is on screen; the pointer resting on Run would show its hover colour.
  expect(await axeViolations(page, { atRest: true })).toEqual([]);
});

test('after a run stops with an error, AI Tips explains that error from the code', async () => {
  await upload('greet.py', 'name = input()\nprint("Hello, " + nme)\n');
  await run();
  await expect(testCase('Adds small numbers')).toContainText('Error');
  await page.getByRole('tab', { name: 'AI Tips' }).click();
  await page.getByRole('button', { name: 'Explain the error' }).click();
  const panel = page.getByRole('tabpanel', { name: 'AI Tips' });
  await expect(panel).toContainText('Line 2 uses nme, and nothing defines nme, but name (line 1) is close: a typo?');

  // A clean run brings the tips question back (a run shows the console again).
  await upload('sum.py', 'print(sum(int(x) for x in input().split()))\n');
  await run();
  await expect(testCase('Adds small numbers')).toContainText('Passed');
  await page.getByRole('tab', { name: 'AI Tips' }).click();
  await expect(panel.getByRole('button', { name: /^(Get AI tips|Ask again)$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Console Output' }).click();
});

test('JavaScript runs with input(), cannot reach storage, cookies or our API, and survives a memory bomb', async () => {
  await page.getByLabel('Language').selectOption('javascript');
  // A language change resets every case to pending.
  await expect(testCase('Adds small numbers')).toContainText('Pending');
  await page.evaluate(() => {
    localStorage.setItem('playground-secret', 'do-not-leak');
    document.cookie = 'playground_secret=do-not-leak; path=/';
  });
  await upload(
    'probe.js',
    [
      'const seen = [typeof localStorage, typeof document, typeof fetch, typeof XMLHttpRequest, typeof self, typeof importScripts];',
      'console.log(seen.join(" "));',
      'console.log(Number(input()) * 2);',
      'localStorage.getItem("playground-secret");',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Edit Adds small numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit test case' });
  await dialog.getByLabel('Input').fill('21');
  await dialog.getByLabel('Expected output').fill('undefined undefined undefined undefined undefined undefined\n42');
  await dialog.getByRole('button', { name: 'Save test case' }).click();
  await run();
  const probe = testCase('Adds small numbers');
  await expect(probe).toContainText('Error');
  await expect(probe.locator('pre').nth(1)).toHaveText(
    'undefined undefined undefined undefined undefined undefined\n42\n',
  );
  await expect(probe).toContainText("ReferenceError: 'localStorage' is not defined");
  expect(JSON.stringify(await page.getByTestId('console-output').textContent())).not.toContain('do-not-leak');

  // An array that grows forever meets the memory limit; the next run works without a reload.
  await upload('grow.js', 'const numbers = [];\nfor (;;) numbers.push(numbers.length);');
  await run();
  await expect(probe).toContainText('Error');
  await expect(page.getByTestId('console-output')).toContainText(
    'Out of memory: the program needed more than the 32 MB memory limit and was stopped.',
  );
  await upload(
    'again.js',
    'console.log(Array(6).fill(typeof localStorage).join(" "));\nconsole.log(Number(input()) * 2);',
  );
  await run();
  await expect(probe).toContainText('Passed');
});

test('Java compiles and runs on the server; Save, My programs and the short share link reopen it', async () => {
  test.setTimeout(60_000);
  await upload(
    'Main.java',
    [
      'import java.util.Scanner;',
      'public class Main {',
      '  public static void main(String[] args) {',
      '    Scanner in = new Scanner(System.in);',
      '    long total = 0;',
      '    while (in.hasNextLong()) total += in.nextLong();',
      '    System.out.println(total);',
      '  }',
      '}',
    ].join('\n'),
  );
  await expect(page.getByLabel('Language')).toHaveValue('java');
  await expect(testCase('Adds small numbers')).toContainText('Pending');
  await addTestCase('Wrong on purpose', '1 1', '3');
  await page.getByRole('button', { name: 'Edit Adds small numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit test case' });
  await dialog.getByLabel('Input').fill('1 2 3');
  await dialog.getByLabel('Expected output').fill('6');
  await dialog.getByRole('button', { name: 'Save test case' }).click();
  await run();
  await expect(testCase('Adds small numbers')).toContainText('Passed');
  await expect(testCase('Wrong on purpose')).toContainText('Failed');
  await expect(testCase('Wrong on purpose').locator('pre').nth(1)).toHaveText('2\n');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save program' });
  await save.getByLabel('Title').fill('Sum in Java');
  await save.getByRole('button', { name: 'Save' }).click();
  await expectToast('Program saved', '“Sum in Java” is in My programs.');

  await page.getByRole('button', { name: 'Share' }).click();
  const shareLink = page.getByRole('textbox', { name: 'Share link' });
  const link = await shareLink.inputValue();
  expect(link).toMatch(/\/playground\/p\/[\w-]{10}$/);
  // The box is in the page before the dialog's effects run; once it has the focus the dialog also
  // listens for Escape (an Escape pressed earlier was lost under load, and the dialog stayed open).
  await expect(shareLink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Share this program' })).toBeHidden();

  await page.getByRole('button', { name: 'My programs' }).click();
  await expect(page.getByRole('dialog', { name: 'My programs' }).getByText('Sum in Java')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(link);
  await expect(page.getByLabel('Language')).toHaveValue('java');
  await expect(page.locator('.cm-content')).toContainText('while (in.hasNextLong()) total += in.nextLong();');
  await expect(testCase('Wrong on purpose')).toContainText('Pending');
  await expect(page.getByText('Editing your saved program “Sum in Java”.')).toBeVisible();
});

test('an unsaved program shares as a link that carries its code and tests', async () => {
  await page.goto('/playground');
  await page.getByLabel('Language').selectOption('javascript');
  await addTestCase('Greets', 'Ada', 'Hello, Ada');
  await upload('hello.js', 'console.log("Hello, " + input());');
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toContain('/playground#code=');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await page.goto(link);
  await expect(page.getByLabel('Language')).toHaveValue('javascript');
  await expect(page.locator('.cm-content')).toContainText('console.log("Hello, " + input());');
  await run();
  await expect(testCase('Greets')).toContainText('Passed');
});
