import { judgeRun, notRunAfterTimeout, type PlaygroundTestCase, type TestResult } from '@hammurabi/shared';
import type { BrowserLanguage } from './protocol';
import { javascriptRunner, pythonRunner } from './runners';

/**
 * Runs a program once per test (once with empty input when there is none) in the browser's
 * runner for its language, judging each run with the shared contract. A stop ends the remaining
 * tests unrun; `onResult` hears about each test as it finishes.
 */
export async function runTestsInBrowser(
  language: BrowserLanguage,
  code: string,
  tests: readonly PlaygroundTestCase[],
  options: {
    timeLimitMs: number;
    signal: AbortSignal;
    onResult?: (index: number, result: TestResult) => void;
    /** Standard input for the single run when there are no tests. */
    stdin?: string;
  },
): Promise<TestResult[]> {
  const runner = language === 'python' ? pythonRunner() : javascriptRunner();
  const cases: (PlaygroundTestCase | null)[] = tests.length > 0 ? [...tests] : [null];
  const results: TestResult[] = [];
  let timedOut: string | null = null;
  for (const [index, test] of cases.entries()) {
    if (options.signal.aborted) break;
    // After a timeout the rest would most likely time out too, one limit each: they are not run.
    const result = timedOut
      ? notRunAfterTimeout(timedOut)
      : judgeRun(
          (await runner.run(code, test?.input ?? options.stdin ?? '', options.timeLimitMs, options.signal)).run,
          test,
        );
    if (result.status === 'timeout' && !timedOut) timedOut = test?.name ?? '';
    results.push(result);
    options.onResult?.(index, result);
  }
  return results;
}
