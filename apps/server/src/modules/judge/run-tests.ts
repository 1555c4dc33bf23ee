/**
 * The server's judge: runs a learner's program against tests, in a sandbox, and says how each
 * test went. This is the function content checks and the exercise judge call; its name and
 * signature stay stable (decision 077).
 */
import {
  PLAYGROUND_LIMITS,
  judgeRun,
  notRunAfterTimeout,
  type PlaygroundLanguage,
  type RawRun,
  type TestResult,
} from '@hammurabi/shared';
import { checkJavaAvailability, type JavaAvailability } from '../playground/java/availability.ts';
import { runJavaJob } from '../playground/java/java-runner.ts';
import { runJavaScript } from './javascript-runner.ts';
import { runPython } from './python-runner.ts';

/** A test as the judge needs it: the input the program reads and the output it must print. */
export interface JudgeTest {
  id: string;
  input: string;
  expectedOutput: string;
}

/** How one test went: `status` is passed, failed (wrong output), error (crash) or timeout. */
export interface JudgeVerdict extends TestResult {
  id: string;
}

export interface RunTestsOptions {
  /** Time limit of each test (default 5 s, at most 10 s). */
  timeLimitMs?: number;
  signal?: AbortSignal;
}

let javaAvailability: Promise<JavaAvailability> | null = null;

async function runJava(code: string, tests: JudgeTest[], timeLimitMs: number, signal?: AbortSignal) {
  javaAvailability ??= checkJavaAvailability();
  const { available, reason } = await javaAvailability;
  if (!available) throw new Error(reason ?? 'Java is not available on this server.');
  const outcome = await runJavaJob({
    code,
    tests: tests.map((test) => ({ ...test, name: test.id })),
    timeLimitMs,
    signal,
  });
  return outcome.results;
}

/**
 * Runs `code` once per test and judges each run against its expected output (the playground's
 * comparison: trailing whitespace ignored). Python runs in Pyodide in a sandboxed process,
 * JavaScript in QuickJS in a thread, Java in the playground's Java sandbox. In Python and
 * JavaScript the tests after one that ran out of time are not run (each would most likely cost a
 * full limit too; Java runs every test, as the playground does). Never throws
 * for anything the program does (a crash or a timeout is a verdict); throws only when the
 * language cannot run on this server (Java without its sandbox).
 */
export async function runTests(
  language: PlaygroundLanguage,
  code: string,
  tests: JudgeTest[],
  options: RunTestsOptions = {},
): Promise<JudgeVerdict[]> {
  if (tests.length === 0) return [];
  const timeLimitMs = Math.min(
    options.timeLimitMs ?? PLAYGROUND_LIMITS.timeLimitDefaultMs,
    PLAYGROUND_LIMITS.timeLimitMaxMs,
  );
  if (language === 'java') {
    const results = await runJava(code, tests, timeLimitMs, options.signal);
    return tests.map((test, index) => ({
      id: test.id,
      ...(results[index] ?? { status: 'error', actualOutput: '', stderr: 'Stopped.', durationMs: 0 }),
    }));
  }
  const job = { code, inputs: tests.map((test) => test.input), timeLimitMs };
  const runs: RawRun[] =
    language === 'python' ? await runPython(job, options.signal) : await runJavaScript(job, options.signal);
  // A runner stops after a test that ran out of time; the ones after it were not run.
  return tests.map((test, index) => {
    const run = runs[index];
    return { id: test.id, ...(run ? judgeRun(run, test) : notRunAfterTimeout()) };
  });
}
