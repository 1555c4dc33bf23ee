/**
 * The program the Python judge runs with Node inside the sandbox (bubblewrap, no network, the
 * Pyodide package read-only at /work). It reads `{ code, inputs, timeLimitMs, memoryBytes,
 * outputMaxBytes, stderrMaxBytes }`
 * as JSON on stdin, loads Pyodide once, runs the code once per input with fresh globals, and
 * prints one JSON line per run: `{ exit, stdout, stderr, durationMs }`.
 *
 * It is JavaScript in a string because it runs in a separate Node process, not in the server:
 * a Python program can reach JavaScript through Pyodide (any JS object's constructor leads to
 * `Function`, and from there to `import()`), so the process it runs in must hold nothing worth
 * reaching. A watchdog thread raises KeyboardInterrupt in Python when a run passes its limit.
 */
/** How the judge starts Pyodide, shared with the snapshot maker (a snapshot loads only into the same set-up). */
export const PYODIDE_OPTIONS = { fullStdLib: false, env: { HOME: '/home/pyodide' } };

export const PYTHON_SANDBOX_PROGRAM = String.raw`
import { Worker } from 'node:worker_threads';
const fail = (error) => {
  process.stderr.write('The Python judge stopped: ' + (error instanceof Error ? error.message : String(error)) + '\n');
  process.exit(70);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const { loadPyodide } = await import('/work/pyodide.mjs');
const started = performance.now();
// From the start-up snapshot when the judge mounted one (python-snapshot.ts): the same interpreter, made
// before any learner's code existed, in a sixth of the time.
const snapshot = job.snapshot ? (await import('node:fs')).readFileSync('/snapshot/python.snap') : undefined;
const pyodide = await loadPyodide({ ...${JSON.stringify(PYODIDE_OPTIONS)}, indexURL: '/work/', jsglobals: Object.create(null), _loadSnapshot: snapshot });
const loadMs = performance.now() - started;
const interrupt = new Int32Array(new SharedArrayBuffer(8));
pyodide.setInterruptBuffer(interrupt.subarray(0, 1));
// interrupt[1]: the run number the watchdog guards; it raises SIGINT (2) when that run overstays.
// WebAssembly memory is outside V8's heap limits, so the watchdog also reads the process's
// resident memory every 50 ms and kills the process (saying why on stderr) past the cap.
const watchdog = new Worker(
  "const { workerData: { buffer, limit, memoryBytes } } = require('node:worker_threads');" +
    "const { writeSync } = require('node:fs');" +
    'const cells = new Int32Array(buffer);' +
    'const checkMemory = () => { if (process.memoryUsage.rss() > memoryBytes) {' +
    " writeSync(2, 'The Python judge stopped: the program used more than ' + Math.round(memoryBytes / 1048576) + ' MB of memory.\\n');" +
    " process.kill(process.pid, 'SIGKILL'); } };" +
    'for (;;) { const run = Atomics.load(cells, 1); if (run === -1) break;' +
    ' if (run === 0) { Atomics.wait(cells, 1, 0, 50); checkMemory(); continue; }' +
    ' const started = Date.now(); let fired = false;' +
    ' while (Atomics.load(cells, 1) === run) { checkMemory();' +
    '  if (!fired && Date.now() - started >= limit) { Atomics.store(cells, 0, 2); fired = true; }' +
    '  Atomics.wait(cells, 1, run, 50); } }',
  {
    eval: true,
    execArgv: [],
    workerData: { buffer: interrupt.buffer, limit: job.timeLimitMs, memoryBytes: job.memoryBytes },
  },
);
await new Promise((resolve) => watchdog.once('online', resolve));
pyodide.runPython(String.raw${'`'}
import sys, traceback
def __hammurabi_run(code, namespace):
    try:
        exec(compile(code, 'main.py', 'exec'), namespace)
        return None
    except SystemExit as error:
        return None if error.code in (None, 0) else f'SystemExit: {error.code}'
    except KeyboardInterrupt:
        return 'timeout'
    except BaseException as error:
        return ''.join(traceback.format_exception(type(error), error, error.__traceback__.tb_next))
${'`'});
const runner = pyodide.globals.get('__hammurabi_run');
const makeDict = pyodide.globals.get('dict');
let runNumber = 0;
for (const input of job.inputs) {
  let stdout = '';
  let stderr = '';
  let overflow = false;
  let stdinSent = false;
  const decoder = new TextDecoder();
  const errors = new TextDecoder();
  pyodide.setStdin({ stdin: () => (stdinSent ? null : ((stdinSent = true), new TextEncoder().encode(input))) });
  pyodide.setStdout({ write: (buffer) => {
    if (overflow) return buffer.length;
    stdout += decoder.decode(buffer, { stream: true });
    if (stdout.length > job.outputMaxBytes) { overflow = true; stdout = stdout.slice(0, job.outputMaxBytes); Atomics.store(interrupt, 0, 2); }
    return buffer.length;
  } });
  pyodide.setStderr({ write: (buffer) => {
    if (stderr.length < job.stderrMaxBytes) stderr += errors.decode(buffer, { stream: true });
    return buffer.length;
  } });
  const namespace = makeDict();
  namespace.set('__name__', '__main__');
  Atomics.store(interrupt, 0, 0);
  runNumber += 1;
  Atomics.store(interrupt, 1, runNumber);
  Atomics.notify(interrupt, 1);
  const begun = performance.now();
  let failure;
  try {
    failure = runner(job.code, namespace);
  } catch (error) {
    failure = 'The Python interpreter stopped: ' + (error instanceof Error ? error.message : String(error));
  }
  const durationMs = performance.now() - begun;
  Atomics.store(interrupt, 1, 0);
  Atomics.notify(interrupt, 1);
  namespace.destroy();
  let exit = 'ok';
  if (overflow) { exit = 'output_limit'; }
  else if (failure === 'timeout') { exit = 'timeout'; }
  else if (typeof failure === 'string') { exit = 'error'; stderr += failure; }
  process.stdout.write(JSON.stringify({ exit, stdout, stderr: stderr.trim(), durationMs, loadMs, snapshot: Boolean(snapshot) }) + '\n');
  // After a timeout the rest would most likely time out too: they are not run.
  if (exit === 'timeout') break;
}
Atomics.store(interrupt, 1, -1);
Atomics.notify(interrupt, 1);
await watchdog.terminate();
`;
