import { expect, test } from './fixtures';
import { scaled } from './helpers/slowness';
import { newAccount, registerAndSignIn, signUpByApi, submitLogin, totpCode } from './helpers/auth';
import { waitForMail } from './helpers/mail';
import { toastCard } from './helpers/toast';

test.describe('accounts', () => {
  test('register → signed in at once → greeting → edit profile, kept after a reload', async ({ page }) => {
    const account = newAccount();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByText("Don't have an account? Sign Up")).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Already have an account? Log In')).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill(account.fullName);
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // The e2e server confirms accounts at once (AUTH_CONFIRM_EMAIL off): sign-up answers a session,
    // so no mail is promised and the new account goes straight on (decision 073).
    await expect(toastCard(page, 'Registration Successful')).toContainText(
      'Your account is ready and you are signed in.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.fullName}!`);

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`@${account.username}`)).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Bio', { exact: true }).fill('Poetical scientist.');
    await page.getByLabel('Expertise level', { exact: true }).selectOption('expert');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toastCard(page, 'Profile Updated')).toContainText('Your profile has been successfully updated.');
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('Poetical scientist.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    // Saving refreshes the session so the header shows the new name. Reloading before that
    // refresh has answered would lose its rotated refresh token with the page.
    await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Poetical scientist.')).toBeVisible();
  });

  test('sign out → the guarded profile asks to log in → Log In comes back to it', async ({ page }) => {
    const account = await registerAndSignIn(page);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText('Access Denied - Please log in to view your profile.')).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: account.fullName })).toBeVisible();
    // The login screen replaced itself in the history, so Back does not bounce through /login.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test.describe('with a refused sign-in', () => {
    // The browser logs the 400 answer of the token endpoint.
    test.use({ allowedConsoleErrors: [/status of 400/] });
    test('a wrong password shows "Login Failed"', async ({ page }) => {
      const account = newAccount();
      await signUpByApi(page, account);
      await page.goto('/login');
      await submitLogin(page, { email: account.email, password: 'not the password' });
      await expect(toastCard(page, 'Login Failed')).toContainText('Invalid login credentials');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test.describe('with a refused registration', () => {
    // The browser logs the 422 answer of the sign-up endpoint.
    test.use({ allowedConsoleErrors: [/status of 422/] });
    test('registering an address that already has an account shows "Registration Failed"', async ({ page }) => {
      const account = newAccount();
      await signUpByApi(page, account);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByLabel('Full name', { exact: true }).fill('Someone Else');
      await page.getByLabel('Username', { exact: true }).fill(`${account.username}x`);
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('a different password');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(toastCard(page, 'Registration Failed')).toContainText('User already registered');
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    });
  });

  test('a signed-in user opening /login lands on /dashboard', async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('reloading while the session is being checked keeps the user signed in', async ({ page }) => {
    const account = await registerAndSignIn(page);
    // This page load's session checks get no answer, so the next reload cancels them in flight,
    // as when a user reloads while the server is slow. The next page's checks go through.
    let holding = true;
    const checkHeld = new Promise<void>((resolve) => {
      void page.route('**/api/auth/users/me', (route) => (holding ? resolve() : route.continue()));
    });
    await page.reload();
    await checkHeld;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) holding = false;
    });
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.fullName}!`);
  });

  test('"Email me a sign-in link" mails a link that signs the account in', async ({ page }) => {
    const account = newAccount();
    await signUpByApi(page, account);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent it a sign-in link' })).toContainText(
      account.email,
    );
    const mail = await waitForMail(account.email, 'Your Hammurabi sign-in link');
    const link = new URL(/(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail)![1]!);
    expect(link.searchParams.get('type')).toBe('magiclink');
    // The same browser opens it: the server sends it back to /login with a one-time code.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.fullName}!`);
  });

  test('forgot password asks for the address and never says whether it exists', async ({ page }) => {
    // An address of its own, so repeated runs against one server stay under the per-address limit.
    const { email } = newAccount();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The page loads on demand; until it shows, the login form (with its own Email field) stays.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for' })).toBeVisible();
  });

  test('two-factor: enrol with a code, then sign in with password and code', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const account = await registerAndSignIn(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from the app', { exact: true }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByText('Authenticator app is on')).toBeVisible();

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // The code step asks which factor to verify as it appears; a code typed before the answer
    // arrives must still be verified, so the answer is held until Verify has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/v1/user', async (route) => {
      await held;
      await route.continue();
    });
    await submitLogin(page, account);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    // Codes are single-use and the server accepts one step of clock drift either way, so the
    // code of the next 30 s step is valid now and is never the one used at enrolment.
    await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.fullName}!`);
  });

  test('a visitor downloads no auth client, and a sign-in in another tab reaches the open page', async ({
    page,
    context,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // auth-js names itself in the X-Client-Info header it sends; no script of the page carries it.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('gotrue-js/'))).toEqual([]);

    const other = await context.newPage();
    const account = await registerAndSignIn(other);
    await expect(page.getByRole('button', { name: `Account menu for ${account.fullName}` })).toBeVisible();
    expect(bodies.length).toBeLessThan(scripts.length);
    await other.close();
  });
});
