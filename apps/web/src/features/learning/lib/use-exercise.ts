import {
  PLAYGROUND_LIMITS,
  type ExerciseTest,
  type LearningCheck,
  type LearningModuleDetail,
  type TestResult,
} from '@hammurabi/shared';
import { useEffect, useRef, useState } from 'react';
import { runTestsInBrowser } from '@/lib/runners/run-tests';
import { useRecordProgress } from '../api/record-progress';

export interface TestRow {
  test: ExerciseTest;
  result: TestResult | null;
}

function savedCode(module: LearningModuleDetail): string | null {
  const solution = module.solution as { code?: unknown } | null;
  return typeof solution?.code === 'string' ? solution.code : null;
}

/**
 * An exercise's working state: the code, Run tests (visible tests in the browser runner) and
 * Submit (every test, then the server stores the results and re-checks the laws).
 */
export function useExercise(module: LearningModuleDetail) {
  const exercise = module.exercise!;
  const initialCode = savedCode(module) ?? exercise.starter;
  const code = useRef(initialCode);
  const [rows, setRows] = useState<TestRow[]>([]);
  const [busy, setBusy] = useState<'run' | 'submit' | null>(null);
  const [check, setCheck] = useState<LearningCheck | null>(module.check);
  const [runError, setRunError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const record = useRecordProgress();

  useEffect(() => () => abort.current?.abort(), []);

  const runTests = async (tests: ExerciseTest[]) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunError(null);
    setRows(tests.filter((test) => !test.hidden).map((test) => ({ test, result: null })));
    try {
      const results = await runTestsInBrowser(exercise.language, code.current, tests, {
        timeLimitMs: PLAYGROUND_LIMITS.timeLimitDefaultMs,
        signal: controller.signal,
      });
      setRows(tests.map((test, index) => ({ test, result: results[index] ?? null })).filter((row) => !row.test.hidden));
      return results;
    } catch (error) {
      setRunError(error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  const run = async () => {
    setBusy('run');
    await runTests(exercise.tests.filter((test) => !test.hidden));
    setBusy(null);
  };

  const submit = async () => {
    setBusy('submit');
    const results = await runTests(exercise.tests);
    if (results) {
      const answer = await record
        .mutateAsync({
          module_id: module.id,
          status: 'completed',
          solution: {
            code: code.current,
            results: exercise.tests.map((test, index) => ({
              test_id: test.id,
              status: results[index]?.status ?? 'error',
            })),
          },
        })
        .catch(() => null);
      if (answer) setCheck(answer.check);
    }
    setBusy(null);
  };

  return {
    exercise,
    initialCode,
    setCode: (value: string) => (code.current = value),
    rows,
    busy,
    check,
    runError,
    submitError: record.error,
    run,
    submit,
  };
}
