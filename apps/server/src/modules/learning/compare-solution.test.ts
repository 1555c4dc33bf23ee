import { learningContent } from '@hammurabi/content/learning';
import type { LearningSolutionComparison } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';

const intermediate = learningContent.paths.find((path) => path.id === 'intermediate')!;
const sum = intermediate.modules.find((module) => module.id === 'intermediate-exercise-sum')!;
const reading = intermediate.modules.find((module) => module.type !== 'exercise' && module.type !== 'quiz')!;
// A solution of the learner's own, different from ours, that passes every test.
const OWN_SOLUTION = [
  "const numbers = (input() ?? '').split(' ').filter((part) => part !== '').map(Number);",
  'let total = 0;',
  'for (const value of numbers) total += value;',
  'console.log(total);',
  '',
].join('\n');

describe('Compare with our solution', () => {
  let server: TestApp;
  let learner: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    learner = await createTestUser(server);
  });
  afterAll(() => server.close());

  const comparison = async (moduleId: string, user: TestUser | null = learner) => {
    const response = await server.request(`/api/learning/modules/${moduleId}/solution`, {
      headers: user ? authHeaders(user.accessToken) : {},
    });
    return { status: response.status, text: await response.text() };
  };
  const submit = (code: string) =>
    server.request('/api/learning/progress', {
      method: 'POST',
      headers: authHeaders(learner.accessToken),
      body: { module_id: sum.id, status: 'completed', solution: { code } },
    });
  const reference = sum.exercise!.solution;

  it('is refused before the exercise is completed, and to visitors', async () => {
    expect((await comparison(sum.id, null)).status).toBe(401);
    const untouched = await comparison(sum.id);
    expect(untouched.status).toBe(403);
    expect(JSON.parse(untouched.text)).toEqual({
      detail: 'Our solution is shown once you have solved the exercise: submit yours and pass every test first.',
    });
    expect((await submit('console.log(0);')).status).toBe(200);
    const failed = await comparison(sum.id);
    expect(failed.status).toBe(403);
    expect(failed.text).not.toContain(reference.trim());
  });

  it('has nothing to show for a module that is not an exercise, or none at all', async () => {
    expect((await comparison(reading.id)).status).toBe(404);
    expect(JSON.parse((await comparison('nope')).text)).toEqual({
      detail: 'This module is not an exercise: it has no solution.',
    });
  });

  it('gives the reference beside the accepted code once the server has completed the exercise', async () => {
    const solved = await submit(OWN_SOLUTION);
    expect(solved.status).toBe(200);
    expect(await solved.json()).toMatchObject({ status: 'completed' });
    const answer = await comparison(sum.id);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text) as LearningSolutionComparison).toEqual({
      language: 'javascript',
      accepted: OWN_SOLUTION,
      reference,
    });
    // Another learner who has not solved it still gets nothing.
    const other = await createTestUser(server);
    expect((await comparison(sum.id, other)).status).toBe(403);
  });
});
