import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** Waits until the child has printed `text` (the first server takes a while to initialise PostgreSQL). */
async function waitForOutput(child: Child, text: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (child.process.exitCode !== null) throw new Error(`the server exited early:\n${child.output()}`);
      expect(child.output()).toContain(text);
    },
    { timeout: 180_000, interval: 50 },
  );
}

// One test walks through a server's whole life on one data directory, so no step depends on
// another test having run first.
describe('server process lifecycle on the embedded database', () => {
  let dataDir: string;
  let first: Child | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-lifecycle-'));
  });

  afterAll(async () => {
    if (first?.process.exitCode === null) first.process.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('initialises PostgreSQL in DATA_DIR, refuses a second server, stops on SIGTERM and keeps the data', async () => {
    const port = await findFreePort();
    const server = startMain({ DATA_DIR: dataDir, PORT: String(port) });
    first = server;
    await waitForOutput(server, 'Hammurabi is ready');

    // It initialises PostgreSQL inside DATA_DIR/postgres and answers health.
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const subscribe = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(subscribe.status).toBe(200);

    // A second server on the same DATA_DIR exits with 1, naming the directory, touching nothing.
    const before = await fs.readdir(path.join(dataDir, 'postgres'));
    const second = startMain({ DATA_DIR: dataDir, PORT: String(await findFreePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`already using the data directory ${dataDir}`);
    expect(await fs.readdir(path.join(dataDir, 'postgres'))).toEqual(before);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // SIGTERM: exit code 0 (a shutdown that hangs hits the 9 s deadline and exits 1), PostgreSQL
    // stopped and the lock released.
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // The data survives a restart.
    const config = await testConfig({ dataDir, port: 0 });
    const restarted = await startServer(config);
    try {
      const result = await restarted.app.database.db.execute(
        sql`select email from newsletter_subscriptions where email = 'kept@example.com'`,
      );
      expect(result.rows).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  }, 400_000);
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
