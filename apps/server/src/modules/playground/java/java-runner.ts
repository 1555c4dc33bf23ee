import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { type ProcessLimits, runInSandbox, SANDBOX_UID, type SandboxResult } from './sandbox.ts';

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

async function prepareWorkDir(code: string): Promise<{ dir: string; className: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hammurabi-java-'));
  const className = mainClassName(code);
  await writeFile(path.join(dir, `${className}.java`), code);
  // The compiler runs as the sandbox user and writes its class files here.
  if (process.getuid?.() === 0) {
    await chown(dir, SANDBOX_UID, SANDBOX_UID);
    await chown(path.join(dir, `${className}.java`), SANDBOX_UID, SANDBOX_UID);
  }
  return { dir, className };
}

/** Compiles the program once, then runs it once per test (or once with no input and no test). */
export async function runJavaJob(job: JavaJob): Promise<JavaJobResult> {
  const { dir, className } = await prepareWorkDir(job.code);
  try {
    const compiled = await runInSandbox({
      workDir: dir,
      writableWork: true,
      command: ['javac', ...JAVAC_FLAGS, '-encoding', 'UTF-8', '-Xlint:none', `${className}.java`],
      stdin: '',
      limits: COMPILE_LIMITS,
      signal: job.signal,
    });
    const compile: CompileOutcome = {
      ok: compiled.exit === 'ok',
      output: (compiled.stdout + compiled.stderr).trim() || (compiled.exit === 'ok' ? '' : 'Compilation failed.'),
      durationMs: Math.round(compiled.durationMs),
    };
    if (compiled.exit === 'timeout') compile.output = 'Compilation took too long and was stopped.';
    const tests: (PlaygroundTestCase | null)[] = job.tests.length > 0 ? job.tests : [null];
    if (!compile.ok) {
      const failed = { exit: 'error' as const, stdout: '', stderr: compile.output, durationMs: 0 };
      return { compile, results: tests.map((test) => judgeRun(failed, test)) };
    }
    const results: TestResult[] = [];
    for (const test of tests) {
      if (job.signal?.aborted) break;
      const ran = await runInSandbox({
        workDir: dir,
        writableWork: false,
        command: ['java', ...JVM_FLAGS, '-cp', '/work', className],
        stdin: test?.input ?? '',
        limits: runLimits(job.timeLimitMs),
        signal: job.signal,
      });
      results.push(judgeRun(describeEnding(ran, job.timeLimitMs), test));
    }
    return { compile, results };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
