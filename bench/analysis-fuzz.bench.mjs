// The analysis engine on the hostile inputs of packages/analysis/src/testing/hostile-inputs.ts
// (the fuzz test's inputs), for every language: milliseconds per analysis, and the slowest
// against the 2,000 ms target. The server additionally stops any analysis after
// ANALYSIS_TIMEOUT_MS in its worker thread, so a slow case costs a worker, never the server.
// The engine is TypeScript source, so it is bundled here with esbuild (as the server build does).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { printLoad, report, root } from './lib.mjs';

const TARGET_MS = 2000;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-fuzz-bench-'));
const entry = path.join(dir, 'entry.ts');
await fs.writeFile(
  entry,
  `export { analyzeCode } from ${JSON.stringify(path.join(root, 'packages/analysis/src/index.ts'))};\n` +
    `export { FUZZ_FILENAMES, HOSTILE_INPUTS } from ${JSON.stringify(path.join(root, 'packages/analysis/src/testing/hostile-inputs.ts'))};\n`,
);
const bundle = path.join(dir, 'engine.mjs');
await build({
  entryPoints: [entry],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
const { analyzeCode, FUZZ_FILENAMES, HOSTILE_INPUTS } = await import(pathToFileURL(bundle).href);

// Wall time is what a caller waits; CPU time (this thread's user + system) is what the analysis
// itself costs, and stays comparable when other work on a shared machine stretches the wall time.
await printLoad();
let slowest = { ms: 0, cpuMs: 0, label: '' };
for (const [language, filename] of Object.entries(FUZZ_FILENAMES)) {
  const times = [];
  const cpuTimes = [];
  for (const [name, content] of Object.entries(HOSTILE_INPUTS)) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    analyzeCode({ filename, content });
    const cpu = process.cpuUsage(cpuStarted);
    const ms = performance.now() - started;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    times.push(ms);
    cpuTimes.push(cpuMs);
    if (ms > slowest.ms) slowest = { ms, cpuMs, label: `${name} as ${language}` };
  }
  const max = (values) =>
    Math.max(...values)
      .toFixed(0)
      .padStart(6);
  const total = (values) =>
    values
      .reduce((a, b) => a + b, 0)
      .toFixed(0)
      .padStart(6);
  console.log(
    `${language.padEnd(12)} max ${max(times)} ms (CPU ${max(cpuTimes)} ms), total ${total(times)} ms (CPU ${total(cpuTimes)} ms)`,
  );
}
console.log(`slowest: ${slowest.label} (CPU ${slowest.cpuMs.toFixed(0)} ms)`);
report('slowest hostile analysis', slowest.ms, 'ms', TARGET_MS, 'the 2 s target');
await printLoad();
await fs.rm(dir, { recursive: true, force: true });
