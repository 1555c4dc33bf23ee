// The one gate: type-check, lint, formatting, unit and integration tests (real PostgreSQL),
// a production build, and end-to-end tests in Chromium. Every step runs; the summary line
// at the end counts the tests, and the exit code is non-zero if any step failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

// The Vitest run mostly waits on PostgreSQL and HTTP and leaves a core idle on a 2-core machine,
// so the static checks and the build (which only read sources and write dist/) run beside it,
// their output printed in one piece as each ends. The end-to-end tests need the build.
const besideUnitTests = [
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['formatting', 'npm', ['run', '--silent', 'format:check']],
  ['build', 'npm', ['run', '--silent', 'build']],
];
const unitTests = [
  'unit and integration tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
];
const endToEnd = ['end-to-end tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']];
const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs one step; `buffered` collects its output and prints it in one piece when it ends. */
function run(name, command, args, buffered) {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

fs.rmSync('test-results', { recursive: true, force: true });
const results = await Promise.all([
  run(...unitTests, false),
  ...besideUnitTests.map(([name, command, args]) => run(name, command, args, true)),
]);
const built = results.find((result) => result.name === 'build')?.ok;
results.push(built ? await run(...endToEnd, false) : { name: endToEnd[0], ok: false, seconds: 0 });

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Where each failed test lives and its name: the summary is the end of the log, all CI shows. */
const failures = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  for (const file of vitest.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) failures.push(`${where} › ${test.fullName}`);
    if (file.status === 'failed' && tests.length === 0) failures.push(`${where} (did not run: ${file.message})`);
  }
  passed += vitest.numPassedTests;
  // A file that failed without a failing test (a hook threw, it did not load) skips its tests:
  // it counts as one failure, so it can never pass unnoticed.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  failed += vitest.numFailedTests + brokenFiles;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
const e2e = readJson('test-results/e2e.json');
if (e2e) {
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'expected' && test.status !== 'skipped') {
          failures.push(`e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status})`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites ?? []) visit(suite, []);
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
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((result) => result.ok) && failed === 0 ? 0 : 1);
