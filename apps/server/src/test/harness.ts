import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { defaultAuthConfig, type AuthConfig } from '../auth/auth-config.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

const TEMPLATE_DATABASE = 'hammurabi_template';

/** Runs one statement on the maintenance database of the test cluster. */
async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database cloned from the template; dropped by `drop()`. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

// bcrypt's lowest work factor: the tests sign up hundreds of accounts, and at the product's cost
// of 10 each sign-up and each sign-in spends about 0.1 s of CPU. Tests about the cost set their own.
const TEST_BCRYPT_COST = 4;

/** The auth settings of a test app: the product's defaults at the tests' bcrypt cost, with `overrides`. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return defaultAuthConfig({ bcryptCost: TEST_BCRYPT_COST, ...overrides });
}

/**
 * A test configuration: quiet logs, a throw-away data directory, overrides on top. Tests post
 * many times from accounts made a moment ago, so the per-account post limits are off
 * (`POST_LIMIT_SCALE=0`); `http/write-limits.test.ts` turns them on.
 */
export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-test-data-'));
  return {
    ...loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_BCRYPT_COST: String(TEST_BCRYPT_COST), POST_LIMIT_SCALE: '0' },
      path.join(dataDir, 'no-web-build'),
    ),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The base URL of the real HTTP listener, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  database: Database;
  config: Config;
  /** fetch() against the listener with a JSON body when one is given. */
  request(
    pathname: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** fetch() against `baseUrl` with a JSON body when one is given. */
function jsonRequest(baseUrl: string): TestApp['request'] {
  return (pathname, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${baseUrl}${pathname}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };
}

/** Builds the real app on its own fresh database and listens on a free loopback port. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  beforeListen?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = await testConfig(overrides);
  const database = openDatabase(testDatabase.url, { max: 5 });
  const app = await buildApp({ config, database });
  beforeListen?.(app);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    database,
    config,
    request: jsonRequest(baseUrl),
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on the same database as `server`, as a second server process would run: its own
 * pool, memory and data directory, the same signing secret (so the same tokens). For proving that
 * what one process remembers stays exact after another one writes.
 */
export async function startSecondProcess(server: TestApp): Promise<Pick<TestApp, 'baseUrl' | 'request' | 'close'>> {
  const config = await testConfig();
  await fs.copyFile(path.join(server.config.dataDir, 'jwt-secret'), path.join(config.dataDir, 'jwt-secret'));
  const database = openDatabase(server.database.url, { max: 2 });
  const app = await buildApp({ config, database });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    request: jsonRequest(baseUrl),
    async close() {
      await app.close();
      await database.close();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
