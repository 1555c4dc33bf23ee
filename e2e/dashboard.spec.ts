import { registerAndSignIn } from './helpers/auth';
import { createProjectWithFile } from './helpers/projects';
import { expect, test } from './fixtures';

test.describe('dashboard', () => {
  test('shows the four stats from real data and the four panels', async ({ page }) => {
    await registerAndSignIn(page);
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
