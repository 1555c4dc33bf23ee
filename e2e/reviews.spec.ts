import { registerAndSignIn } from './helpers/auth';
import { axeViolations } from './helpers/axe';
import { api, createProjectWithFile, editorContent, openFileAndEditBehindAnotherWriter } from './helpers/projects';
import { expect, test } from './fixtures';

interface ReviewRow {
  id: string;
  status: string;
  file_version: number;
  score: number | null;
}

const EVAL_CODE = 'export function run(input) {\n  return eval(input);\n}\n';

/** The colour of a score badge: over 80 success, over 50 warning, else destructive. */
function scoreClass(score: number | null): RegExp {
  if (score === null) throw new Error('The review has no score.');
  if (score > 80) return /bg-success/;
  return score > 50 ? /bg-warning/ : /bg-destructive/;
}

test.describe('AI review in the editor', () => {
  test('AI Review saves the edits, toasts the 8-character id, opens the panel and marks the finding', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(page, { title: 'Judged' }, { filename: 'main.js' });
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await editorContent(page).click();
    await page.keyboard.insertText(EVAL_CODE);
    await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');

    await page.getByRole('button', { name: 'AI Review' }).click();
    const toastTitle = page.getByText('AI Review Requested', { exact: true });
    await expect(toastTitle).toBeVisible();
    const [review] = await api<ReviewRow[]>(page, 'GET', `/reviews/file/${file!.id}`);
    expect(review).toMatchObject({ status: 'completed', file_version: 2 });
    await expect(
      page.getByText(`Review ${review!.id.slice(0, 8)} is ready in Code Reviews.`, { exact: true }),
    ).toBeVisible();
    // The review judged what was typed: the button saved it first.
    const saved = await api<{ content: string }>(page, 'GET', `/projects/${project.id}/files/${file!.id}`);
    expect(saved.content).toBe(EVAL_CODE);

    await expect(page.getByRole('button', { name: 'View Reviews' })).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('complementary', { name: 'Code Reviews' });
    const card = panel.getByRole('article', { name: 'Guardian AI Review' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByText(`Score ${review!.score}/100`, { exact: true })).toHaveClass(scoreClass(review!.score));
    await expect(card.getByText('Version 2', { exact: false })).toBeVisible();
    await expect(card.getByText(/Written by the built-in analysis engine/)).toBeVisible();
    const critical = card.getByRole('list', { name: 'Critical findings' });
    await expect(critical.getByText('SEC001', { exact: true })).toBeVisible();
    await expect(critical.getByText('Dynamic code execution')).toBeVisible();
    // Reviews that teach: the finding links to the lesson on its family.
    await expect(critical.getByRole('link', { name: 'Lesson for SEC001' })).toHaveAttribute(
      'href',
      '/learning/review-lessons/lesson-code-injection',
    );

    expect(await axeViolations(page, { include: 'aside', everyImpact: true })).toEqual([]);

    // The finding is a lint mark on line 2, where eval is.
    const evalLine = editorContent(page).locator('.cm-line').nth(1);
    await expect(evalLine.locator('.cm-lintRange-error')).toHaveText('return eval(input);');
    await expect(page.locator('.cm-gutter-lint .cm-lint-marker-error')).toHaveCount(1);
    await evalLine.locator('.cm-lintRange-error').hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText(
      'SEC001 Dynamic code execution: `eval` executes a dynamic string as code.',
    );

    // A suggestion's line moves the editor's cursor there.
    await editorContent(page).locator('.cm-line').first().click();
    await card.getByRole('button', { name: 'Line 2:' }).click();
    await expect(editorContent(page).locator('.cm-activeLine')).toHaveText(/return eval\(input\);/);
  });

  test('View Reviews toggles an empty panel', async ({ page }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Unjudged' },
      { filename: 'a.js', content: 'x' },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    const toggle = page.getByRole('button', { name: 'View Reviews' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('complementary', { name: 'Code Reviews' });
    await expect(panel.getByText('No reviews available for this file yet.', { exact: true })).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await panel.getByRole('button', { name: 'Close code reviews' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test.describe('a person reviewing', () => {
    // The line outside the file is refused with a 422 the browser logs.
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('a person writes a review with a line comment in the panel, checked before it is sent', async ({ page }) => {
      const account = await registerAndSignIn(page);
      const { project, file } = await createProjectWithFile(
        page,
        { title: 'Peer' },
        { filename: 'b.js', content: 'const total = 1;\n' },
      );
      await page.goto(`/projects/${project.id}/code/${file!.id}`);
      await page.getByRole('button', { name: 'View Reviews' }).click();
      const panel = page.getByRole('complementary', { name: 'Code Reviews' });
      await panel.getByRole('button', { name: 'Write a review' }).click();
      const form = panel.getByRole('form', { name: 'Write a review' });
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(form.getByText('Score must be a whole number from 0 to 100.')).toBeVisible();
      await expect(form.getByText('Comments must not be empty.')).toBeVisible();
      await form.getByLabel('Score (0–100)').fill('140');
      await form.getByLabel('Comments').fill('Clear and small.');
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(form.getByText('Score must be a whole number from 0 to 100.')).toBeVisible();
      await form.getByLabel('Score (0–100)').fill('85');
      // A comment on a line: checked against the file (one line of code and the empty line after it).
      await form.getByRole('button', { name: 'Comment on a line' }).click();
      await form.getByLabel('Line', { exact: true }).fill('5');
      await form.getByRole('textbox', { name: 'Comment on line 5' }).fill('Name the unit of total.');
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(form.getByRole('alert')).toHaveText('Line 5 is outside the file, which has 2 lines.');
      await form.getByLabel('Line', { exact: true }).fill('1');
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(page.getByText('Review submitted', { exact: true })).toBeVisible();
      await expect(form).toBeHidden();
      // A person is shown by the one name rule: full name first (#35).
      const card = panel.getByRole('article', { name: account.fullName });
      await expect(card.getByText('Score 85/100', { exact: true })).toHaveClass(scoreClass(85));
      await expect(card.getByText('Clear and small.')).toBeVisible();
      await expect(card.getByText('Name the unit of total.')).toBeVisible();
      await expect(card.getByText(/Written by a person/)).toBeVisible();
    });
  });

  test.describe('unsaved edits that cannot be saved', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('AI Review says the edits must be saved first and requests nothing', async ({ page }) => {
      await registerAndSignIn(page);
      const { file } = await openFileAndEditBehindAnotherWriter(page, 'Raced', 'r.js');
      await page.getByRole('button', { name: 'AI Review' }).click();
      await expect(page.getByText('Error requesting review', { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          'A review judges the saved file, and your latest changes could not be saved. Save them (or resolve the conflict) and try again.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByTestId('conflict-view')).toBeVisible();
      expect(await api<ReviewRow[]>(page, 'GET', `/reviews/file/${file.id}`)).toEqual([]);
    });
  });

  test.describe('a file too long to review', () => {
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('"Error requesting review" with the reason from the API', async ({ page }) => {
      await registerAndSignIn(page);
      const content = Array.from({ length: 5001 }, (_, index) => `// ${index}`).join('\n');
      const { project, file } = await createProjectWithFile(page, { title: 'Huge' }, { filename: 'huge.js', content });
      await page.goto(`/projects/${project.id}/code/${file!.id}`);
      await page.getByRole('button', { name: 'AI Review' }).click();
      await expect(page.getByText('Error requesting review', { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          'This file has 5001 lines; AI reviews take files of up to 5000 lines. Split it into smaller files (HB001 Law of Brevity).',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Code Reviews' })).toBeHidden();
    });
  });
});

test.describe('/code-review', () => {
  test('a blank file id gives the warnings; a malformed one an inline error', async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto('/code-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Review Management' })).toBeVisible();
    // A new user has no files to pick yet, and is shown where to make one.
    await expect(page.getByText('You have no projects yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a project' })).toHaveAttribute('href', '/projects/new');
    const input = page.getByLabel('File ID');
    await expect(input).toHaveAttribute('placeholder', /UUID/);
    await page.getByRole('button', { name: 'Fetch Reviews' }).click();
    await expect(page.getByText('File ID required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a file ID to fetch reviews.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Request AI Review' }).click();
    await expect(page.getByText('Please enter a file ID to request a review.', { exact: true })).toBeVisible();

    await input.fill('not-a-file');
    await input.press('Enter');
    await expect(page.getByText(/That is not a file ID\. A file ID is a UUID/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/code-review$/);
  });

  test('fetches a file’s reviews by id, names the file and requests a new AI review', async ({ page }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Ledger service' },
      { filename: 'ledger.js', content: EVAL_CODE },
    );
    await page.goto('/code-review');
    await page.getByLabel('File ID').fill(file!.id);
    await page.getByRole('button', { name: 'Fetch Reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`/code-review\\?file=${file!.id}$`));
    await expect(page.getByText('No reviews for this file yet', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Request AI Review' }).click();
    await expect(page.getByText('AI Review Requested', { exact: true })).toBeVisible();
    const [review] = await api<ReviewRow[]>(page, 'GET', `/reviews/file/${file!.id}`);
    await expect(page.getByText(`Review ${review!.id.slice(0, 8)} is ready below.`, { exact: true })).toBeVisible();
    const card = page.getByRole('article', { name: 'Guardian AI Review' });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByText(`Score ${review!.score}/100`, { exact: true })).toBeVisible();
    await expect(
      card.getByRole('list', { name: 'Critical findings' }).getByText('SEC001', { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Ratings' })).toBeVisible();
    await expect(page.getByTestId('reviewed-filename')).toHaveText('ledger.js');
    await expect(page.getByRole('link', { name: 'Ledger service' })).toHaveAttribute('href', `/projects/${project.id}`);

    // The review is among the user's recent ones, which reopen the file's list; the editor is one click away.
    await page.goto('/code-review');
    const recent = page.getByRole('list', { name: 'Your recent reviews' }).getByRole('button');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText(`ledger.jsin Ledger serviceScore ${review!.score}`);
    await recent.click();
    await expect(page).toHaveURL(new RegExp(`/code-review\\?file=${file!.id}$`));
    await expect(page.getByLabel('File ID')).toHaveValue(file!.id);
    await expect(page.getByRole('article', { name: 'Guardian AI Review' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Open in editor' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/code/${file!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'ledger.js' })).toBeVisible();
  });

  test.describe("another user's private file", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('fetching and requesting show the API’s error', async ({ page, browser }) => {
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await registerAndSignIn(otherPage);
      const { file } = await createProjectWithFile(otherPage, { title: 'Secret' }, { filename: 's.js', content: 'x' });
      await other.close();

      await registerAndSignIn(page);
      await page.goto('/code-review');
      await page.getByLabel('File ID').fill(file!.id);
      await page.getByRole('button', { name: 'Fetch Reviews' }).click();
      await expect(page.getByText('Error fetching reviews', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'File not found.' })).toBeVisible();
      await page.getByRole('button', { name: 'Request AI Review' }).click();
      await expect(page.getByText('Error requesting review', { exact: true })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
    });
  });

  test('a file picked by project shows its reviews without typing its ID', async ({ page }) => {
    await registerAndSignIn(page);
    const { file } = await createProjectWithFile(
      page,
      { title: 'Picker Project' },
      { filename: 'picked.js', content: 'const a = 1;\n' },
    );
    await page.goto('/code-review');
    await expect(page.getByText('No reviews yet. Pick a file above and request one.')).toBeVisible();
    await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Picker Project' });
    await page.getByLabel('File', { exact: true }).selectOption({ label: 'picked.js' });
    await expect(page).toHaveURL(new RegExp(`/code-review\\?file=${file!.id}$`));
    await expect(page.getByLabel('File ID')).toHaveValue(file!.id);
    await expect(page.getByText('No reviews for this file yet')).toBeVisible();
  });

  test('signed out, the page says so and offers to log in', async ({ page }) => {
    await page.goto('/code-review');
    await expect(page.getByText('Access Denied - Please log in to manage and view code reviews.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});

test.describe('/ai-assistant', () => {
  test('links the available tools and announces the coming ones as disabled', async ({ page }) => {
    await registerAndSignIn(page);
    // The account menu leads to the hub.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'AI Assistant' }).click();
    await expect(page).toHaveURL(/\/ai-assistant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
    const tools = page.getByRole('list', { name: 'Assistant tools' });
    await expect(tools.getByRole('listitem')).toHaveCount(5);
    await expect(tools.getByRole('link', { name: 'AI Chat' })).toHaveAttribute('href', '/chat');
    await expect(tools.getByRole('link', { name: 'AI Code Review' })).toHaveAttribute('href', '/code-review');
    await expect(tools.getByText('Coming Soon', { exact: true })).toHaveCount(3);
    for (const name of ['Code Generation', 'Documentation Assistant', 'Personalize Assistant']) {
      const link = tools.getByRole('link', { name });
      await expect(link).toBeDisabled();
      await expect(link).not.toHaveAttribute('href');
      await expect(link).not.toHaveAttribute('tabindex');
    }
    // Keyboard users reach only the two available tools.
    const focusable = await tools
      .locator('a[href], button, [tabindex]:not([tabindex="-1"])')
      .evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(focusable).toEqual(['AI Chat', 'AI Code Review']);

    await tools.getByRole('link', { name: 'AI Code Review' }).click();
    await expect(page).toHaveURL(/\/code-review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Code Review Management' })).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('/code-review with a review and /ai-assistant have no serious violations', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await registerAndSignIn(page);
      const { file } = await createProjectWithFile(page, { title: 'Axe' }, { filename: 'axe.js', content: EVAL_CODE });
      const requested = await api<{ id: string; status: string }>(page, 'POST', `/reviews/code/${file!.id}`);
      expect(requested.status).toBe('completed');
      await api(page, 'POST', '/reviews/', { file_id: file!.id, score: 60, comments: 'Drop `eval`.' });

      await page.goto(`/code-review?file=${file!.id}`);
      if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByTestId('reviewed-filename')).toHaveText('axe.js');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/ai-assistant');
      await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
