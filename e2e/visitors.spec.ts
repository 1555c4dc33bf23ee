import { expect, test } from './fixtures';
import { newAccount, registerAndSignIn, signUpByApi, submitLogin } from './helpers/auth';
import { createProjectWithFile, editorContent } from './helpers/projects';

test.describe('visitors', () => {
  // Opening a private project answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a visitor explores a public project and reads a file read-only; private ones stay hidden', async ({
    page,
    browser,
  }) => {
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await registerAndSignIn(ownerPage);
    const title = `Open Sorting ${Date.now().toString(36)}`;
    const open = await createProjectWithFile(
      ownerPage,
      { title, visibility: 'public', description: 'Sorting for everyone.' },
      { filename: 'sort.js', content: 'export const sort = (list) => [...list].sort();' },
    );
    const hidden = await createProjectWithFile(ownerPage, { title: `${title} secret` }, { filename: 'secret.js' });
    await owner.close();

    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Project' })).toHaveCount(0);
    await page.getByLabel('Search projects').fill(title);
    // The search lands in the address first; a click before that would race the address update.
    await expect(page).toHaveURL(/\?q=Open/);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(1);
    await page.getByRole('link', { name: new RegExp(title) }).click();

    await expect(page).toHaveURL(new RegExp(`/projects/${open.project.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to star or fork' })).toBeVisible();
    await page.getByRole('link', { name: 'sort.js' }).click();

    await expect(page).toHaveURL(new RegExp(`/projects/${open.project.id}/code/${open.file!.id}$`));
    await expect(editorContent(page)).toHaveText('export const sort = (list) => [...list].sort();');
    await expect(editorContent(page)).toHaveAttribute('contenteditable', 'false');
    await expect(page.getByText('Read only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'AI Assistant' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'AI Review' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View Reviews' }).click();
    await expect(page.getByText('No reviews available for this file yet.')).toBeVisible();

    await page.goto(`/projects/${hidden.project.id}`);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    await page.goto(`/projects/${hidden.project.id}/code/${hidden.file!.id}`);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  });

  test('"Sign in to edit" on a public file comes back to the file after signing in', async ({ page, browser }) => {
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await registerAndSignIn(ownerPage);
    const open = await createProjectWithFile(
      ownerPage,
      { title: 'Open Notes', visibility: 'public' },
      { filename: 'notes.js', content: 'export const notes = [];' },
    );
    await owner.close();

    await page.goto(`/projects/${open.project.id}/code/${open.file!.id}`);
    await expect(editorContent(page)).toHaveText('export const notes = [];');
    const visitor = newAccount();
    await signUpByApi(page, visitor);
    await page.getByRole('link', { name: 'Sign in to edit' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, visitor);
    await expect(page).toHaveURL(new RegExp(`/projects/${open.project.id}/code/${open.file!.id}$`));
    await expect(page.getByRole('button', { name: 'AI Assistant' })).toBeVisible();
  });

  test('the personal screens show their signed-out texts, Log In comes back to them, and the workspace is in the top navigation', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/profile');
    await expect(page.getByText('Access Denied - Please log in to view your profile.')).toBeVisible();
    await page.goto('/code-review');
    await expect(page.getByText('Access Denied - Please log in to manage and view code reviews.')).toBeVisible();
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Login to Chat' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(nav.getByRole('button', { name: 'Workspace' })).toHaveCount(0);

    const account = newAccount();
    await signUpByApi(page, account);
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/chat$/);
    await nav.getByRole('button', { name: 'Workspace' }).click();
    await page.getByRole('menuitem', { name: /Code Reviews/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Code Review Management' })).toBeVisible();
    await nav.getByRole('button', { name: 'Workspace' }).click();
    await page.getByRole('menuitem', { name: /My Projects/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  });

  test('every guarded screen sends a visitor to log in and back to it afterwards', async ({ page, browser }) => {
    const account = newAccount();
    await signUpByApi(page, account);
    const guarded = [
      { path: '/dashboard', heading: `Welcome, ${account.fullName}!` },
      { path: '/projects/new', heading: 'Create New Project' },
      { path: '/ai-assistant', heading: 'AI Assistant' },
    ];
    for (const screen of guarded) {
      const context = await browser.newContext();
      const visitorPage = await context.newPage();
      await visitorPage.goto(screen.path);
      await expect(visitorPage).toHaveURL(/\/login$/);
      await submitLogin(visitorPage, account);
      await expect(visitorPage).toHaveURL(new RegExp(`${screen.path}$`));
      await expect(visitorPage.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await context.close();
    }
  });
});
