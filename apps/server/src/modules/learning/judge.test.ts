import { learningContent } from '@hammurabi/content/learning';
import type { LearningModuleDetail, LearningPathDetail, LearningProgressResult } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';
import { BUSY_DETAIL } from './judgements.ts';

const beginner = learningContent.paths.find((path) => path.id === 'beginner')!;
const greeting = beginner.modules.find((module) => module.id === 'beginner-exercise-greeting')!;
const rectangle = beginner.modules.find((module) => module.id === 'beginner-exercise-rectangle')!;
// A JavaScript exercise, so the judge's QuickJS thread is tried as well as Pyodide.
const wordSum = learningContent.paths
  .find((path) => path.id === 'intermediate')!
  .modules.find((module) => module.id === 'intermediate-exercise-sum')!;
const hiddenTests = [greeting, rectangle].flatMap((module) => module.exercise!.tests.filter((test) => test.hidden));

// Each submission waits for the job queue and a sandbox; the first Python one in a process also makes
// the judge's snapshot (decision 110), which takes long while the suite's other steps share the cores.
describe('exercises judged by the server', { timeout: 120_000 }, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const submit = async (user: TestUser, moduleId: string, solution: unknown) => {
    const response = await server.request('/api/learning/progress', {
      method: 'POST',
      headers: authHeaders(user.accessToken),
      body: { module_id: moduleId, status: 'completed', solution },
    });
    return { status: response.status, text: await response.text() };
  };
  const result = (answer: { text: string }) => JSON.parse(answer.text) as LearningProgressResult;

  it('does not complete an exercise for a program printing "no", whatever results the browser claims', async () => {
    const learner = await createTestUser(server);
    const claimed = greeting.exercise!.tests.map((test) => ({ test_id: test.id, status: 'passed' }));
    const forged = await submit(learner, greeting.id, { code: 'print("no")', results: claimed });
    expect(forged.status).toBe(422);
    expect(JSON.parse(forged.text)).toEqual({ detail: 'solution: Unrecognized key: "results"' });

    const judged = await submit(learner, greeting.id, { code: 'print("no")' });
    expect(judged.status).toBe(200);
    expect(result(judged)).toMatchObject({
      status: 'started',
      completed_at: null,
      check: { passed: false, tests_passed: 0, tests_total: 3 },
    });
    expect(result(judged).check!.tests.map((test) => [test.name, test.status])).toEqual([
      ['A short name', 'failed'],
      ['Another name', 'failed'],
      ['Hidden test 1', 'failed'],
    ]);
    expect(result(judged).check!.tests[0]).toMatchObject({ actual_output: 'no\n', hidden: false });
  });

  it('never sends a hidden test input or expected output, not even a program echoing its input', async () => {
    const learner = await createTestUser(server);
    const answers = [
      await server.request(`/api/learning/modules/${greeting.id}`),
      await server.request(`/api/learning/modules/${rectangle.id}`, { headers: authHeaders(learner.accessToken) }),
      await server.request('/api/learning/paths/beginner'),
    ].map((response) => response.text());
    const echo = await submit(learner, greeting.id, {
      code: 'line = input()\nprint(f"Hello, {line}!")\nraise ValueError(line)',
    });
    const texts = [...(await Promise.all(answers)), echo.text];
    const page = JSON.parse(texts[0]!) as LearningModuleDetail;
    expect(page.exercise!.tests.map((test) => test.name)).toEqual(['A short name', 'Another name']);
    expect(page.exercise!.hidden_tests).toBe(1);
    expect((JSON.parse(texts[2]!) as LearningPathDetail).id).toBe('beginner');
    expect(result(echo).check!.tests[2]).toEqual({
      test_id: null,
      name: 'Hidden test 1',
      hidden: true,
      status: 'error',
      actual_output: null,
      stderr: null,
    });
    // Every hidden input and output long enough to be told apart from other text ("0" is not).
    const secrets = hiddenTests
      .flatMap((test) => [test.input, test.expectedOutput])
      .map((secret) => JSON.stringify(secret).slice(1, -1))
      .filter((secret) => secret.length >= 4);
    expect(secrets).toEqual(expect.arrayContaining(['Grace Hopper', 'Hello, Grace Hopper!', '120\\n45', '5400']));
    for (const text of texts) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });

  it('completes the exercise for a correct solution, from its own run of every test', async () => {
    const learner = await createTestUser(server);
    const solved = await submit(learner, greeting.id, { code: greeting.exercise!.solution });
    expect(solved.status).toBe(200);
    expect(result(solved)).toMatchObject({
      status: 'completed',
      check: { passed: true, tests_passed: 3, tests_total: 3 },
    });
    const page = await server.request(`/api/learning/modules/${greeting.id}`, {
      headers: authHeaders(learner.accessToken),
    });
    expect(((await page.json()) as LearningModuleDetail).solution).toEqual({ code: greeting.exercise!.solution });
  });

  it('stops a program that never ends at the time limit and says so', { timeout: 120_000 }, async () => {
    const learner = await createTestUser(server);
    const looping = await submit(learner, wordSum.id, { code: 'for (;;) {}' });
    expect(result(looping)).toMatchObject({ status: 'started', check: { passed: false } });
    // The tests after the first timeout are not run: each would have cost the learner 5 s more.
    expect(result(looping).check!.tests.map((test) => test.status)).toEqual(['timeout', 'error', 'error', 'error']);
    expect(result(looping).check!.tests[0]!.stderr).toMatch(/^Timed out: the program ran longer than the 5 s limit/);
  });

  it('gives a Python program no file and no network', { timeout: 180_000 }, async () => {
    const learner = await createTestUser(server);
    const code = [
      'import socket',
      'try:',
      "    print(open('/etc/passwd').read())",
      'except OSError as error:',
      "    print('no file:', type(error).__name__)",
      "socket.create_connection(('127.0.0.1', 5432), timeout=1)",
    ].join('\n');
    const probe = await submit(learner, rectangle.id, { code });
    const first = result(probe).check!.tests[0]!;
    expect(first).toMatchObject({ status: 'error', actual_output: 'no file: FileNotFoundError\n' });
    expect(first.stderr).toMatch(/OSError/);
  });

  it('judges one submission per learner at a time and refuses a second with 429', { timeout: 120_000 }, async () => {
    const learner = await createTestUser(server);
    const [one, two] = await Promise.all([
      submit(learner, wordSum.id, { code: 'for (;;) {}' }),
      submit(learner, rectangle.id, { code: 'while True: pass' }),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = [one, two].find((answer) => answer.status === 429)!;
    expect(JSON.parse(refused.text)).toEqual({ detail: BUSY_DETAIL });
    // Once the verdict is in, the learner may submit again.
    expect((await submit(learner, wordSum.id, { code: wordSum.exercise!.solution })).status).toBe(200);
  });
});
