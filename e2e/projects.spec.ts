import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile, editorContent } from './helpers/projects';
import { expect, test } from './fixtures';

test.describe('projects', () => {
  test('a new user sees the empty state, creates a project, adds a file, and autosave keeps what they typed', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Projects Yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Your First Project' }).click();

    await expect(page).toHaveURL(/\/projects\/new$/);
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    await page.getByLabel('Title').fill('Code of Laws');
    await page.getByLabel('Description').fill('Two hundred and eighty-two laws, in JavaScript.');
    await page.getByLabel('Primary language').selectOption('python');
    await page.getByLabel('Framework').selectOption('fastapi');
    await page.getByLabel('Public (visible to everyone)').check();
    await page.getByLabel('Tags').fill('law,  babylon , ,law');
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['law', 'babylon']);
    await page.getByRole('button', { name: 'Create Project' }).click();

    await expect(page.getByText('Project Created!', { exact: true })).toBeVisible();
    await expect(page.getByText('Successfully created "Code of Laws".', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Code of Laws' })).toBeVisible();
    await expect(page.getByText('Public', { exact: true })).toBeVisible();
    await expect(page.getByText('FastAPI')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['law', 'babylon']);

    await page.getByRole('button', { name: 'New File' }).click();
    const dialog = page.getByRole('dialog', { name: 'New file' });
    await dialog.getByLabel('Filename').fill('../escape.py');
    await dialog.getByRole('button', { name: 'Create file' }).click();
    await expect(dialog.getByText('Filename may not contain "." or ".." folders.')).toBeVisible();
    await dialog.getByLabel('Filename').fill('laws.py');
    await expect(dialog.getByText('Language: Python')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create file' }).click();

    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/code\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'laws.py' })).toBeVisible();
    await expect(page.locator('.cm-placeholder')).toHaveText('Start coding in Python...');
    const status = page.getByTestId('save-status');
    await expect(status).toHaveText('Saved');

    // The 2-second debounce itself is covered with fake timers in save-controller.test.ts; here
    // typing alone must lead to exactly one save, without pressing Save.
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/files/')) saves += 1;
    });
    await editorContent(page).click();
    await page.keyboard.type('law = "an eye for an eye"');
    await expect(status).toHaveText('Unsaved changes');
    await expect(status).toHaveText('Saved');
    expect(saves).toBe(1);
    await expect(page.getByText('File saved successfully!', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(editorContent(page)).toHaveText('law = "an eye for an eye"');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
  });

  test('search matches title, description and language, case-insensitively, and says when nothing matches', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await createProjectWithFile(page, { title: 'Ziggurat Builder', description: 'Stacks terraces.', language: 'rust' });
    await createProjectWithFile(page, { title: 'Tablet Reader', description: 'Reads CUNEIFORM text.', language: 'go' });
    await page.goto('/projects');
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);

    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.fill('ziggURAT');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Ziggurat Builder');
    await search.fill('cuneiform');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Tablet Reader');
    await search.fill('RUST');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Ziggurat Builder');
    await search.fill('no such thing');
    await expect(page.getByRole('heading', { name: 'No Projects Match Your Search' })).toBeVisible();
    await search.fill('');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Updated just now');
  });

  test('a long description is clamped to three lines on the card', async ({ page }) => {
    await registerAndSignIn(page);
    await createProjectWithFile(page, { title: 'Verbose', description: 'Many words here. '.repeat(80) });
    await page.goto('/projects');
    const description = page.getByTestId('project-description');
    await expect(description).toBeVisible();
    const lines = await description.evaluate((element) => {
      const style = getComputedStyle(element);
      return Math.round(element.clientHeight / Number.parseFloat(style.lineHeight));
    });
    expect(lines).toBe(3);
  });

  test.describe('when the list cannot be loaded', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('shows the "Error Loading Projects" panel and the error toast; Retry loads the list', async ({ page }) => {
      await registerAndSignIn(page);
      const failing = '**/api/projects/?*';
      await page.route(failing, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"The archive is closed."}' }),
      );
      await page.goto('/projects');
      const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Projects' });
      await expect(panel).toBeVisible({ timeout: 10_000 });
      await expect(panel).toContainText('The archive is closed.');
      await expect(page.getByText('Error fetching projects', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Projects' })).toHaveCount(0);

      await page.unroute(failing);
      await panel.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'No Projects Yet' })).toBeVisible();
      await expect(panel).toHaveCount(0);
    });
  });

  test.describe('unknown project', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('shows "Project Not Found" with the id and a way back', async ({ page }) => {
      await registerAndSignIn(page);
      const id = '00000000-0000-4000-8000-000000000000';
      await page.goto(`/projects/${id}`);
      await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
      await expect(page.getByText(`The project with ID "${id}" could not be found.`)).toBeVisible();
      await page.getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page).toHaveURL(/\/projects$/);
    });
  });

  test('the owner edits, stars and deletes a project after confirming', async ({ page }) => {
    await registerAndSignIn(page);
    const { project } = await createProjectWithFile(page, { title: 'Temporary' });
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: 'Star' }).click();
    await expect(page.getByRole('button', { name: /Starred/ })).toContainText('1');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    await dialog.getByLabel('Title').fill('Renamed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: 'No Projects Yet' })).toBeVisible();
    const remaining = await api<unknown[]>(page, 'GET', '/projects/');
    expect(remaining).toEqual([]);
  });

  test('the owner shares a private project: a viewer reads, an editor edits, and anyone who can read may fork', async ({
    page,
    browser,
  }) => {
    // Two people, each opening the editor: the longest flow of the spec.
    test.slow();
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Private Tablets', visibility: 'private' },
      { filename: 'tablet.py', content: 'print("law")' },
    );
    const otherContext = await browser.newContext();
    const colleague = await otherContext.newPage();
    const account = await registerAndSignIn(colleague);

    await page.goto(`/projects/${project.id}`);
    const people = page.getByRole('list', { name: 'Collaborators' });
    await page.getByLabel('Add by username').fill(account.username);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(people).toContainText(account.fullName);

    await colleague.goto(`/projects/${project.id}/code/${file!.id}`);
    await expect(colleague.getByText('Read only')).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.getByRole('combobox', { name: `Role of ${account.fullName}` }).selectOption('editor');
    await expect(page.getByRole('combobox', { name: `Role of ${account.fullName}` })).toHaveValue('editor');
    await colleague.reload();
    await expect(colleague.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(colleague.getByTestId('save-status')).toHaveText('Saved');

    await colleague.goto(`/projects/${project.id}`);
    await colleague.getByRole('button', { name: /Fork/ }).click();
    await expect(colleague.getByText('Forked from')).toBeVisible();
    await expect(colleague.getByRole('link', { name: 'Private Tablets' })).toBeVisible();
    await expect(colleague.getByRole('link', { name: 'tablet.py' })).toBeVisible();

    // The fork holds the private project's code, so it stays private while that project is.
    await colleague.getByRole('button', { name: 'Edit' }).click();
    const dialog = colleague.getByRole('dialog', { name: 'Edit project' });
    await expect(
      dialog.getByText('This is a fork of a private project, so it stays private while that project is private.'),
    ).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Public/ })).toBeDisabled();
    await otherContext.close();
  });
});
