import { spawnSync } from 'node:child_process';
import vm from 'node:vm';
import type { LearningExerciseContent } from '@hammurabi/content';
import { learningContent } from '@hammurabi/content/learning';
import { outputMatches } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { checkExercise } from './checks.ts';

/** Runs a program the way the playground's runners do: stdin lines through input(), stdout back. */
function run(language: LearningExerciseContent['language'], code: string, input: string): string {
  if (language === 'python') {
    const result = spawnSync('python3', ['-c', code], { input, encoding: 'utf8', timeout: 10_000 });
    return result.status === 0 ? result.stdout : `error: ${result.stderr}`;
  }
  const lines = input.split('\n');
  let stdout = '';
  const context = vm.createContext({
    input: () => lines.shift() ?? null,
    console: { log: (...values: unknown[]) => (stdout += `${values.map(String).join(' ')}\n`) },
  });
  try {
    vm.runInContext(code, context, { timeout: 5000 });
  } catch (error) {
    return `error: ${String(error)}`;
  }
  return stdout;
}

const exercises = learningContent.paths.flatMap((path) =>
  path.modules.flatMap((module) => (module.exercise ? [{ id: module.id, exercise: module.exercise }] : [])),
);

describe('learning content', () => {
  it('has unique ids, every one published, and never loses one without a replacement', () => {
    const current = learningContent.paths.flatMap((path) => [path.id, ...path.modules.map((module) => module.id)]);
    expect(new Set(current).size).toBe(current.length);
    const published = new Set(learningContent.published);
    expect(
      current.filter((id) => !published.has(id)),
      'add new ids to content/learning/ids.yaml',
    ).toEqual([]);
    const gone = learningContent.published.filter((id) => !current.includes(id));
    const unreplaced = gone.filter((id) => !current.includes(learningContent.retired[id] ?? ''));
    expect(unreplaced, 'a removed id needs a replaced_by (an existing id) in ids.yaml').toEqual([]);
  });

  it('gives every path two exercises and a quiz, and maps the tutorials and the curriculum', () => {
    for (const path of learningContent.paths) {
      expect(path.modules.filter((module) => module.type === 'exercise').length, path.id).toBeGreaterThanOrEqual(2);
      expect(
        path.modules.some((module) => module.type === 'quiz'),
        path.id,
      ).toBe(true);
      expect(
        path.modules.every((module) => module.minutes > 0 && module.html.length > 0),
        path.id,
      ).toBe(true);
    }
    expect(learningContent.paths.map((path) => path.tutorialRoute)).toEqual([
      '/tutorials/beginner',
      '/tutorials/intermediate',
      '/tutorials/advanced',
      '/tutorials/expert',
      '/course-curriculum',
    ]);
  });

  it.each(exercises)(
    '$id: the reference solution passes every test and the laws; the starter fails',
    ({ exercise }) => {
      const judge = (code: string) =>
        exercise.tests.map((test) => ({
          test_id: test.id,
          status: outputMatches(run(exercise.language, code, test.input), test.expectedOutput)
            ? ('passed' as const)
            : ('failed' as const),
        }));
      const solved = judge(exercise.solution);
      expect(solved.filter((result) => result.status !== 'passed')).toEqual([]);
      expect(checkExercise(exercise, { code: exercise.solution, results: solved })).toMatchObject({
        passed: true,
        law_findings: [],
      });
      const started = judge(exercise.starter);
      expect(started.some((result) => result.status !== 'passed')).toBe(true);
      expect(checkExercise(exercise, { code: exercise.starter, results: started }).passed).toBe(false);
    },
  );
});
