import { learningContent } from '@hammurabi/content/learning';
import type { LearningHints } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';
import { describeDifference } from './hints.ts';

const beginner = learningContent.paths.find((path) => path.id === 'beginner')!;
const index = beginner.modules.findIndex((module) => module.id === 'beginner-exercise-greeting');
const greeting = beginner.modules[index]!;
const lesson = beginner.modules.slice(0, index).findLast((module) => module.lessonRoute !== null)!;

const visible = (status: 'failed' | 'error' | 'timeout', actual: string, stderr = '') => ({
  test_id: 't1',
  name: 'A short name',
  hidden: false,
  status,
  actual_output: actual,
  stderr,
});

describe('the difference a hint describes', () => {
  it('names case, spacing, missing and extra lines, errors and timeouts in plain words', () => {
    expect(describeDifference('Hello, Ada!', visible('failed', 'hello, ada!\n'))).toMatch(
      /only in upper and lower case/,
    );
    expect(describeDifference('1 2 3', visible('failed', '1\n2\n3\n'))).toMatch(/only in spaces or line breaks/);
    expect(describeDifference('a\nb', visible('failed', 'a\n'))).toMatch(/line 2 is missing — the test expects "b"/);
    expect(describeDifference('a', visible('failed', 'a\nb\n'))).toMatch(/printed 1 more: "b"/);
    expect(describeDifference('12', visible('failed', '34\n'))).toMatch(/line 1 differs — expected "12", got "34"/);
    expect(describeDifference('12', visible('failed', ''))).toMatch(/printed nothing/);
    const traceback = 'Traceback (most recent call last):\n  File "main.py", line 1\nValueError: invalid literal';
    expect(describeDifference('12', visible('error', '', traceback))).toMatch(
      /stopped with an error .*ValueError: invalid literal/,
    );
    expect(describeDifference('12', visible('timeout', ''))).toMatch(/did not finish in time/);
  });
});

describe('hints after a failed submission', () => {
  let server: TestApp;
  let learner: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    learner = await createTestUser(server);
  });
  afterAll(() => server.close());

  const hints = async () => {
    const response = await server.request(`/api/learning/modules/${greeting.id}/hints`, {
      headers: authHeaders(learner.accessToken),
    });
    return { status: response.status, text: await response.text() };
  };
  const submit = (code: string) =>
    server.request('/api/learning/progress', {
      method: 'POST',
      headers: authHeaders(learner.accessToken),
      body: { module_id: greeting.id, status: 'completed', solution: { code } },
    });

  it('needs a failed submission, then explains it from the learner code, never the solution', async () => {
    const before = await hints();
    expect(before.status).toBe(409);
    expect(JSON.parse(before.text)).toEqual({
      detail: 'Submit your solution first: hints explain what failed in your last submission.',
    });

    expect((await submit('console.log("no")')).status).toBe(200);
    const after = await hints();
    expect(after.status).toBe(200);
    const { hints: ladder } = JSON.parse(after.text) as LearningHints;
    expect(ladder.map((hint) => hint.title)).toEqual(['What differs', 'What your code shows', 'Where it is taught']);
    expect(ladder[0]!.text).toBe('The test "A short name": line 1 differs — expected "Hello, Ada!", got "no".');
    expect(ladder[1]!.text).toContain('Every print in the program prints a fixed value');
    expect(ladder[1]!.text).toContain('The program never reads its input');
    expect(ladder[2]).toMatchObject({
      link: lesson.lessonRoute,
      text: `The lesson "${lesson.title}" teaches what this exercise needs.`,
    });
    expect(after.text).not.toContain(greeting.exercise!.solution.trim());
    expect(after.text).not.toContain('Grace Hopper');

    // Visible tests pass, the hidden one fails: the hint says so and nothing more.
    expect(
      (
        await submit(
          'const visitorName = input();\nconsole.log(visitorName === "Grace Hopper" ? "?" : `Hello, ${visitorName}!`);',
        )
      ).status,
    ).toBe(200);
    const hidden = JSON.parse((await hints()).text) as LearningHints;
    expect(hidden.hints[0]!.text).toMatch(/^Every visible test passes, but a hidden test fails/);

    expect((await submit(greeting.exercise!.solution)).status).toBe(200);
    expect((await hints()).status).toBe(409);
  });
});
