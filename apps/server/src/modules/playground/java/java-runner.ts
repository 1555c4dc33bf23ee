import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  judgeRun,
  outputLimitMessage,
  PLAYGROUND_LIMITS,
  timeoutMessage,
  type PlaygroundTestCase,
  type RawRun,
  type TestResult,
} from '@hammurabi/shared';
import { leaseRunUser, WORK_DIR_PREFIX } from './run-user.ts';
import { type ProcessLimits, runInSandbox, type SandboxResult } from './sandbox.ts';

/** JVM flags that keep its reservations, threads and start-up small enough for the limits. */
const JVM_BASE_FLAGS = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:ActiveProcessorCount=1',
  '-XX:CompressedClassSpaceSize=64m',
  '-XX:MaxMetaspaceSize=96m',
  '-XX:ReservedCodeCacheSize=32m',
  '-Xshare:auto',
];
const JVM_FLAGS = ['-Xmx128m', '-Xss1m', ...JVM_BASE_FLAGS];
const JAVAC_FLAGS = ['-Xmx256m', ...JVM_BASE_FLAGS].map((flag) => `-J${flag}`);
const JAVAC_OPTIONS = ['-encoding', 'UTF-8', '-Xlint:none', '-d', '/build'];

const MB = 1024 * 1024;
const COMPILE_LIMITS: ProcessLimits = {
  wallMs: 30_000,
  cpuSeconds: 30,
  addressSpaceBytes: 1200 * MB,
  processes: 64,
  fileBytes: 8 * MB,
  stdoutMaxBytes: 64 * 1024,
  stderrMaxBytes: 32 * 1024,
};

function runLimits(timeLimitMs: number): ProcessLimits {
  return {
    wallMs: timeLimitMs,
    cpuSeconds: Math.ceil(timeLimitMs / 1000) + 1,
    addressSpaceBytes: 1000 * MB,
    processes: 64,
    fileBytes: 1 * MB,
    stdoutMaxBytes: PLAYGROUND_LIMITS.outputMaxBytes,
    stderrMaxBytes: PLAYGROUND_LIMITS.stderrMaxBytes,
  };
}

/** The class javac must find: the public top-level class, else `Main`. */
export function mainClassName(code: string): string {
  return /\bpublic\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(code)?.[1] ?? 'Main';
}

export interface CompileOutcome {
  ok: boolean;
  output: string;
  durationMs: number;
}

export interface JavaJob {
  code: string;
  tests: PlaygroundTestCase[];
  timeLimitMs: number;
  signal?: AbortSignal;
}

export interface JavaJobResult {
  compile: CompileOutcome;
  results: TestResult[];
}

function describeEnding(result: SandboxResult, timeLimitMs: number): RawRun {
  const base = { stdout: result.stdout, durationMs: result.durationMs };
  switch (result.exit) {
    case 'ok':
      return { ...base, exit: 'ok', stderr: result.stderr };
    case 'timeout':
      return { ...base, exit: 'timeout', stderr: timeoutMessage(timeLimitMs) };
    case 'output_limit':
      return { ...base, exit: 'error', stderr: outputLimitMessage(PLAYGROUND_LIMITS.outputMaxBytes) };
    case 'aborted':
      return { ...base, exit: 'error', stderr: 'Stopped.' };
    case 'error':
      return { ...base, exit: 'error', stderr: result.stderr || exitMessage(result.exitCode) };
  }
}

function exitMessage(code: number | null): string {
  // 137 = killed by SIGKILL: the kernel's CPU limit or the memory limit ended it.
  if (code === 137 || code === null) return 'The program was killed: it used more CPU time or memory than allowed.';
  return `The program exited with status ${code}.`;
}

/** Longest public class name: its `.class` file name must fit the 255 bytes a file name may have. */
export const CLASS_NAME_MAX_BYTES = 200;

/** Why this program cannot be compiled here (its class name is too long), or null. */
export function classNameProblem(code: string): string | null {
  const bytes = Buffer.byteLength(mainClassName(code));
  if (bytes <= CLASS_NAME_MAX_BYTES) return null;
  return `The public class name is ${bytes} bytes long; at most ${CLASS_NAME_MAX_BYTES} are allowed, because it becomes a file name.`;
}

