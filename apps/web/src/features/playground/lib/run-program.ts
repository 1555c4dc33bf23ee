import { type PlaygroundLanguage, type PlaygroundTestCase, type RawRun, type TestResult } from '@hammurabi/shared';
import { runJava } from '@/lib/api/playground/run-java';
import type { TraceStep } from '@/lib/runners/protocol';
import { runTestsInBrowser } from '@/lib/runners/run-tests';
import { pythonRunner } from '@/lib/runners/runners';

export interface RunRequest {
  language: PlaygroundLanguage;
  code: string;
  tests: PlaygroundTestCase[];
  /** Standard input when there are no tests (Python and JavaScript). */
  stdin: string;
  timeLimitMs: number;
  signal: AbortSignal;
  /** Called as each test finishes (index into `tests`; 0 for a run without tests). */
  onResult: (index: number, result: TestResult) => void;
}

export interface RunSummary {
  results: TestResult[];
  /** The compiler's output (Java) when it refused the program. */
  compileOutput: string | null;
}

/**
 * Runs the program once per test (once with empty input when there is none) in the language's
 * runner, judging each run with the shared contract. A stop ends the remaining tests unrun.
 */
export async function runProgram(request: RunRequest): Promise<RunSummary> {
  const { language, code, tests, stdin, timeLimitMs, signal, onResult } = request;
  if (language === 'java') {
    const answer = await runJava({ language: 'java', code, tests, timeLimitMs }, signal);
    answer.results.forEach((result, index) => onResult(index, result));
    return { results: answer.results, compileOutput: answer.compile.ok ? null : answer.compile.output };
  }
  const results = await runTestsInBrowser(language, code, tests, { timeLimitMs, signal, onResult, stdin });
  return { results, compileOutput: null };
}

/** Runs a Python program once with line tracing: the steps the Debugger tab walks through. */
export async function tracePython(
  code: string,
  input: string,
  timeLimitMs: number,
  signal: AbortSignal,
): Promise<{ run: RawRun; steps: TraceStep[] }> {
  const outcome = await pythonRunner().run(code, input, timeLimitMs, signal, true);
  return { run: outcome.run, steps: outcome.trace ?? [] };
}
