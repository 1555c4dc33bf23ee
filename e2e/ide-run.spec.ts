import type { Page } from '@playwright/test';
import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile, type CreatedFile } from './helpers/projects';
import { expect, test } from './fixtures';
import { scaled } from './helpers/slowness';

// A run loads a runner (Python: the interpreter, several seconds on the shared machine) and the
// time-limit case waits out the 5 s limit.
test.describe.configure({ timeout: scaled(90_000) });

async function replaceEditorText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

function output(page: Page) {
  return page.getByRole('list', { name: 'Output' });
}

test('Run runs the sample main.js, with its import of utils.js, and shows what it printed', async ({ page }) => {
  await page.goto('/hammurabi-ide');
  await expect(page.locator('.cm-content')).toContainText('Entry point of the sample workspace');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText('Running main.js in the sandboxed JavaScript (QuickJS) runner');
  await expect(output(page)).toContainText('Order A-1001');
  await expect(output(page)).toContainText('2 x Notebook: $4.50');
  await expect(output(page)).toContainText('Total: $18.20');
  await expect(output(page)).toContainText(/Finished in \d+ ms\./);
  // The program ran in the runner's sandboxed frame, not in the page.
  await expect(page.locator('iframe[data-runner="javascript"]')).toHaveAttribute('sandbox', 'allow-scripts');

  // The score's parts say what they measure and how to raise them, opened from the keyboard.
  const score = page.getByRole('region', { name: /^Score/ });
  await expect(score.getByRole('list', { name: 'Ratings of main.js' })).toBeVisible();
  const justice = score.locator('summary', { hasText: 'Justice' });
  const measures = score.getByText(/^Security: whether the code treats every input and every user fairly/);
  await expect(measures).toBeHidden();
  await justice.focus();
  await page.keyboard.press('Enter');
  await expect(measures).toBeVisible();
  await expect(score.getByText(/^To raise it: Never run or concatenate input into code/)).toBeVisible();
});

test('an endless loop is stopped by the time limit, and Stop ends one at once', async ({ page }) => {
  await page.goto('/hammurabi-ide');
  await expect(page.locator('.cm-content')).toContainText('Entry point of the sample workspace');
  await replaceEditorText(page, "console.log('start');\nwhile (true) {}\n");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(output(page)).toContainText('Timed out: the program ran longer than the 5 s limit and was stopped.', {
    timeout: scaled(30_000),
  });
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();

  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(output(page).getByRole('listitem').last()).toContainText('Stopped.');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
});

test('a program error shows on stderr; an import outside the project is refused', async ({ page }) => {
  await page.goto('/hammurabi-ide');
  await expect(page.locator('.cm-content')).toContainText('Entry point of the sample workspace');
  await replaceEditorText(page, "import { pad } from 'left-pad';\nconsole.log(pad('x'));\n");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText(
    `Cannot import "left-pad": only the project's own files can be imported here`,
  );
  await expect(output(page)).toContainText(/Ended with an error after \d+ ms\./);
});

test('Output follows a long run to its last line', async ({ page }) => {
  await page.goto('/hammurabi-ide');
  await expect(page.locator('.cm-content')).toContainText('Entry point of the sample workspace');
  await replaceEditorText(page, "for (let line = 1; line <= 80; line += 1) console.log('line ' + line);\n");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText(/Finished in \d+ ms\./);
  await expect(output(page).getByText('line 80', { exact: true })).toBeVisible();
  // The Output box is scrolled to its end, so the last line shows without scrolling by hand.
  const atEnd = () =>
    output(page).evaluate((list) => {
      const box = list.closest('.overflow-auto');
      return (
        box !== null && box.scrollHeight > box.clientHeight && box.scrollTop + box.clientHeight >= box.scrollHeight - 2
      );
    });
  await expect.poll(atEnd).toBe(true);
});

test('a file the browser cannot run says why, and Run still checks it', async ({ page }) => {
  await page.goto('/hammurabi-ide');
  await page.getByRole('button', { name: 'config.json' }).click();
  const reason =
    "config.json (JSON) is checked against the laws but not run: only JavaScript and Python files run in the browser's sandbox.";
  await expect(page.getByRole('button', { name: 'Run' })).toHaveAccessibleDescription(reason);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText(/Checked \d+ lines?/);
  await expect(output(page)).toContainText(reason);
});

test("a project's Python file runs with the interpreter's load progress", async ({ page }) => {
  await registerAndSignIn(page);
  const { project } = await createProjectWithFile(page, { title: 'Python runs', language: 'python' });
  const file = await api<CreatedFile>(page, 'POST', `/projects/${project.id}/files`, {
    filename: 'hello.py',
    language: 'python',
    content: 'import sys\nprint(sum(range(10)))\nprint("to stderr", file=sys.stderr)\n',
  });
  await page.goto(`/hammurabi-ide?project=${project.id}&file=${file.id}`);
  await expect(page.locator('.cm-content')).toContainText('print(sum(range(10)))');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText('Running hello.py in the sandboxed Python (Pyodide) runner');
  await expect(page.getByTestId('python-status')).toBeVisible();
  await expect(output(page).getByText('45', { exact: true })).toBeVisible({ timeout: scaled(60_000) });
  await expect(output(page).getByText('to stderr', { exact: true })).toBeVisible();
  await expect(output(page)).toContainText(/Finished in \d+ ms\./);
});
