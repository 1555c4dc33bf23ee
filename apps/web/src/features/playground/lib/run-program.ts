import {
  judgeRun,
  type PlaygroundLanguage,
  type PlaygroundTestCase,
  type RawRun,
  type TestResult,
} from '@hammurabi/shared';
import { runJava } from '../api/run-java';
import type { TraceStep } from './runners/protocol';
import { javascriptRunner, pythonRunner } from './runners/runners';

export interface RunRequest {
  language: PlaygroundLanguage;
  code: string;
  tests: PlaygroundTestCase[];
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
  const { language, code, tests, timeLimitMs, signal, onResult } = request;
  if (language === 'java') {
    const answer = await runJava({ language: 'java', code, tests, timeLimitMs }, signal);
    answer.results.forEach((result, index) => onResult(index, result));
    return { results: answer.results, compileOutput: answer.compile.ok ? null : answer.compile.output };
  }
  const runner = language === 'python' ? pythonRunner() : javascriptRunner();
  const cases: (PlaygroundTestCase | null)[] = tests.length > 0 ? tests : [null];
  const results: TestResult[] = [];
  for (const [index, test] of cases.entries()) {
    if (signal.aborted) break;
    const { run } = await runner.run(code, test?.input ?? '', timeLimitMs, signal);
    const result = judgeRun(run, test);
    results.push(result);
    onResult(index, result);
  }
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
