// Initial JavaScript of the content pages: every script the browser loads until the page shows its
// heading (route chunks and their content included), gzip-compressed, for a first-time visitor.
// Target: under 150 KB each. Lighthouse scores are measured by lighthouse.bench.mjs.
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { report, startBuiltServer } from './lib.mjs';

const TARGET_KB = 150;
const PAGES = ['/', '/docs', '/faq', '/tutorials', '/tutorials/beginner/first-program'];

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
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').waitFor();
    const bodies = await Promise.all(scripts);
    const gzipKb = bodies.reduce((total, body) => total + zlib.gzipSync(body).length, 0) / 1024;
    report(`initial script, ${route} (${bodies.length} files, gzip)`, gzipKb, 'KB', TARGET_KB, 'target');
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
