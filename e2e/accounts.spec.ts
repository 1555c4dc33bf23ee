import sharp from 'sharp';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { newAccount } from './helpers/auth';
import { toastCard } from './helpers/toast';

/** A real PNG picture for the upload. */
const picture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

test.describe('accounts: single sign-on and the security section', () => {
  test('a refusal shows "Login Failed"; signed in at the OpenID Connect issuer → dashboard → profile security', async ({
    page,
  }) => {
    const { email } = newAccount();
    // A refusal comes back in the address (the API tests cover each cause); the card says so.
    const refusal = new URLSearchParams({
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: 'The user cancelled the sign-in at the issuer.',
    });
    await page.goto(`/login?${refusal.toString()}`);
    await expect(toastCard(page, 'Login Failed')).toContainText('The user cancelled the sign-in at the issuer.');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Continue with Single sign-on' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign in at the issuer' }).click();
    await expect(toastCard(page, 'Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    const methods = page.getByRole('list', { name: 'Linked sign-in methods' });
    await expect(methods).toContainText(`Single sign-on · ${email}`);
    await expect(page.getByText('This is your only way to sign in, so it cannot be removed.')).toBeVisible();

    await page.getByLabel('New e-mail address').fill(`new-${email}`);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(
      `new-${email}`,
    );

    await page
      .locator('#avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture() });
    await expect(page.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(toastCard(page, 'Picture updated')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' }).first()).toHaveAttribute(
      'src',
      /\/api\/avatars\/[0-9a-f]{32}\.webp$/,
    );
    await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();

    // The new part of the page only keeps axe quick.
    const sections = ['security-avatar', 'security-methods', 'security-email'];
    const include = sections.map((id) => `section[aria-labelledby="${id}"]`);
    expect(await axeViolations(page, { include, everyImpact: true })).toEqual([]);
  });
});
