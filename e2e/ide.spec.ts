import type { Page } from '@playwright/test';
import { registerAndSignIn } from './helpers/auth';
import { axeViolations } from './helpers/axe';
import { createProjectWithFile, api, type CreatedFile } from './helpers/projects';
import { expect, test } from './fixtures';
import { scaled } from './helpers/slowness';

const BREVITY_MESSAGE = 'The file has 25 lines; the Strict profile allows 20.';
const JSDOC_MESSAGE =
  'The file has no /** … */ comment saying what it is for; the Strict profile asks for one in .js files.';
const longUndocumented = Array.from({ length: 25 }, (_, index) => `console.log('step ${index + 1}');`).join('\n');
const cleanMain =
  "/** Prints a greeting for the visitor. */\nfunction greet(name) {\n  return `Hello, ${name}!`;\n}\n\nconsole.log(greet('World'));\n";
const cleanDb = "/** Reads the log level. */\nconst level = 'debug';\nconsole.log(level);\n";

// Each test is a whole flow (runs, saves, deploys, axe); on the shared 2-core machine one takes
// 10–25 s, so the default 30 s leaves too little room.
test.describe.configure({ timeout: scaled(60_000) });

function tab(page: Page, name: RegExp | string) {
  return page.getByRole('tab', { name });
}

async function replaceEditorText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test('a visitor runs the sample main.js and sees the laws, the event log and the agent messages', async ({ page }) => {
  await page.goto('/hammurabi-ide');
  await expect(page.getByRole('heading', { level: 1, name: 'Hammurabi IDE' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Laws' }).getByRole('button')).toHaveCount(5);
  // A law's name is the law and its count; its text is the description, not part of the name.
  const brevity = page.getByRole('button', { name: 'HB001 Law of Brevity 0 violations', exact: true });
  await expect(brevity).toHaveAccessibleDescription(/^A unit of code must be short enough/);
  await tab(page, 'Event Log').click();
  await expect(page.getByRole('list', { name: 'Event Log' })).toContainText('IDE Initialized');
  await tab(page, 'Violations (0)').click();
  await expect(page.getByText('No violations detected yet. Run code to check.')).toBeVisible();

  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('list', { name: 'Output' })).toContainText('Executing main.js under the Strict profile…');
  await expect(page.getByRole('list', { name: 'Output' })).toContainText(/Checked 25 lines and \d+ functions? in/);
  const violationsTab = tab(page, /^Violations \((\d+)\)$/);
  await expect(violationsTab).not.toHaveText('Violations (0)');
  await violationsTab.click();
  const violations = page.getByRole('list', { name: 'Violations' });
  await expect(violations).toContainText(BREVITY_MESSAGE);
  await expect(violations).toContainText(JSDOC_MESSAGE);
  await tab(page, 'Event Log').click();
  const events = page.getByRole('list', { name: 'Event Log' });
  await expect(events).toContainText('code.run triggered');
  await expect(events).toContainText('hammurabi.violations_detected');
  const agent = page.getByRole('list', { name: 'AI agent messages' });
  await expect(agent.getByText(/^HB001 Law of Brevity: /)).toBeVisible();
  await expect(agent.getByText(/^HB003 Law of Documented Purpose: /)).toBeVisible();

  // The Rules panel counts per law and filters the Violations tab.
  await page.getByRole('button', { name: /^HB003 Law of Documented Purpose [1-9]\d* violations?$/ }).click();
  await expect(violations).toContainText(JSDOC_MESSAGE);
  await expect(violations).not.toContainText(BREVITY_MESSAGE);

  await page.getByRole('button', { name: 'Deploy to Staging' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Deployment (Successful|Blocked)/ })).toBeVisible();
  await tab(page, 'Event Log').click();
  await expect(events).toContainText('mcp.deploy triggered');

  expect(await axeViolations(page, { atRest: true })).toEqual([]);
});

test.describe('an owner deploys a project', () => {
  // A refused deploy answers 422 (it records nothing), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('an owner fixes a project file, is blocked by a Critical finding, then deploys and sees the release', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Gatekeeper' },
      { filename: 'main.js', content: longUndocumented },
    );
    const db = await api<CreatedFile>(page, 'POST', `/projects/${project.id}/files`, {
      filename: 'db.js',
      content: "/** Runs a query. */\nfunction run(input) {\n  return eval(input);\n}\nrun('1');\n",
    });
    // New projects are checked under Standard; this one opts into Strict's file checks.
    await api(page, 'PUT', `/projects/${project.id}/law-settings`, {
      profile: 'strict',
      enabled_laws: { HB001: true, HB002: true, HB003: true, HB004: true, HB005: true },
      limits: { function_lines: 50, complexity: 10, nesting: 4, parameters: 5 },
    });
    await page.goto(`/hammurabi-ide?project=${project.id}&file=${file!.id}`);
    await expect(page.locator('.cm-content')).toContainText("console.log('step 25');");

    await page.getByRole('button', { name: 'Run' }).click();
    await tab(page, /^Violations \(\d+\)$/).click();
    await expect(page.getByRole('list', { name: 'Violations' })).toContainText(BREVITY_MESSAGE);

    await replaceEditorText(page, cleanMain);
    await page.getByRole('button', { name: 'Run' }).click();
    await tab(page, 'Violations (0)').click();
    await expect(page.getByText('No Hammurabi Code violations detected!')).toBeVisible();

    const status = page.getByRole('status').filter({ hasText: /^Deploy/ });
    await page.getByRole('button', { name: 'Deploy to Staging' }).click();
    await expect(status).toHaveText('Deployment Blocked: db.js (1 Critical violation).');

    await page.getByRole('button', { name: 'db.js' }).click();
    await expect(page.locator('.cm-content')).toContainText('eval(input)');
    await replaceEditorText(page, cleanDb);
    await page.getByRole('button', { name: 'Deploy to Staging' }).click();
    await expect(status).toHaveText('Deployment Successful to Staging');
    await expect(status).toHaveAttribute('data-tone', 'success');
    // Green: a negative a* axis in CIELAB, as Chromium reports Tailwind's colours.
    await expect(status).toHaveCSS('color', /^lab\([\d.]+ -[1-9]\d/);

    await page.getByRole('link', { name: 'Release history' }).first().click();
    const releases = page.getByRole('list', { name: 'Releases' });
    // The refused deploy was no release: the history holds the one that passed, numbered 1.
    await expect(releases.getByRole('listitem')).toHaveCount(1);
    await expect(releases.getByRole('listitem').first()).toContainText('Release 1');
    await expect(releases.getByRole('listitem').first()).toContainText('Deployment Successful to Staging');
    await expect(releases).not.toContainText('Deployment Blocked');
    await releases.getByRole('button', { name: 'View files' }).first().click();
    await page.getByRole('button', { name: 'db.js · v2' }).click();
    await expect(page.getByRole('textbox', { name: 'db.js as of release 1' })).toContainText('const level');
    expect(db.version).toBe(1);
  });
});

