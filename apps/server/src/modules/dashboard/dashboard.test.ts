import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, EarnedAchievement } from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

describe('dashboard', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('needs a session', async () => {
    const response = await server.request('/api/dashboard/stats');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'User not authenticated' });
  });

  it('counts projects, streak and achievements from real activity, awarding once', async () => {
    const user = await createTestUser(server, { username: 'dash_user' });
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const stats = async () =>
      (await (await server.request('/api/dashboard/stats', { headers })).json()) as DashboardStats;

    expect(await stats()).toEqual({ projectCount: 0, reviewCount: 0, learningStreak: 0, achievementCount: 0 });

    const created = await server.request('/api/projects', {
      method: 'POST',
      headers,
      body: { title: 'One', language: 'go' },
    });
    const { id } = (await created.json()) as { id: string };
    await server.request(`/api/projects/${id}/files`, { method: 'POST', headers, body: { filename: 'main.go' } });

    expect(await stats()).toEqual({ projectCount: 1, reviewCount: 0, learningStreak: 1, achievementCount: 2 });

    // Six earlier consecutive days of activity make a seven-day streak.
    await server.database.db.execute(sql`
      insert into user_activity_days (user_id, day)
      select ${user.id}, (now() at time zone 'utc')::date - offs from generate_series(1, 6) offs`);
    expect(await stats()).toMatchObject({ learningStreak: 7, achievementCount: 3 });
    expect(await stats()).toMatchObject({ achievementCount: 3 });

    const achievements = (await (
      await server.request('/api/dashboard/achievements', { headers })
    ).json()) as EarnedAchievement[];
    const earned = achievements
      .filter((achievement) => achievement.earned_at !== null)
      .map((achievement) => achievement.id);
    expect(earned.sort()).toEqual(['first-file', 'first-project', 'streak-7']);
  });

  it('counts projects shared with the user as active projects', async () => {
    const owner = await createTestUser(server, { username: 'dash_owner' });
    const member = await createTestUser(server, { username: 'dash_member' });
    const ownerHeaders = { authorization: `Bearer ${owner.accessToken}` };
    const created = await server.request('/api/projects', {
      method: 'POST',
      headers: ownerHeaders,
      body: { title: 'Shared', language: 'go' },
    });
    const { id } = (await created.json()) as { id: string };
    await server.request(`/api/projects/${id}/collaborators`, {
      method: 'POST',
      headers: ownerHeaders,
      body: { username: 'dash_member', role: 'viewer' },
    });
    const memberStats = (await (
      await server.request('/api/dashboard/stats', { headers: { authorization: `Bearer ${member.accessToken}` } })
    ).json()) as DashboardStats;
    expect(memberStats.projectCount).toBe(1);
  });
});
