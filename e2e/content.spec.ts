import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { scaled } from './helpers/slowness';

const pages = [
  '/docs',
  '/faq',
  '/troubleshoot',
  '/course-curriculum',
  '/knowledge-base',
  '/knowledge-base/testing-strategy',
  '/programming',
  '/tutorials',
  '/tutorials/beginner',
  '/tutorials/intermediate',
  '/tutorials/advanced',
  '/tutorials/expert',
  '/tutorials/beginner/first-program',
  '/tutorials/intermediate/immutable-state',
  '/tutorials/advanced/review-bot',
  '/tutorials/expert/your-own-law',
  '/code-processor',
  '/developer-toolkit',
  '/code-analysis-principles',
  '/deployment-controller-principles',
  '/infrastructure-overview',
  '/hammurabi-software-principles',
  '/aurora-nexus-persona',
  '/workflow',
  '/project-documentation-structure',
  '/platform/editor',
  '/search?q=autosave',
];

/** Levels of the headings in the main area, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

// Pages built from the same template (the four tutorial paths, the four lessons) differ only in
// their text, so axe runs on one of each; every page still gets the heading checks.
const axeChecked = new Set([
  '/docs',
  '/faq',
  '/troubleshoot',
  '/course-curriculum',
  '/knowledge-base',
  '/knowledge-base/testing-strategy',
  '/programming',
  '/tutorials',
  '/tutorials/beginner',
  '/tutorials/beginner/first-program',
  '/code-processor',
  '/developer-toolkit',
  '/code-analysis-principles',
  '/hammurabi-software-principles',
  '/aurora-nexus-persona',
  '/workflow',
  '/project-documentation-structure',
  '/platform/editor',
  '/search?q=autosave',
]);

/** Checks one page: a single h1, no skipped heading levels, and (when asked) no serious axe findings. */
async function checkPage(page: Page, path: string, withAxe: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1'), path).toBeVisible();
  const levels = await headingLevels(page);
  expect(
    levels.filter((level) => level === 1),
    `${path}: one h1`,
  ).toHaveLength(1);
  const jumps = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1);
  expect(jumps, `${path}: heading levels ${levels.join(',')}`).toEqual([]);
  if (!withAxe) return;
  expect(await axeViolations(page), `${path}: serious accessibility violations`).toEqual([]);
}

// Pages are checked a few to a test in one browser page: a fresh context per page cost more than
// the checks themselves. Each failure names its page.
const PAGES_PER_TEST = 5;
const axePages = pages.filter((path) => axeChecked.has(path));
const groups = [
  ...Array.from({ length: Math.ceil(axePages.length / PAGES_PER_TEST) }, (_, index) =>
    axePages.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
  ),
  pages.filter((path) => !axeChecked.has(path)),
];

test.describe('every content page', () => {
  for (const group of groups) {
    const withAxe = axeChecked.has(group[0] ?? '');
    const title = withAxe
      ? `${group.join(', ')} render their heading, have ordered headings and no serious accessibility violations`
      : `${group.join(', ')} render their heading and have ordered headings`;
    test(title, async ({ page }) => {
      test.setTimeout(scaled(60_000));
      // No fade-in while axe measures colour contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of group) await checkPage(page, path, withAxe);
    });
  }
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  test('/docs, /faq, a lesson, the knowledge base and search results have no serious accessibility violations', async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of [
      '/docs',
      '/faq',
      '/tutorials/intermediate/immutable-state',
      '/knowledge-base',
      '/search?q=token',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.locator('main h1'), path).toBeVisible();
      expect(await axeViolations(page), `${path}: serious accessibility violations`).toEqual([]);
    }
  });
});

test.describe('documentation', () => {
  test('each section of /docs is scrolled into view when its link is opened', async ({ page }) => {
    for (const anchor of [
      'getting-started',
      'features-overview',
      'api-integration',
      'multi-language-support',
      'integration-guides',
      'common-errors',
    ]) {
      // A fresh load each time, as when a link from elsewhere is opened.
      await page.goto('about:blank');
      await page.goto(`/docs#${anchor}`);
      await expect(page.locator(`[id="${anchor}"]`), anchor).toBeInViewport();
    }
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1366, height: 900 } });
    test('the table of contents follows scrolling', async ({ page }) => {
      await page.goto('/docs');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'location');
      await toc.getByRole('link', { name: 'Best Practices' }).click();
      await expect(page).toHaveURL(/#best-practices$/);
      await expect(toc.getByRole('link', { name: 'Best Practices' })).toHaveAttribute('aria-current', 'location');
      await expect(toc.getByRole('link', { name: 'Getting Started' })).not.toHaveAttribute('aria-current', 'location');
    });
  });

  test("the API section links the OpenAPI viewer and its samples use the site's own address", async ({ page }) => {
    await page.goto('/docs#api-integration');
    await expect(page.locator('main a[href="/api/docs"]').first()).toBeVisible();
    // Code samples show the address this site is served from, ready to paste.
    const origin = new URL(page.url()).origin;
    await expect(
      page
        .locator('main pre')
        .filter({ hasText: `${origin}/api/projects/` })
        .first(),
    ).toBeVisible();
    await expect(page.locator('main pre').filter({ hasText: '127.0.0.1:3000' })).toHaveCount(0);
  });
});

