// The one gate: type-check, lint, formatting, unit and integration tests (real PostgreSQL),
// a production build, and end-to-end tests in Chromium. Every step runs; the summary line
// at the end counts the tests, and the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['formatting', 'npm', ['run', '--silent', 'format:check']],
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']],
];

fs.rmSync('test-results', { recursive: true, force: true });
const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
const e2e = readJson('test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  skipped += e2e.stats.skipped;
}

console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const stepFailures = results.filter((result) => !result.ok).length;
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
