// Runs every benchmark in bench/ (files ending in .bench.mjs) against a fresh production build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const only = process.argv[2];
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const files = fs
  .readdirSync('bench')
  .filter((file) => file.endsWith('.bench.mjs') && (!only || file.includes(only)))
  .sort();
let failed = false;
for (const file of files) {
  console.log(`\n# ${file}`);
  const run = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
