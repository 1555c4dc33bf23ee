import { test, expect } from './fixtures';
import { grantRoleByCommand } from './helpers/admin-command';
import { newAccount, signInByApi, signUpByApi } from './helpers/auth';
import { toastCard } from './helpers/toast';
import { axeViolations } from './helpers/axe';

test.use({ viewport: { width: 390, height: 844 } });

// The settings hold for the whole e2e server, which other specs share: this test changes only the
// allowed domains, to the one domain every e2e account uses, and puts it back.
test('an administrator limits sign-ups to a domain on /admin, sees it in the audit log and goes back to the default', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const admin = newAccount();
  await signUpByApi(page, admin);
  await grantRoleByCommand('admin', admin.email);
  await signInByApi(page, admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Settings' }).click();

  const form = page.getByRole('form', { name: 'Instance settings' });
  await expect(form.getByRole('checkbox', { name: /Close sign-ups/ })).not.toBeChecked();
  await expect(form).toContainText('Follows AUTH_ALLOWED_EMAIL_DOMAINS.');
  const save = form.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeDisabled();
  await expect(form).toContainText('No changes to save.');

  await form.getByLabel('Allowed e-mail domains').fill('Example.com');
  await form.getByLabel('Reason (optional, for the audit log)').fill('Only our own addresses');
  await save.click();
  await expect(toastCard(page, 'Settings saved')).toBeVisible();
  await expect(form).toContainText('Set by an administrator. Default (AUTH_ALLOWED_EMAIL_DOMAINS): any domain.');
  // The other settings still follow their variables.
  await expect(form).toContainText('Follows AUTH_DISABLE_SIGNUP.');
  await expect(form).toContainText('Follows MODERATION_FLAG_THRESHOLD.');
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'settings_changed' }).first();
  await expect(entry).toContainText('Reason: Only our own addresses');
  await expect(entry).toContainText('allowed email domains: (none) → example.com');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await form.getByRole('button', { name: 'Use the default' }).click();
  await expect(form).toContainText('Follows AUTH_ALLOWED_EMAIL_DOMAINS.');
  await expect(form.getByRole('button', { name: 'Use the default' })).toHaveCount(0);
  await expect(form.getByLabel('Allowed e-mail domains')).toHaveValue('');
});
