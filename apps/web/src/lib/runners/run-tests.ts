import { judgeRun, type PlaygroundTestCase, type TestResult } from '@hammurabi/shared';
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
  options: { timeLimitMs: number; signal: AbortSignal; onResult?: (index: number, result: TestResult) => void },
): Promise<TestResult[]> {
  const runner = language === 'python' ? pythonRunner() : javascriptRunner();
  const cases: (PlaygroundTestCase | null)[] = tests.length > 0 ? [...tests] : [null];
  const results: TestResult[] = [];
  for (const [index, test] of cases.entries()) {
    if (options.signal.aborted) break;
    const { run } = await runner.run(code, test?.input ?? '', options.timeLimitMs, options.signal);
    const result = judgeRun(run, test);
    results.push(result);
    options.onResult?.(index, result);
  }
  return results;
}
