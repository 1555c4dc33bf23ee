// The playground's runners, measured end to end in Chromium against the built server:
//  1. Python cold: page load → interpreter downloaded and started → first run of the starter's
//     two tests finished (what a first-time visitor waits for); then a warm run in the same page;
//  2. Stop: clicking Stop on `while True: pass` until Run is back (interrupt through shared memory);
//  3. JavaScript: first run (QuickJS load included) and a warm run;
//  4. Java: POST /api/playground/run compile + two test runs in the sandbox (median of 3).
// Times include Playwright's click and polling overhead (a few ms). Run `npm run build` first.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib.mjs';

const JAVA_RUNS = 3;
const SUM_JAVA = `import java.util.Scanner;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    long total = 0;
    while (in.hasNextLong()) total += in.nextLong();
    System.out.println(total);
  }
}`;

const line = (name, ms) => console.log(`${name.padEnd(48)} ${ms.toFixed(0).padStart(7)} ms`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(action) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

async function signUp(url) {
  const { anon_key: anonKey } = await (await fetch(`${url}/api/config`)).json();
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' };
  const credentials = { email: `bench-${Date.now()}@example.com`, password: 'bench-password-123' };
  await fetch(`${url}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify(credentials) });
  const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
  });
  return (await token.json()).access_token;
}

async function measureBrowser(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const run = page.getByRole('button', { name: 'Run', exact: true });
    // React renders a click's state at once, so right after the click every case shows Pending.
    const passed = () =>
      page.waitForFunction(
        () => {
          const cases = [...globalThis.document.querySelectorAll('[data-testid=test-case]')];
          return cases.length > 0 && cases.every((item) => item.textContent.includes('Passed'));
        },
        undefined,
        { timeout: 120_000, polling: 'raf' },
      );
    const runAndWait = async () => {
      await run.click();
      await passed();
    };

    line(
      'Python cold (page load → first run done)',
      await timed(async () => {
        await page.goto(`${url}/playground`);
        await run.click();
        await passed();
      }),
    );
    line('Python warm run (2 tests)', await timed(runAndWait));
    // The interpreter alone, in a fresh tab with a warm HTTP cache: the sandboxed runner frame is
    // created, Pyodide downloaded (from cache) and started, until the page says it is ready.
    // Targets (issue #32): cold start under 8 s, a warm run under 200 ms.
    const fresh = await browser.newPage();
    await fresh.goto(`${url}/playground`);
    line(
      'Python cold start (runner frame → "Python is ready.")',
      await timed(async () => {
        await fresh.getByLabel('Language').selectOption('javascript');
        await fresh.getByLabel('Language').selectOption('python');
        await fresh.getByRole('button', { name: 'Run', exact: true }).click();
        await fresh.getByText('Python is ready.').waitFor({ timeout: 120_000 });
      }),
    );
    await fresh.close();

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'loop.py', mimeType: 'text/plain', buffer: Buffer.from('while True: pass\n') });
    await run.click();
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    line(
      'Python Stop of while True (click → Run back)',
      await timed(async () => {
        await page.getByRole('button', { name: 'Stop' }).click();
        await run.waitFor();
      }),
    );

    await page.getByLabel('Language').selectOption('javascript');
    await page.getByTestId('upload-input').setInputFiles({
      name: 'sum.js',
      mimeType: 'text/plain',
      buffer: Buffer.from("console.log(input().split(' ').map(Number).reduce((a, b) => a + b, 0));\n"),
    });
    line('JavaScript first run (QuickJS load, 2 tests)', await timed(runAndWait));
    line('JavaScript warm run (2 tests)', await timed(runAndWait));
  } finally {
    await browser.close();
  }
}

async function measureJava(url) {
  const token = await signUp(url);
  const status = await (await fetch(`${url}/api/playground/status`)).json();
  if (!status.java.available) {
    console.log(`Java skipped: ${status.java.reason}`);
    return;
  }
  const times = [];
  for (let index = 0; index < JAVA_RUNS; index += 1) {
    times.push(
      await timed(async () => {
        const response = await fetch(`${url}/api/playground/run`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            language: 'java',
            code: SUM_JAVA,
            tests: [
              { id: 'a', name: 'a', input: '1 2 3', expectedOutput: '6' },
              { id: 'b', name: 'b', input: '10 -4 5', expectedOutput: '11' },
            ],
          }),
        });
        const body = await response.json();
        if (!body.results?.every((result) => result.status === 'passed')) throw new Error(JSON.stringify(body));
      }),
    );
  }
  line(`Java compile + 2 runs (median of ${JAVA_RUNS})`, median(times));
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-playground-'));
const server = await startBuiltServer({ DATA_DIR: dataDir });
try {
  await measureJava(server.url);
  await measureBrowser(server.url);
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
