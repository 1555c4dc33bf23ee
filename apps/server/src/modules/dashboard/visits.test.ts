import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser } from '../../test/users.ts';

// Issue #35: the dashboard greeted a brand-new user with "Welcome back". The first visit is now
// recorded on the profile made at sign-up, and only that visit is answered as the first.
describe('POST /api/dashboard/visits', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const visit = (token?: string) =>
    server.request('/api/dashboard/visits', { method: 'POST', headers: token ? authHeaders(token) : {} });

  it('needs a session', async () => {
    expect((await visit()).status).toBe(401);
  });

  it('answers first_visit once per account, even for visits at the same moment', async () => {
    const newcomer = await createTestUser(server);
    const answers = await Promise.all([1, 2, 3].map(() => visit(newcomer.accessToken)));
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ first_visit: boolean }>));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(bodies.filter((body) => body.first_visit)).toHaveLength(1);
    expect(await (await visit(newcomer.accessToken)).json()).toEqual({ first_visit: false });
    const other = await createTestUser(server);
    expect(await (await visit(other.accessToken)).json()).toEqual({ first_visit: true });
  });
});
