import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded.ts';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.ts';
import { startServer } from './server.ts';
import { createTestDatabase, testConfig } from './test/harness.ts';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server process lifecycle on the embedded database', () => {
  let dataDir: string;
  let port: number;
  let first: Child;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-lifecycle-'));
    port = await findFreePort();
    first = startMain({ DATA_DIR: dataDir, PORT: String(port) });
    await waitFor(() => first.output().includes('Hammurabi is ready'), 60_000, 'the first server');
  }, 90_000);

  afterAll(async () => {
    if (first.process.exitCode === null) first.process.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('initialises PostgreSQL inside DATA_DIR/postgres and answers health', async () => {
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    const subscribe = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(subscribe.status).toBe(200);
  });

  it('refuses a second server on the same DATA_DIR at once, naming the directory', async () => {
    const before = await fs.readdir(path.join(dataDir, 'postgres'));
    const second = startMain({ DATA_DIR: dataDir, PORT: String(await findFreePort()) });
    const started = Date.now();
    const code = await second.exited;
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(second.output()).toContain(`already using the data directory ${dataDir}`);
    expect(await fs.readdir(path.join(dataDir, 'postgres'))).toEqual(before);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });

  it('shuts down on SIGTERM with exit code 0 within 10 s, stopping PostgreSQL', async () => {
    const started = Date.now();
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('keeps the data across a restart', async () => {
    const config = await testConfig({ dataDir, port: 0 });
    const server = await startServer(config);
    try {
      const result = await server.app.database.db.execute(
        sql`select email from newsletter_subscriptions where email = 'kept@example.com'`,
      );
      expect(result.rows).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});

describe('data directory lock', () => {
  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-lock-'));
    await fs.writeFile(path.join(dataDir, 'server.lock'), '999999999');
    const lock = await lockDataDir(dataDir);
    expect((await fs.readFile(path.join(dataDir, 'server.lock'), 'utf8')).trim()).toBe(String(process.pid));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.release();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('DATABASE_URL', () => {
  it('uses the given PostgreSQL server and starts no embedded one', async () => {
    const external = await createTestDatabase();
    const config = await testConfig({ databaseUrl: external.url, port: 0 });
    const server = await startServer(config);
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
      await fetch(`${server.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'external@example.com' }),
      });
      expect(existsSync(path.join(config.dataDir, 'postgres'))).toBe(false);
      const client = new pg.Client({ connectionString: external.url });
      await client.connect();
      const rows = await client.query(
        "select email from newsletter_subscriptions where email = 'external@example.com'",
      );
      await client.end();
      expect(rows.rowCount).toBe(1);
    } finally {
      await server.stop();
      await external.drop();
    }
  });
});
