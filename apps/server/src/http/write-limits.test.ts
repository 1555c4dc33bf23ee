import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { WRITE_LIMITS } from './write-limits.ts';

// One account cannot flood the public lists: posts of each kind are counted per account and hour
// in the shared limiter, and an account younger than a day gets fewer.
describe('per-account limits on public posts', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ postLimitScale: 1 });
  });
  afterAll(() => server.close());

  const snippet = (user: TestUser, index: number) =>
    server.request('/api/snippets', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: { title: `Flood ${index}`, description: 'One of many.', code: `print(${index})\n` },
    });

  async function makeOld(user: TestUser): Promise<void> {
    await server.database.pool.query(`update auth_users set created_at = now() - interval '2 days' where id = $1`, [
      user.id,
    ]);
  }

  it('lets a new account post a few snippets an hour, then answers 429 with a readable detail', async () => {
    const fresh = await createTestUser(server, { username: 'flood_new' });
    const { newAccountPerHour } = WRITE_LIMITS.snippet;
    for (let index = 0; index < newAccountPerHour; index++) expect((await snippet(fresh, index)).status).toBe(201);
    const refused = await snippet(fresh, newAccountPerHour);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      new RegExp(`^You have posted ${newAccountPerHour} snippets in the last hour \\(accounts younger than a day`),
    );
    // Nothing was stored for the refused request.
    const mine = await server.request('/api/snippets?mine=true&limit=100', {
      headers: { authorization: `Bearer ${fresh.accessToken}` },
    });
    expect(((await mine.json()) as unknown[]).length).toBe(newAccountPerHour);
  });

  it('gives an older account the full allowance, counted per account', async () => {
    const old = await createTestUser(server, { username: 'flood_old' });
    await makeOld(old);
    const { perHour } = WRITE_LIMITS.snippet;
    const statuses = await Promise.all(Array.from({ length: perHour + 2 }, (_, index) => snippet(old, index)));
    expect(statuses.filter((response) => response.status === 201)).toHaveLength(perHour);
    expect(statuses.filter((response) => response.status === 429)).toHaveLength(2);
    // Another account is not affected.
    const other = await createTestUser(server, { username: 'flood_other' });
    expect((await snippet(other, 0)).status).toBe(201);
  });

  it('limits questions and answers per account too', async () => {
    const fresh = await createTestUser(server, { username: 'flood_asker' });
    const headers = { authorization: `Bearer ${fresh.accessToken}` };
    const ask = (index: number) =>
      server.request('/api/community/questions', {
        method: 'POST',
        headers,
        body: { title: `Flood question ${index}`, body: 'b', tags: 'x' },
      });
    const { newAccountPerHour } = WRITE_LIMITS.question;
    for (let index = 0; index < newAccountPerHour; index++) expect((await ask(index)).status).toBe(201);
    const refused = await ask(newAccountPerHour);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toContain('questions in the last hour');
  });
});
