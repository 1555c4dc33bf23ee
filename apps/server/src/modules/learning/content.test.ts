import { learningContent } from '@hammurabi/content/learning';
import { describe, expect, it } from 'vitest';
import { runTests } from '../judge/run-tests.ts';
import { exerciseCheck, judgingOrder } from './checks.ts';

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
      null,
      null,
      null,
      null,
    ]);
  });

  it('has a track of at least twenty exercises for each language, from Beginner up, a quiz per section', () => {
    for (const language of ['python', 'javascript', 'java'] as const) {
      const track = learningContent.paths.find((path) => path.id === `${language}-track`);
      expect(track?.tags, language).toContain(language);
      const trackExercises = (track?.modules ?? []).flatMap((module) => (module.exercise ? [module.exercise] : []));
      expect(trackExercises.length, language).toBeGreaterThanOrEqual(20);
      expect(trackExercises.every((exercise) => exercise.language === language)).toBe(true);
      expect(trackExercises[0]?.difficulty).toBe('Beginner');
      expect(trackExercises.some((exercise) => exercise.difficulty === 'Advanced')).toBe(true);
      expect((track?.modules ?? []).filter((module) => module.type === 'quiz').length).toBeGreaterThanOrEqual(5);
    }
    expect(exercises.length).toBeGreaterThanOrEqual(60);
  });

  it('asks for one language in each path, the one it is tagged with', () => {
    // The lessons from reviews are one lesson per kind of finding, each in a language that finding
    // occurs in; the module list names every exercise's language there.
    const languages = ['python', 'javascript', 'java'];
    for (const path of learningContent.paths.filter((candidate) => candidate.id !== 'review-lessons')) {
      const asked = [...new Set(path.modules.flatMap((module) => module.exercise?.language ?? []))];
      expect(asked, path.id).toHaveLength(1);
      expect(
        path.tags.filter((tag) => languages.includes(tag)),
        path.id,
      ).toEqual(asked);
    }
  });

  // A judgement mostly waits (a sandbox starting, Pyodide loading, javac), so several exercises
  // are judged at once (the server project's maxConcurrency) and each one's two programs side by side.
  it.concurrent.for(exercises)(
    '$id: the server judge passes the reference solution (every test and the laws) and fails the starter',
    { timeout: 180_000 },
    async ({ exercise }, { expect }) => {
      const judge = async (code: string) =>
        exerciseCheck(exercise, code, await runTests(exercise.language, code, judgingOrder(exercise)));
      const [solved, started] = await Promise.all([judge(exercise.solution), judge(exercise.starter)]);
      expect(solved.tests.filter((test) => test.status !== 'passed')).toEqual([]);
      expect(solved).toMatchObject({ passed: true, law_findings: [] });
      expect(started.passed).toBe(false);
    },
  );
});