/** Class files javac may produce; more is refused before it is copied out of the sandbox. */
const CLASSES_MAX_KB = 16 * 1024;
/** The compiler's private build folder: class files are written here, never to the host. */
const BUILD_SCRATCH_BYTES = 64 * MB;
/** The program's private /tmp. */
const TMP_SCRATCH_BYTES = 16 * MB;

// Compiles in the capped /build, then copies the classes to the host folder only when they are
// small: a program with thousands of classes fills /build, not the runner's disk.
const COMPILE_SCRIPT = `javac "$@" && size=$(du -sk /build | cut -f1) && if [ "$size" -gt ${CLASSES_MAX_KB} ]; then
  echo "The compiled classes take $size KB; at most ${CLASSES_MAX_KB} KB are allowed." >&2; exit 1; fi && cp -R /build/. /out/`;

async function prepareWorkDir(dir: string, code: string, uid: number): Promise<string> {
  const className = mainClassName(code);
  await mkdir(path.join(dir, 'src'));
  await mkdir(path.join(dir, 'classes'));
  await writeFile(path.join(dir, 'src', `${className}.java`), code);
  // The sandbox runs as the run's user: it may enter the folder, and copy class files into classes/.
  if (process.getuid?.() === 0) {
    await chown(dir, uid, uid);
    await chown(path.join(dir, 'classes'), uid, uid);
  }
  return className;
}

function compileFailure(job: JavaJob, output: string, durationMs = 0): JavaJobResult {
  const compile = { ok: false, output, durationMs: Math.round(durationMs) };
  const failed = { exit: 'error' as const, stdout: '', stderr: output, durationMs: 0 };
  const tests: (PlaygroundTestCase | null)[] = job.tests.length > 0 ? job.tests : [null];
  return { compile, results: tests.map((test) => judgeRun(failed, test)) };
}

/**
 * Compiles the program once, then runs it once per test (or once with no input and no test).
 * Never throws for anything the program does: every problem is in the result.
 */
export async function runJavaJob(job: JavaJob): Promise<JavaJobResult> {
  const problem = classNameProblem(job.code);
  if (problem) return compileFailure(job, problem);
  const user = await leaseRunUser();
  let dir = '';
  try {
    dir = await mkdtemp(path.join(os.tmpdir(), `${WORK_DIR_PREFIX}${process.pid}-`));
    const className = await prepareWorkDir(dir, job.code, user.uid);
    const compiled = await runInSandbox({
      mounts: [
        { host: path.join(dir, 'src'), sandbox: '/src', writable: false },
        { host: path.join(dir, 'classes'), sandbox: '/out', writable: true },
      ],
      scratch: [
        { path: '/build', bytes: BUILD_SCRATCH_BYTES },
        { path: '/tmp', bytes: TMP_SCRATCH_BYTES },
      ],
      chdir: '/build',
      uid: user.uid,
      command: ['sh', '-c', COMPILE_SCRIPT, 'javac', ...JAVAC_FLAGS, ...JAVAC_OPTIONS, `/src/${className}.java`],
      stdin: '',
      limits: COMPILE_LIMITS,
      signal: job.signal,
    });
    const output = (compiled.stdout + compiled.stderr).trim() || (compiled.exit === 'ok' ? '' : 'Compilation failed.');
    if (compiled.exit === 'timeout') {
      return compileFailure(job, 'Compilation took too long and was stopped.', compiled.durationMs);
    }
    if (compiled.exit !== 'ok') return compileFailure(job, output, compiled.durationMs);
    const compile: CompileOutcome = { ok: true, output, durationMs: Math.round(compiled.durationMs) };
    const tests: (PlaygroundTestCase | null)[] = job.tests.length > 0 ? job.tests : [null];
    const results: TestResult[] = [];
    for (const test of tests) {
      if (job.signal?.aborted) break;
      const ran = await runInSandbox({
        mounts: [{ host: path.join(dir, 'classes'), sandbox: '/work', writable: false }],
        scratch: [{ path: '/tmp', bytes: TMP_SCRATCH_BYTES }],
        chdir: '/work',
        uid: user.uid,
        command: ['java', ...JVM_FLAGS, '-cp', '/work', className],
        stdin: test?.input ?? '',
        limits: runLimits(job.timeLimitMs),
        signal: job.signal,
      });
      results.push(judgeRun(describeEnding(ran, job.timeLimitMs), test));
    }
    return { compile, results };
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
    await user.release();
  }
}
