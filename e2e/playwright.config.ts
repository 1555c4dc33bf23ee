import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SERVICE_ROLE_KEY } from './helpers/service-key';
import { E2E_PORT as port, e2eMailDir } from './helpers/mail';

// Debian's headless build of Chromium (package chromium-headless-shell) renders the same pages
// with about a quarter less CPU than the full browser in headless mode, which carries the whole
// browser UI; the end-to-end run is CPU-bound, so it is used when installed.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/**
 * How much slower than CI's machine this one runs, from a short JavaScript workload (best of five
 * rounds, after a warm-up), at least 1 and at most 3. Measured once by the runner and handed to
 * its workers through the environment, which they inherit, so every process uses one figure.
 */
function machineSlowness(): number {
  const rows = Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `row ${index}`, tags: [String(index)] }));
  const round = () => {
    const started = performance.now();
    for (let copy = 0; copy < 10; copy += 1) JSON.parse(JSON.stringify(rows));
    return performance.now() - started;
  };
  round();
  const best = Math.min(...Array.from({ length: 5 }, round));
  // About 25 ms on CI's 2-core machine when it runs nothing else.
  return Math.min(3, Math.max(1, best / 25));
}
process.env.E2E_SLOWNESS ??= machineSlowness().toFixed(2);
const slowness = Number(process.env.E2E_SLOWNESS);
const cores = availableParallelism();

export const baseURL = `http://127.0.0.1:${port}`;
/** The second server (scripts/e2e-server.mjs): its chat answers through a model that streams slowly. */
export const slowModelBaseURL = `http://127.0.0.1:${port + 1}`;

/** End-to-end tests: Debian's Chromium against the built server on a fresh data directory. */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  // Tests spend much of their time waiting on the server and on page loads: a run on 2 cores used
  // about a third of the CPU with two workers, so even 2 cores run three at once. One core, or a
  // machine much slower than CI's, runs fewer at once (E2E_WORKERS overrides it).
  workers: Number(
    process.env.E2E_WORKERS ?? (cores === 1 ? 2 : Math.max(slowness >= 1.8 ? 2 : 3, Math.floor(cores / 2))),
  ),
  retries: 0,
  // Time limits grow with the machine's slowness (and with one core), never shrink below CI's.
  timeout: Math.round(30_000 * slowness * (cores === 1 ? 1.5 : 1)),
  expect: { timeout: Math.round(7_000 * slowness * (cores === 1 ? 1.5 : 1)) },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    // Pages are driven with reduced motion, as many people set it: a fade or a slide cannot hide
    // a click, and the compositor is not busy with frames nobody looks at (a tenth of the
    // browser's CPU). The mobile menu's specs keep the motion, so its 0.3 s slide is exercised.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (every action with its call log and timing, network, console),
    // a screenshot of the end and the page's accessibility snapshot (error-context.md). The trace
    // records no screencast and no DOM snapshots: encoding a frame of every paint was 40 % of the
    // browser's CPU, and serialising the DOM around every action a further seventh of the whole
    // run's CPU (decisions 119, 120), for pictures only a failure's trace would show.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        // A test's page lives for seconds: V8's optimising compilers (Maglev, TurboFan) spent a tenth
        // of the browser's CPU on code that ran a few times. WebAssembly (Pyodide, QuickJS) keeps
        // its own tiers.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), E2E_MAIL_DIR: e2eMailDir(port), SERVICE_ROLE_KEY: E2E_SERVICE_ROLE_KEY },
    reuseExistingServer: false,
    timeout: 60_000,
    // Without it the server's process group is killed outright, and the throw-away data
    // directories (about 45 MB each) were left behind after every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
