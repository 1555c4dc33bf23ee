import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { grantRoleByCommand } from './helpers/admin-command';
import { newAccount, signInByApi, signUpByApi } from './helpers/auth';
import { toastCard } from './helpers/toast';

test.use({ viewport: { width: 390, height: 844 } });

// The settings hold for the whole e2e server, which other specs share: this test saves the values
// in force and puts them back, so no other test sees sign-ups closed or another threshold.
test('an administrator sees where each instance setting comes from, sets one and puts it back', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const admin = newAccount();
  await signUpByApi(page, admin);
  await grantRoleByCommand('admin', admin.email);
  await signInByApi(page, admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Settings' }).click();

  const form = page.getByRole('form', { name: 'Instance settings' });
  await expect(form.getByRole('checkbox', { name: /Close sign-ups/ })).not.toBeChecked();
  await expect(form).toContainText('Follows MODERATION_FLAG_THRESHOLD.');
  const threshold = form.getByLabel('Flags that hide a post');
  const inForce = await threshold.inputValue();

  await form.getByLabel('Reason (optional, for the audit log)').fill('Pinning the threshold');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastCard(page, 'Settings saved')).toBeVisible();
  await expect(form).toContainText(`Set by an administrator. Default (MODERATION_FLAG_THRESHOLD): ${inForce}.`);
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((each) => each.id),
  ).toEqual([]);

  // Saving set all three; each goes back to its environment variable in turn.
  const resets = form.getByRole('button', { name: 'Use the default' });
  for (const left of [2, 1, 0]) {
    await resets.first().click();
    await expect(resets).toHaveCount(left);
  }
  await expect(form.getByRole('button', { name: 'Use the default' })).toHaveCount(0);
  await expect(form).toContainText('Follows MODERATION_FLAG_THRESHOLD.');
  await expect(threshold).toHaveValue(inForce);
});
