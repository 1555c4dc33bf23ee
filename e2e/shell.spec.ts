import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { tokenForNewAccount } from './helpers/auth';
import { toastCard } from './helpers/toast';

const menus: Record<string, string[]> = {
  Platform: ['/hammurabi-ide', '/playground', '/code-processor', '/developer-toolkit'],
  Features: ['/code-analysis-principles', '/deployment-controller-principles', '/infrastructure-overview'],
  Community: ['/community', '/chat'],
  Resources: [
    '/docs',
    '/faq',
    '/troubleshoot',
    '/support',
    '/project-documentation-structure',
    '/hammurabi-software-principles',
    '/aurora-nexus-persona',
    '/course-curriculum',
    '/knowledge-base',
  ],
  More: ['/programming', '/snippets', '/workflow'],
};

test.describe('home page', () => {
  test('shows every section with its links', async ({ page }) => {
    // At least one question on the board, so "From the Community" has a card to show.
    const asker = await tokenForNewAccount(page);
    const asked = await page.request.post('/api/community/questions', {
      headers: { authorization: `Bearer ${asker}` },
      data: { title: `What does the home page show ${randomBytes(4).toString('hex')}?`, body: 'b', tags: ['home'] },
    });
    expect(asked.status()).toBe(201);
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs');
    await expect(main.getByRole('link', { name: 'View FAQs' })).toHaveAttribute('href', '/faq');

    const quickStart = main.locator('section', { has: page.getByRole('heading', { name: 'Quick Start' }) });
    const quickHrefs = await quickStart
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(quickHrefs).toEqual(['/docs#getting-started', '/docs', '/community']);

    const announcements = main.locator('section', { has: page.getByRole('heading', { name: 'Announcements' }) });
    await expect(announcements.getByRole('heading', { level: 3 })).toHaveCount(2);

    const featured = main.locator('section', { has: page.getByRole('heading', { name: 'Featured Topics' }) });
    const featuredHrefs = await featured
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(featuredHrefs).toEqual([
      '/docs#getting-started',
      '/docs#features-overview',
      '/docs#api-integration',
      '/troubleshoot',
    ]);

    // The board's best-voted questions, read from the board (other tests post and vote meanwhile,
    // so each card is checked against its own question).
    const community = main.locator('section', { has: page.getByRole('heading', { name: 'From the Community' }) });
    const cards = community.getByRole('list', { name: 'Questions from the community' });
    await expect(cards).toHaveAttribute('aria-busy', 'false');
    const links = await cards.getByRole('link').all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const id = /^\/community\/questions\/([0-9a-f-]{36})$/.exec((await link.getAttribute('href')) ?? '')?.[1];
      expect(id).toBeTruthy();
      const question = (await (await page.request.get(`/api/community/questions/${id}`)).json()) as { title: string };
      await expect(link.getByRole('heading', { level: 3 })).toHaveText(question.title);
    }

    await expect(main.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/chat');
    await expect(main.getByRole('link', { name: 'Submit Ticket' })).toHaveAttribute('href', '/support');
  });
});

test.describe('when the board does not answer', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('the home page says the community questions cannot be loaded, and Retry loads them', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/community/questions?*', (route) =>
      refuse
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"The board is resting."}' })
        : route.continue(),
    );
    await page.goto('/');
    const failure = page.getByRole('alert').filter({ hasText: 'The community questions could not be loaded' });
    await expect(failure).toContainText('The board is resting.');
    refuse = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toBeHidden();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'From the Community' }) });
    await expect(
      section.getByRole('list', { name: 'Questions from the community' }).or(section.getByText('No questions yet.')),
    ).toBeVisible();
  });
});

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const [menu, paths] of Object.entries(menus)) {
    test(`the ${menu} menu opens with the keyboard and lists its links`, async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: menu });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const items = page.getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.filter((href) => href?.startsWith('/'))).toEqual(paths);
      await page.keyboard.press('Escape');
      await expect(items).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });
  }

  test('a menu pressed before its code arrived opens as the press asked', async ({ page }) => {
    // The menus' code is held back until `release`, so each press lands on the stand-in trigger.
    let held = true;
    const waiting: (() => void)[] = [];
    const release = () => {
      held = false;
      for (const resume of waiting.splice(0)) resume();
    };
    await page.route(/\/assets\/nav-group-menu-[^/]+\.js$/, async (route) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Resources' });
    const items = page.getByRole('menuitem');

    await page.goto('/');
    await trigger.focus();
    await page.keyboard.press('Enter');
    release();
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
    await expect(trigger).toBeFocused();

    held = true;
    await page.reload();
    await trigger.click();
    release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(items).toHaveCount(menus.Resources?.length ?? 0);
  });

  test('Home and Tutorials are plain links, with Tutorials active on its sub-paths', async ({ page }) => {
    await page.goto('/tutorials/beginner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the footer has its links, company and legal pages and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/docs',
      '/faq',
      '/community',
      '/support',
      '/snippets',
      '/course-curriculum',
      '/knowledge-base',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    for (const [name, title] of [
      ['About Us', 'About Us'],
      ['Careers', 'Careers'],
      ['Contact', 'Contact'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
    ]) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the theme toggle switches themes and remembers the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('follows the system theme when none was chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  test('a toggled panel with groups closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Platform' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.locator('#mobile-navigation');
    await expect(panel).toBeVisible();
    for (const group of ['Platform', 'Features', 'Community', 'Resources', 'More']) {
      await expect(panel.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await panel
      .getByRole('link', { name: 'Terms of Service' })
      .or(panel.getByRole('link', { name: 'Workflow' }))
      .first()
      .click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/workflow$/);
  });

  test('Escape closes the panel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-navigation')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-navigation')).toBeHidden();
  });

  test('Escape from a link in the panel gives focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#mobile-navigation');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('newsletter', () => {
  test('an empty address shows the failure toast and sends nothing', async ({ page }) => {
    await page.goto('/');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) posted = true;
    });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = toastCard(page, 'Subscription Failed');
    await expect(toast).toContainText('Please enter a valid email address.');
    expect(posted).toBe(false);
  });

  test('a valid address shows the success toast with the address and clears the input', async ({ page }) => {
    await page.goto('/');
    const input = page.getByLabel('Email address');
    await input.fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = toastCard(page, 'Successfully subscribed!');
    await expect(toast).toContainText('reader@example.com');
    await expect(input).toHaveValue('');
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 422/] });
    test('an address the server refuses shows its reason', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Email address').fill('not-an-address');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      const toast = toastCard(page, 'Subscription Failed');
      await expect(toast).toContainText('Please enter a valid email address.');
      await expect(page.getByLabel('Email address')).toHaveValue('not-an-address');
    });
  });

  test('a toast raised before the toast area loaded shows once it arrives', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/toaster-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = toastCard(page, 'Subscription Failed');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(0);
    release();
    await expect(toast).toContainText('Please enter a valid email address.');
  });

  test('only one toast shows at a time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByLabel('Email address').fill('second@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastCard(page, 'Successfully subscribed!')).toBeVisible();
    await expect(page.locator('[data-variant]')).toHaveCount(1);
  });
});

test.describe('unknown addresses', () => {
  test('show a 404 page with a way back', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('main')).toContainText('/this/page/does-not-exist');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('every page of the shell', () => {
  for (const path of ['/', '/about', '/careers', '/contact', '/privacy', '/terms', '/no-such-page']) {
    test(`${path} renders without console errors`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
