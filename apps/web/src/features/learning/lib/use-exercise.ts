import {
  PLAYGROUND_LIMITS,
  type ExerciseTest,
  type JudgedTest,
  type LearningCheck,
  type LearningModuleDetail,
  type RunStatus,
  type TestResult,
} from '@hammurabi/shared';
import { useEffect, useRef, useState } from 'react';
import { runJava } from '@/lib/api/playground/run-java';
import { runTestsInBrowser } from '@/lib/runners/run-tests';
import { useRecordProgress } from '../api/record-progress';

/**
 * One row of the test list: a visible test with its input and expected output, or a hidden test
 * of the server's verdict, known only by its name ("Hidden test 2") and status.
 */
export interface TestRow {
  key: string;
  name: string;
  /** Null for a hidden test: its input and expected output stay on the server. */
  test: ExerciseTest | null;
  result: { status: RunStatus; output: string } | null;
}

function savedCode(module: LearningModuleDetail): string | null {
  const solution = module.solution as { code?: unknown } | null;
  return typeof solution?.code === 'string' ? solution.code : null;
}

/** The rows of the server's verdict: visible tests with their details, hidden ones by name. */
export function verdictRows(tests: ExerciseTest[], judged: JudgedTest[]): TestRow[] {
  return judged.map((verdict, index) => ({
    key: verdict.test_id ?? `hidden-${index}`,
    name: verdict.name,
    test: tests.find((test) => test.id === verdict.test_id) ?? null,
    result: {
      status: verdict.status,
      output: (verdict.actual_output ?? '') + (verdict.stderr ? `\n${verdict.stderr}` : ''),
    },
  }));
}

/** Java's visible tests on the server; a program the compiler refuses fails each with its output. */
async function runJavaTests(
  code: string,
  tests: ExerciseTest[],
  timeLimitMs: number,
  signal: AbortSignal,
): Promise<TestResult[]> {
  const answer = await runJava({ language: 'java', code, tests, timeLimitMs }, signal);
  if (answer.compile.ok) return answer.results;
  return tests.map(() => ({ status: 'error', actualOutput: '', stderr: answer.compile.output, durationMs: 0 }));
}

/**
 * An exercise's working state: the code, Run tests (the visible tests in the browser's runner, for
 * quick feedback) and Submit (the server runs every test, hidden ones included, and its verdict
 * alone completes the exercise).
 */
export function useExercise(module: LearningModuleDetail) {
  const exercise = module.exercise!;
  const initialCode = savedCode(module) ?? exercise.starter;
  const code = useRef(initialCode);
  const [rows, setRows] = useState<TestRow[]>(() =>
    module.check ? verdictRows(exercise.tests, module.check.tests) : [],
  );
  const [busy, setBusy] = useState<'run' | 'submit' | null>(null);
  const [check, setCheck] = useState<LearningCheck | null>(module.check);
  const [runError, setRunError] = useState<string | null>(null);
  const [submissions, setSubmissions] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const record = useRecordProgress();

  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy('run');
    setRunError(null);
    const pending = (test: ExerciseTest): TestRow => ({ key: test.id, name: test.name, test, result: null });
    setRows(exercise.tests.map(pending));
    try {
      const timeLimitMs = PLAYGROUND_LIMITS.timeLimitDefaultMs;
      // The browser cannot run Java: its visible tests run on the server, as in the playground.
      const results =
        exercise.language === 'java'
          ? await runJavaTests(code.current, exercise.tests, timeLimitMs, controller.signal)
          : await runTestsInBrowser(exercise.language, code.current, exercise.tests, {
              timeLimitMs,
              signal: controller.signal,
            });
      setRows(
        exercise.tests.map((test, index) => {
          const result = results[index];
          return {
            ...pending(test),
            result: result
              ? { status: result.status, output: result.actualOutput + (result.stderr ? `\n${result.stderr}` : '') }
              : null,
          };
        }),
      );
    } catch (error) {
      setRunError(error instanceof Error ? error.message : String(error));
    }
    setBusy(null);
  };

  const submit = async () => {
    abort.current?.abort();
    setBusy('submit');
    setRunError(null);
    const answer = await record
      .mutateAsync({ module_id: module.id, status: 'completed', solution: { code: code.current } })
      .catch(() => null);
    if (answer?.check) {
      setSubmissions((count) => count + 1);
      setCheck(answer.check);
      setRows(verdictRows(exercise.tests, answer.check.tests));
    }
    setBusy(null);
  };

  return {
    exercise,
    initialCode,
    setCode: (value: string) => (code.current = value),
    code: () => code.current,
    rows,
    busy,
    check,
    runError,
    submissions,
    submitError: record.error,
    run,
    submit,
  };
}
