// One judged Python submission (two tests): Pyodide started afresh against Pyodide loaded from the
// judge's start-up snapshot (decision 110). Wall time is the real judge's, in its sandbox. CPU is
// measured on the same start-up outside the sandbox (bubblewrap's monitor exits without reaping
// the sandbox's init, so the kernel never adds the sandbox's CPU to ours): a Node process that
// loads Pyodide with the judge's options and runs one line, read from this process's children's
// times in /proc. A busy machine changes the wall time far more than the CPU.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { runPythonFrom } = await import('../apps/server/src/modules/judge/python-runner.ts');
const { pythonSnapshotDir, SNAPSHOT_FILE } = await import('../apps/server/src/modules/judge/python-snapshot.ts');
const { PYODIDE_OPTIONS } = await import('../apps/server/src/modules/judge/python-sandbox-program.ts');
const pyodideDir = path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TICK_MS = 10; // USER_HZ is 100 on Linux.
const job = { code: 'n = int(input())\nprint(sum(range(n)))', inputs: ['10\n', '1000\n'], timeLimitMs: 5000 };

/** CPU of waited-for children (the sandboxes) so far, in milliseconds. */
function childrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

const START = `
import { readFileSync } from 'node:fs';
const [indexURL, options, snapshot] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + 'pyodide.mjs');
const pyodide = await loadPyodide({ ...JSON.parse(options), indexURL, jsglobals: Object.create(null),
  _loadSnapshot: snapshot ? readFileSync(snapshot) : undefined });
pyodide.runPython('print(sum(range(1000)))');`;

/** CPU of one Pyodide start-up (with one line run) in a Node process of its own. */
function startCpuMs(snapshotDir) {
  const before = childrenCpuMs();
  const snapshot = snapshotDir ? path.join(snapshotDir, SNAPSHOT_FILE) : '';
  const args = ['--input-type=module', '-e', START, `${pyodideDir}/`, JSON.stringify(PYODIDE_OPTIONS), snapshot];
  const run = spawnSync('node', args, { env: { PATH: '/usr/bin:/bin' }, encoding: 'utf8' });
  if (run.stdout.trim() !== '499500') throw new Error(run.stderr);
  return childrenCpuMs() - before;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, snapshotDir) {
  const cpu = [];
  const wall = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    cpu.push(startCpuMs(snapshotDir));
    const started = performance.now();
    const { runs, fromSnapshot } = await runPythonFrom(snapshotDir, job);
    wall.push(performance.now() - started);
    if (runs.some((run) => run.exit !== 'ok') || fromSnapshot !== (snapshotDir !== null)) {
      throw new Error(`${label}: ${JSON.stringify(runs)}`);
    }
  }
  console.log(
    `${label.padEnd(14)} CPU ${median(cpu).toFixed(0).padStart(5)} ms   wall ${median(wall).toFixed(0)} ms (median of ${ROUNDS})`,
  );
  return median(cpu);
}

const makeCpuBefore = childrenCpuMs();
const makeStarted = performance.now();
const dir = await pythonSnapshotDir((error) => console.error(error));
if (!dir) process.exit(1);
console.log(
  `snapshot made once per process: CPU ${childrenCpuMs() - makeCpuBefore} ms, wall ${(performance.now() - makeStarted).toFixed(0)} ms`,
);
const fresh = await measure('fresh start', null);
const snapshot = await measure('from snapshot', dir);
console.log(`a submission from the snapshot costs ${(snapshot / fresh).toFixed(2)} × the CPU of a fresh start`);
