import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAdminAuditLog } from '../db/schema/index.ts';
import { startServer } from '../server.ts';
import { startTestApp, testConfig, type TestApp } from '../test/harness.ts';
import { authHeaders, createTestUser } from '../test/users.ts';
import { runAdminCommand } from './admin-commands.ts';

const rolesOnProfile = async (baseUrl: string, accessToken: string) => {
  const response = await fetch(`${baseUrl}/api/auth/profile`, { headers: authHeaders(accessToken) });
  return ((await response.json()) as { roles: string[] }).roles;
};

describe('npm run admin against DATABASE_URL', () => {
  let server: TestApp;
  let run: (...args: string[]) => Promise<string>;
  beforeAll(async () => {
    server = await startTestApp();
    // The same data directory (JWT secret) and database as the running server.
    const config = { ...server.config, databaseUrl: server.database.url };
    run = (...args) => runAdminCommand(args, config);
  });
  afterAll(() => server.close());

  it('grants and revokes roles that count at the next request, and records who did it', async () => {
    const person = await createTestUser(server);
    expect(await rolesOnProfile(server.baseUrl, person.accessToken)).toEqual([]);
    expect(await run('grant', 'admin', person.email.toUpperCase(), '--reason', 'first administrator')).toBe(
      `Granted admin to ${person.email} (DATABASE_URL).`,
    );
    expect(await run('grant', 'admin', person.email)).toBe(`${person.email} already holds admin.`);
    await run('grant', 'staff', person.email);
    expect(await rolesOnProfile(server.baseUrl, person.accessToken)).toEqual(['admin', 'staff']);
    expect(await run('list')).toBe(`${person.email}\tadmin, staff`);
    expect(await run('list', 'moderator')).toBe('Nobody holds moderator.');

    expect(await run('revoke', 'admin', person.email)).toBe(`Revoked admin from ${person.email} (DATABASE_URL).`);
    expect(await rolesOnProfile(server.baseUrl, person.accessToken)).toEqual(['staff']);

    const audit = await server.database.db.select().from(authAdminAuditLog).orderBy(desc(authAdminAuditLog.id));
    expect(audit.map((entry) => [entry.action, entry.details, entry.targetEmail])).toEqual([
      ['role_revoked', { role: 'admin' }, person.email],
      ['role_granted', { role: 'staff' }, person.email],
      ['role_granted', { role: 'admin' }, person.email],
    ]);
    expect(audit[2]).toMatchObject({ reason: 'first administrator', actorId: null, targetUserId: person.id });
    expect(audit[2]!.actor).toMatch(/^cli:/);
  });

  it('refuses unknown roles, unknown accounts and bad usage with a readable message', async () => {
    await expect(run('grant', 'owner', 'a@example.com')).rejects.toThrow(/Unknown role "owner"/);
    await expect(run('grant', 'staff', 'nobody@example.com')).rejects.toThrow(
      'No account has the address nobody@example.com: the person signs up first, then gets the role.',
    );
    await expect(run('promote')).rejects.toThrow(/Usage: npm run admin/);
    await expect(run('grant', 'staff', 'a@example.com', '--reason')).rejects.toThrow('--reason needs a text');
  });

  it('prints the service_role key the server accepts', async () => {
    expect(await run('service-key')).toBe(server.app.auth.keys.serviceRoleKey);
  });
});

describe('npm run admin on the embedded database of DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-admin-cli-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('works while the server runs (through its PostgreSQL) and after it stopped (starting one)', async () => {
    const config = await testConfig({ dataDir, port: 0 });
    const running = await startServer(config);
    let person: Awaited<ReturnType<typeof createTestUser>>;
    try {
      const asTestApp: Pick<TestApp, 'app' | 'baseUrl' | 'request'> = {
        app: running.app,
        baseUrl: running.url,
        request: (pathname, init) => requestOn(running.url, pathname, init),
      };
      person = await createTestUser(asTestApp as TestApp);
      expect(await runAdminCommand(['grant', 'moderator', person.email], config)).toBe(
        `Granted moderator to ${person.email} (the running server's database in ${dataDir}).`,
      );
      expect(await rolesOnProfile(running.url, person.accessToken)).toEqual(['moderator']);
    } finally {
      await running.stop();
    }
    expect(await runAdminCommand(['list'], config)).toBe(`${person.email}\tmoderator`);
    // It stopped its own PostgreSQL and released the lock: the server starts again.
    const again = await startServer(config);
    await again.stop();
  }, 120_000);
});

function requestOn(baseUrl: string, pathname: string, init: Parameters<TestApp['request']>[1] = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
