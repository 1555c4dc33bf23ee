import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { PLAYGROUND_LIMITS, outputLimitMessage, timeoutMessage, type RawRun } from '@hammurabi/shared';
import { leaseRunUser } from '../playground/java/run-user.ts';
import { runInSandbox, type ProcessLimits } from '../playground/java/sandbox.ts';
import { PYTHON_SANDBOX_PROGRAM } from './python-sandbox-program.ts';
import { pythonSnapshotDir } from './python-snapshot.ts';

const require = createRequire(import.meta.url);

/** Starting Node and Pyodide takes 1.5 s on an idle machine; a busy one gets this long. */
const LOAD_ALLOWANCE_MS = PLAYGROUND_LIMITS.pythonLoadTimeoutMs;
/** The process's resident memory cap (Node and Pyodide take about 180 MB before the program runs). */
export const PYTHON_MEMORY_BYTES = 768 * 1024 * 1024;
/** WebAssembly reserves its memory's whole addressable range up front, so the address-space limit is wide. */
const ADDRESS_SPACE_BYTES = 64 * 1024 ** 3;

const LineSchema = z.object({
  exit: z.enum(['ok', 'error', 'timeout', 'output_limit']),
  stdout: z.string(),
  stderr: z.string(),
  durationMs: z.number(),
  snapshot: z.boolean().optional(),
});

export interface PythonJudgeJob {
  code: string;
  inputs: string[];
  timeLimitMs: number;
}

function limitsFor(job: PythonJudgeJob): ProcessLimits {
  const wallMs = LOAD_ALLOWANCE_MS + job.inputs.length * (job.timeLimitMs + 500);
  return {
    wallMs,
    cpuSeconds: Math.ceil(wallMs / 1000),
    addressSpaceBytes: ADDRESS_SPACE_BYTES,
    processes: 64,
    fileBytes: 1024 * 1024,
    stdoutMaxBytes:
      job.inputs.length * (PLAYGROUND_LIMITS.outputMaxBytes * 2 + PLAYGROUND_LIMITS.stderrMaxBytes) + 4096,
    stderrMaxBytes: PLAYGROUND_LIMITS.stderrMaxBytes,
  };
}

function toRawRun(line: z.infer<typeof LineSchema>, timeLimitMs: number): RawRun {
  const base = { stdout: line.stdout, durationMs: line.durationMs };
  switch (line.exit) {
    case 'timeout':
      return { ...base, exit: 'timeout', stderr: timeoutMessage(timeLimitMs) };
    case 'output_limit':
      return { ...base, exit: 'error', stderr: outputLimitMessage(PLAYGROUND_LIMITS.outputMaxBytes) };
    case 'ok':
    case 'error':
      return { ...base, exit: line.exit, stderr: line.stderr };
  }
}

/** The program's private /tmp (Pyodide writes nothing there itself). */
const PYTHON_TMP_BYTES = 16 * 1024 * 1024;

/**
 * Runs a Python program once per input with Pyodide, in a Node process of its own inside the
 * sandbox the Java runner uses (bubblewrap: no network, read-only system, Pyodide's package at
 * /work, a private /tmp, the kernel's CPU and process limits). Each submission gets a new
 * process, so no learner's run can see another's interpreter. Only inputs go in: the expected
 * outputs stay here, so whatever the program prints cannot fake a pass.
 */
export async function runPython(job: PythonJudgeJob, signal?: AbortSignal): Promise<RawRun[]> {
  const snapshotDir = await pythonSnapshotDir((error) => console.warn(error));
  return (await runPythonFrom(snapshotDir, job, signal)).runs;
}

/**
 * `runPython` with the start-up snapshot's folder given (read-only at /snapshot), or `null` to
 * start Pyodide afresh; `fromSnapshot` says how the process started.
 */
export async function runPythonFrom(
  snapshotDir: string | null,
  job: PythonJudgeJob,
  signal?: AbortSignal,
): Promise<{ runs: RawRun[]; fromSnapshot: boolean }> {
  const pyodideDir = path.dirname(require.resolve('pyodide/package.json'));
  // Its own user id, as each Java run has: the process limit then counts this run alone.
  const user = await leaseRunUser();
  const result = await runInSandbox({
    mounts: [
      { host: pyodideDir, sandbox: '/work', writable: false },
      ...(snapshotDir ? [{ host: snapshotDir, sandbox: '/snapshot', writable: false }] : []),
    ],
    scratch: [{ path: '/tmp', bytes: PYTHON_TMP_BYTES }],
    chdir: '/work',
    uid: user.uid,
    command: ['node', '--input-type=module', '-e', PYTHON_SANDBOX_PROGRAM],
    stdin: JSON.stringify({
      code: job.code,
      inputs: job.inputs,
      timeLimitMs: job.timeLimitMs,
      memoryBytes: PYTHON_MEMORY_BYTES,
      outputMaxBytes: PLAYGROUND_LIMITS.outputMaxBytes,
      stderrMaxBytes: PLAYGROUND_LIMITS.stderrMaxBytes,
      snapshot: snapshotDir !== null,
    }),
    limits: limitsFor(job),
    signal,
  }).finally(() => user.release());
  const runs: RawRun[] = [];
  let fromSnapshot = false;
  for (const text of result.stdout.split('\n')) {
    if (runs.length === job.inputs.length || text.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      break;
    }
    const line = LineSchema.safeParse(parsed);
    if (!line.success) break;
    fromSnapshot = line.data.snapshot === true;
    runs.push(toRawRun(line.data, job.timeLimitMs));
  }
  // The program stops after a run that timed out: the rest are not run (run-tests.ts says so).
  if (result.exit === 'ok' && runs.at(-1)?.exit === 'timeout') return { runs, fromSnapshot };
  // Whatever stopped the process (its time, a crash) ends every run that has no line.
  const reason =
    result.exit === 'timeout'
      ? timeoutMessage(job.timeLimitMs)
      : result.exit === 'aborted'
        ? 'Stopped.'
        : (/The Python judge stopped: .*/.exec(result.stderr)?.[0] ??
          `The Python runner stopped (exit status ${result.exitCode ?? 'none'}).`);
  while (runs.length < job.inputs.length) {
    runs.push({ exit: result.exit === 'timeout' ? 'timeout' : 'error', stdout: '', stderr: reason, durationMs: 0 });
  }
  return { runs, fromSnapshot };
}