test.describe('FAQ', () => {
  test('filters questions by question or answer text, case-insensitively', async ({ page }) => {
    await page.goto('/faq');
    for (const category of ['General', 'Usage', 'Troubleshooting']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await search.fill('OFFLINE ASSISTANT');
    await expect(page.getByRole('button', { name: /offline assistant/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is Hammurabi?' })).toBeHidden();
    // "bearer" appears only in an answer, not in any question.
    await search.fill('bearer');
    await expect(page.getByRole('button', { name: 'Can I use the API from my own scripts?' })).toBeVisible();
  });

  test('shows the empty text when nothing matches', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('zebra unicorn');
    await expect(page.getByText('No results found for "zebra unicorn". Try a different search term.')).toBeVisible();
  });

  test('a search with no match offers the whole-site search for the same term', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('autosave conflict');
    await page.getByRole('link', { name: 'Search the whole site for "autosave conflict"' }).click();
    await expect(page).toHaveURL(/\/search\?q=autosave(\+|%20)conflict$/);
    await expect(page.getByRole('searchbox').first()).toHaveValue('autosave conflict');
  });

  test('answers open in an accordion and render their links', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'What is Hammurabi?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'features overview' }).click();
    await expect(page).toHaveURL(/\/docs#features-overview$/);
    await expect(page.locator('[id="features-overview"]')).toBeInViewport();
  });
});

test.describe('accordions, collapsibles and tabs', () => {
  test('curriculum modules open one at a time, by keyboard', async ({ page }) => {
    await page.goto('/course-curriculum');
    const first = page.getByRole('button', { name: 'Module 1.1: How programs run' });
    const second = page.getByRole('button', { name: 'Module 1.2: Decisions and repetition' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('troubleshooting lists five issue types and both support links', async ({ page }) => {
    await page.goto('/troubleshoot');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(5);
    await main.getByRole('button', { name: 'Other issues' }).click();
    await expect(main.getByRole('link', { name: 'Visit Support Page' })).toHaveAttribute('href', '/support');
    await expect(main.getByRole('link', { name: 'Open a Ticket' })).toHaveAttribute('href', '/support');
  });

  test('the career guide opens parts 1 and 2 by default', async ({ page }) => {
    await page.goto('/programming');
    await expect(page.getByRole('button', { name: 'Part 1: Foundation Principles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Part 2: Professional Development Acceleration' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const third = page.getByRole('button', { name: 'Part 3: Career Strategy and Interview Excellence' });
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'true');
  });

  test('the skills matrix tabs switch with the arrow keys', async ({ page }) => {
    await page.goto('/knowledge-base');
    const tabs = page.getByRole('tablist', { name: 'Skills Matrix' }).getByRole('tab');
    await expect(tabs).toHaveText(['Months 1–3', 'Months 4–8', 'Months 9–18']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('a second language');
  });

  test('the developer toolkit has the five tabs', async ({ page }) => {
    await page.goto('/developer-toolkit');
    await expect(page.getByRole('tab')).toHaveText(['Testing', 'Debugging', 'Analysis', 'Research', 'General']);
  });

  test('the principles pages list the five laws', async ({ page }) => {
    await page.goto('/hammurabi-software-principles');
    for (const id of ['HB001', 'HB002', 'HB003', 'HB004', 'HB005']) {
      await expect(page.locator('main').getByText(id, { exact: true })).toBeVisible();
    }
  });
});

test.describe('tutorials', () => {
  test('the hub has four paths; each path lists four typed, timed items and says more is coming', async ({ page }) => {
    await page.goto('/tutorials');
    const cards = page.locator('main').getByRole('link', { name: /lessons/ });
    await expect(cards).toHaveCount(4);
    await cards.filter({ hasText: 'Intermediate' }).click();
    await expect(page).toHaveURL(/\/tutorials\/intermediate$/);
    const items = page.locator('main ol > li');
    await expect(items).toHaveCount(4);
    for (const type of ['Walkthrough', 'Interactive', 'Guide', 'Project']) {
      await expect(items.filter({ hasText: type })).toHaveCount(1);
    }
    await expect(page.getByText('More content is coming')).toBeVisible();
    await items.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Writing your first tests' })).toBeVisible();
    await expect(page.locator('main pre code').first()).toBeVisible();
  });
});

test.describe('site search', () => {
  test('the home page search finds a phrase from a lesson, with keyboard navigation', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search for answers' });
    await box.fill('mutable default argument');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('Immutable data in practice');
    await expect(options.first().locator('mark').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tutorials\/intermediate\/immutable-state$/);
  });

  test('Escape closes the results; Enter without a choice opens the results page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search for answers' });
    await box.fill('autosave');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=autosave$/);
    await expect(page.getByRole('heading', { level: 2, name: /results for "autosave"/ })).toBeVisible();
    await expect(page.locator('main ol li mark').first()).toBeVisible();
  });

  test('the navigation search opens with its button and with "/" and finds an FAQ answer', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').fill('session invalid');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('option').first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the search button sits in the header next to the menu', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search the site' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill('ollama');
      // The index loads lazily on first focus: arrow keys only move through results once they are listed.
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs#connecting-a-language-model$/);
    });
  });
});
