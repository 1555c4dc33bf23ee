import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser } from '../../test/users.ts';
import { LIBRARY_ACCOUNT, seedSnippetLibrary } from '../../modules/snippets/seed.ts';
import { adminApi } from '../admin/test/admin-client.ts';
import { authClient } from './auth-client.ts';

// Issue #35: the profile row, and with it the username, came only with the first profile save,
// so alice could save bob's username before bob ever opened his profile, and then bob's profile
// could never be created. Now sign-up creates it in the same transaction.
describe('usernames are reserved at sign-up', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const putProfile = (token: string, body: unknown) =>
    server.request('/api/auth/profile', { method: 'PUT', body, headers: authHeaders(token) });

  it('refuses another user the name, in any letter case, before its owner opens the profile', async () => {
    const bob = await createTestUser(server, { username: 'bob', fullName: 'Bob' });
    const alice = await createTestUser(server, { username: 'alice', fullName: 'Alice' });
    const taken = await putProfile(alice.accessToken, { username: 'BOB' });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({ detail: 'username: This username is already taken.' });
    // Bob's own first save (the dashboard's time-zone sync) works.
    const own = await putProfile(bob.accessToken, { timezone: 'Europe/Berlin' });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ username: 'bob', full_name: 'Bob', timezone: 'Europe/Berlin' });
  });

  it('answers sign-up with a taken username 422 username_taken and creates no account', async () => {
    await createTestUser(server, { username: 'carol' });
    const email = `carol-two-${Math.random().toString(36).slice(2)}@example.com`;
    const { data, error } = await authClient(server).signUp({
      email,
      password: 'correct horse battery',
      options: { data: { username: 'Carol', full_name: 'Carol Two' } },
    });
    expect(error).toMatchObject({ status: 422, code: 'username_taken', message: 'This username is already taken.' });
    expect(data.user).toBeNull();
    const count = await server.database.db.execute(
      sql`select count(*)::int as n from auth_users where email = ${email}`,
    );
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it('refuses a username that breaks the profile rule with 400', async () => {
    const { error } = await authClient(server).signUp({
      email: `odd-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      options: { data: { username: 'no spaces allowed' } },
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toContain('Username must be 3–30 characters');
  });

  it('makes the administrator-created account a profile and refuses a taken name there too', async () => {
    await createTestUser(server, { username: 'dave' });
    const admin = adminApi(server);
    const refused = await admin.createUser({ email: 'dave2@example.com', user_metadata: { username: 'DAVE' } });
    expect(refused.error).toMatchObject({ status: 422, code: 'username_taken' });
    const made = await admin.createUser({
      email: 'erin@example.com',
      user_metadata: { username: 'erin', full_name: 'Erin' },
    });
    expect(made.error).toBeNull();
    const row = await server.database.db.execute(
      sql`select username, full_name from profiles where user_id = ${made.data.user!.id}`,
    );
    expect(row.rows).toEqual([{ username: 'erin', full_name: 'Erin' }]);
  });

  it('lets two sign-ups racing for one name give it to exactly one', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        authClient(server).signUp({
          email: `race-${n}-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'correct horse battery',
          options: { data: { username: 'racer' } },
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.error === null)).toHaveLength(1);
    for (const attempt of attempts.filter((each) => each.error !== null)) {
      expect(attempt.error).toMatchObject({ status: 422, code: 'username_taken' });
    }
  });

  it("reserves the seeded library account's name too", async () => {
    await seedSnippetLibrary(server.database.db, []);
    const { error } = await authClient(server).signUp({
      email: `library-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      options: { data: { username: LIBRARY_ACCOUNT.username.toUpperCase() } },
    });
    expect(error).toMatchObject({ status: 422, code: 'username_taken' });
  });

  it('gives accounts from before a profile row by migration, the name to the earliest claimant', async () => {
    const db = server.database.db;
    const first = await createTestUser(server, { username: 'frank', fullName: 'Frank One' });
    const second = await createTestUser(server, { username: 'walt', fullName: 'Frank Two' });
    // As before the change: no profile rows, both sign-ups asked for one name.
    await db.execute(sql`delete from profiles where user_id in (${first.id}, ${second.id})`);
    await db.execute(
      sql`update auth_users set raw_user_meta_data = raw_user_meta_data || '{"username":"Frank"}' where id = ${second.id}`,
    );
    await db.execute(sql`update auth_users set created_at = created_at + interval '1 minute' where id = ${second.id}`);
    const migration = await fs.readFile(
      path.join(paths.migrations, '0026_profiles_at_signup_and_recovery_codes.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('INSERT INTO "profiles"'))!;
    await db.execute(sql.raw(backfill));
    const rows = await db.execute(
      sql`select user_id, username, full_name from profiles where user_id in (${first.id}, ${second.id}) order by full_name`,
    );
    expect(rows.rows).toEqual([
      { user_id: first.id, username: 'frank', full_name: 'Frank One' },
      { user_id: second.id, username: null, full_name: 'Frank Two' },
    ]);
  });
});