test("a visitor's gate judges the files as they are; Reset resets the editor; the chosen profile stays", async ({
  page,
}) => {
  await page.goto('/hammurabi-ide');
  const editor = page.locator('.cm-content');
  await expect(editor).toContainText('Entry point of the sample workspace');
  const status = page.getByRole('status').filter({ hasText: /^Deploy/ });

  // An edit on screen is what the gate judges.
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\neval(process.argv[2]);\n');
  await page.getByRole('button', { name: 'Deploy to Staging' }).click();
  await expect(status).toHaveText(/^Deployment Blocked: main\.js \(\d+ Critical violations?/);

  // Run marks the edit in the editor; Reset then puts the starting text back at once (the marks
  // of the longer text never crash the new editor), and the gate agrees.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tab', { name: /^Violations \([1-9]/ })).toBeVisible();
  const agentMessages = page.getByRole('list', { name: 'AI agent messages' });
  await expect(agentMessages).toContainText('SEC001');
  await page.getByRole('button', { name: 'Reset sample files' }).click();
  await expect(editor).not.toContainText('eval(process.argv[2])');
  await expect(editor).toContainText('Entry point of the sample workspace');
  // The run's suggestions were about the text that is gone.
  await expect(page.getByRole('tab', { name: 'Violations (0)' })).toBeVisible();
  await expect(page.getByText('SEC001')).toHaveCount(0);
  await page.getByRole('button', { name: 'Deploy to Staging' }).click();
  await expect(status).not.toHaveText(/main\.js \(\d+ Critical/);

  // The profile a visitor picks survives a reload.
  await page.getByRole('button', { name: 'Configure Rules' }).click();
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Sample workspace · Standard profile')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sample workspace · Standard profile')).toBeVisible();
});
