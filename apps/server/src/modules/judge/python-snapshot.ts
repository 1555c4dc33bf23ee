import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { WORK_DIR_PREFIX } from '../playground/java/run-user.ts';
import { PYODIDE_OPTIONS } from './python-sandbox-program.ts';

const require = createRequire(import.meta.url);

/** The snapshot's file name inside its folder (mounted read-only at /snapshot in the sandbox). */
export const SNAPSHOT_FILE = 'python.snap';

/**
 * Makes the snapshot: Pyodide started exactly as the judge starts it, before any learner's code
 * exists, its WebAssembly memory written to a file. Only this file's own code runs in the process,
 * so it needs no sandbox; it runs with the sandbox's `node` (PATH /usr/bin:/bin), the one that
 * loads the snapshot.
 */
const MAKER = String.raw`
import { writeFileSync } from 'node:fs';
const [indexURL, file, options] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + 'pyodide.mjs');
const pyodide = await loadPyodide({ ...JSON.parse(options), indexURL, jsglobals: Object.create(null), _makeSnapshot: true });
writeFileSync(file, pyodide.makeMemorySnapshot(), { mode: 0o644 });
`;

function runMaker(pyodideDir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['--input-type=module', '-e', MAKER, `${pyodideDir}/`, file, JSON.stringify(PYODIDE_OPTIONS)];
    const child = spawn('node', args, { env: { PATH: '/usr/bin:/bin' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`The Python snapshot was not made (exit ${code}): ${stderr}`)),
    );
  });
}

async function makeSnapshot(): Promise<string> {
  const pyodideDir = path.dirname(require.resolve('pyodide/package.json'));
  // Named like the Java jobs' folders, so a crashed process's snapshot is removed at the next start.
  const dir = await mkdtemp(path.join(os.tmpdir(), `${WORK_DIR_PREFIX}${process.pid}-python-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  await runMaker(pyodideDir, path.join(dir, SNAPSHOT_FILE));
  if (!(await stat(path.join(dir, SNAPSHOT_FILE))).isFile()) throw new Error('The Python snapshot is missing.');
  // Readable by the sandbox's run users, writable by nobody but this process's user.
  await chmod(dir, 0o755);
  return dir;
}

let snapshot: Promise<string | null> | null = null;

/**
 * The folder of this process's Python start-up snapshot, made on first use: loading Pyodide from
 * it costs about a sixth of the CPU of starting it afresh (0.6 s instead of 3.3 s here), which
 * every judged Python submission pays. `null` when it could not be made: the judge then starts
 * Pyodide the ordinary way.
 */
export function pythonSnapshotDir(onError: (error: unknown) => void = () => undefined): Promise<string | null> {
  snapshot ??= makeSnapshot().catch((error: unknown) => {
    onError(error);
    return null;
  });
  return snapshot;
}
