import { registerAndSignIn } from './helpers/auth';
import { api, createProjectWithFile } from './helpers/projects';
import { expect, test } from './fixtures';

test.describe('dashboard', () => {
  test('shows the four stats from real data and the four panels', async ({ page }) => {
    await registerAndSignIn(page);
    // The helper saw the first visit's "Welcome, …!"; every later one says "Welcome back" (#35).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, .+!$/ })).toBeVisible();
    for (const label of ['Projects', 'Code Reviews', 'Learning Streak', 'Achievements']) {
      await expect(page.getByRole('heading', { level: 2, name: label, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('stat-projectCount').locator('p').first()).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Recent Projects' })).toContainText('No projects yet.');
    await expect(page.getByRole('region', { name: 'Code Metrics' })).toContainText('No code reviews yet.');
    await expect(page.getByRole('region', { name: 'Learning Progress' })).toBeVisible();

    await createProjectWithFile(page, { title: 'First Stone' }, { filename: 'stone.js', content: '1' });
    await page.reload();
    await expect(page.getByTestId('stat-projectCount').locator('p').first()).toHaveText('1');
    const recent = page.getByRole('region', { name: 'Recent Projects' });
    await expect(recent.getByRole('link', { name: /First Stone/ })).toBeVisible();
    const achievements = page.getByRole('region', { name: 'Achievements' });
    await expect(achievements).toContainText('Foundation Stone (earned)');
    await expect(page.getByTestId('stat-achievementCount').locator('p').first()).not.toHaveText('0');
  });

  test('Code Metrics comes from the latest AI reviews, and each dashboard API is read once per visit', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Metric Works' },
      {
        filename: 'risky.js',
        content: 'function calc(a, b) {\n  var tmp = eval(a + b);\n  x = tmp;\n  return tmp;\n}\n',
      },
    );
    const clean = await api<{ id: string }>(page, 'POST', `/projects/${project.id}/files`, {
      filename: 'clean.js',
      content: '/** Adds two numbers. */\nexport function add(a, b) {\n  return a + b;\n}\n',
    });
    await api(page, 'POST', `/reviews/code/${file!.id}`);
    await api(page, 'POST', `/reviews/code/${clean.id}`);

    const reads = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) reads.set(path, (reads.get(path) ?? 0) + 1);
    });
    await page.reload();
    const metrics = page.getByRole('region', { name: 'Code Metrics' });
    await expect(metrics).toContainText(/Average score\s*\d+\s*across 2 reviewed files/);
    for (const name of ['Clarity', 'Justice', 'Reliability', 'Maintainability', 'Governance']) {
      await expect(metrics.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(
      metrics.getByRole('img', { name: /^Scores of your last 2 reviews, oldest first: \d+, \d+$/ }),
    ).toBeVisible();
    const lowest = metrics.getByRole('list', { name: 'Files with the lowest scores' }).getByRole('link');
    await expect(lowest).toHaveCount(2);
    await expect(lowest.first()).toContainText('risky.js');
    await expect(page.getByTestId('stat-learningStreak')).toContainText(/^Learning Streak1 dayConsecutive days$/);
    await expect(page.getByRole('region', { name: 'Achievements' })).toContainText('(earned)');
    await page.waitForLoadState('networkidle');
    const once = ['/api/auth/users/me', '/api/dashboard/stats', '/api/dashboard/achievements'];
    for (const path of [...once, '/api/dashboard/code-metrics']) {
      expect(reads.get(path), path).toBe(1);
    }

    await lowest.first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/code/${file!.id}$`));
  });

  test.describe('when the stats cannot be loaded', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('shows zeros and the error toast', async ({ page }) => {
      await registerAndSignIn(page);
      await page.route('**/api/dashboard/stats', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Stats are resting."}' }),
      );
      await page.goto('/dashboard');
      await expect(page.getByText('Error fetching dashboard data', { exact: true })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('Stats are resting.', { exact: true })).toBeVisible();
      for (const key of ['projectCount', 'reviewCount', 'learningStreak', 'achievementCount']) {
        await expect(page.getByTestId(`stat-${key}`).locator('p').first()).toHaveText(/^0/);
      }
    });
  });
});
