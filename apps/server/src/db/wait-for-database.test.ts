import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import { waitForDatabase } from './repository.ts';

/**
 * A TCP stand-in for the database: it drops the first `refused` connections (as a database still
 * starting does), then passes every later one through to the real PostgreSQL.
 */
async function flakyProxy(target: URL, refused: number) {
  // The test server listens on a Unix socket, named in the address's `host` parameter.
  const socketDir = target.searchParams.get('host');
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    if (connections <= refused) {
      socket.destroy();
      return;
    }
    const upstream = socketDir
      ? net.connect(`${socketDir}/.s.PGSQL.${target.port || 5432}`)
      : net.connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.searchParams.delete('host');
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('waiting for the database at start-up', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('tries again while connections fail, and keeps the one that answered for what comes next', async () => {
    const proxy = await flakyProxy(new URL(database.url), 3);
    const pool = new pg.Pool({ connectionString: proxy.url, max: 1 });
    try {
      await waitForDatabase(pool, 30_000, 20);
      expect(proxy.connections()).toBe(4);
      await pool.query('select 1');
      expect(proxy.connections()).toBe(4);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });

  it('gives up after its time when the database never answers', async () => {
    const proxy = await flakyProxy(new URL(database.url), Number.POSITIVE_INFINITY);
    const pool = new pg.Pool({ connectionString: proxy.url, max: 1 });
    try {
      await expect(waitForDatabase(pool, 200, 20)).rejects.toThrow(/terminated/i);
      expect(proxy.connections()).toBeGreaterThan(1);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });

  it('does not try again when the database answers that it does not exist', async () => {
    const missing = new URL(database.url);
    missing.pathname = '/no_such_database';
    const proxy = await flakyProxy(missing, 0);
    const pool = new pg.Pool({ connectionString: proxy.url, max: 1 });
    try {
      await expect(waitForDatabase(pool, 30_000, 20)).rejects.toMatchObject({ code: '3D000' });
      expect(proxy.connections()).toBe(1);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });
});
