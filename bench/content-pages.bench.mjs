// Initial JavaScript of the public pages: every script the browser requested before the page
// showed its heading (or a personal page its signed-out notice) (route chunks and their content included), gzip-compressed, for a
// first-time visitor. Target: 130 KB each. Code loaded after that (menus, dialogs fetched on
// demand) is printed as a second line. Lighthouse scores are measured by lighthouse.bench.mjs.
/* global document, MutationObserver, window -- the functions below run in the page */
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { report, startBuiltServer } from './lib.mjs';

const TARGET_KB = 130;
// Every page a visitor can open without an account (BENCH_PAGES, comma-separated, picks some).
const PUBLIC_PAGES = [
  '/',
  '/docs',
  '/faq',
  '/tutorials',
  '/tutorials/beginner/first-program',
  '/knowledge-base',
  '/programming',
  '/search?q=token',
  '/login',
  '/explore',
  '/community',
  '/snippets',
  '/learning',
  '/playground',
  '/ide',
  '/support',
  '/chat',
  '/code-review',
  '/profile',
];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PUBLIC_PAGES;
// What the page shows first: its heading, or the signed-out notice of a personal page.
const SHOWN = 'main h1, main [role=alert]';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-content-'));
const server = await startBuiltServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const route of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
      }
    });
    // The moment the heading enters the page, on the page's own clock (resource timing's clock).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main h1, main [role=alert]')) return;
        window.__headingAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.locator(SHOWN).first().waitFor();
    const early = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= window.__headingAt)
          .map((entry) => entry.name),
      ),
    );
    let firstKb = 0;
    let laterKb = 0;
    let firstFiles = 0;
    for (const [url, body] of scripts) {
      const kb = zlib.gzipSync(await body).length / 1024;
      if (early.has(url)) {
        firstKb += kb;
        firstFiles += 1;
      } else laterKb += kb;
    }
    report(`initial script, ${route} (${firstFiles} files, gzip)`, firstKb, 'KB', TARGET_KB, 'target');
    console.log(`  loaded after the heading showed: ${laterKb.toFixed(1)} KB in ${scripts.size - firstFiles} files`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
