import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbExecutor } from './client.ts';
import { column, firstRowOf } from './rows.ts';

// The database layer's own statements: creating the database (embedded.ts), the health check's
// ping (client.ts), the wait for the database at start-up (server.ts), LISTEN/NOTIFY
// (notifier.ts) and the snapshot a statement reads in (snapshot-cache.ts).

/** Creates the database `name` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Runs `select 1` on a connection of the pool (within `timeoutMs` when given); throws what failed. */
async function selectOne(pool: pg.Pool, timeoutMs?: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
  } finally {
    client.release();
  }
}

/** True when `select 1` answers on a connection of the pool within `timeoutMs` (the health check). */
export async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  return selectOne(pool, timeoutMs).then(
    () => true,
    () => false,
  );
}

/** Errors worth another try when a server starts: the database is not up yet, or slow to answer. */
function isTransient(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // 57P03: the database system is starting up; 53300: too many connections.
  if (code === '57P03' || code === '53300') return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return true;
  return typeof message === 'string' && /timeout|terminated unexpectedly/i.test(message);
}

/**
 * Waits until a connection of the pool answers `select 1`, trying again every `retryMs` while the
 * database is unreachable, starting or too slow to connect, for at most `withinMs`; any other error
 * (a wrong password, a missing database) is thrown at once. The pool keeps the connection, so
 * what runs next (the migrations) does not connect again.
 */
export async function waitForDatabase(pool: pg.Pool, withinMs: number, retryMs = 500): Promise<void> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    try {
      await selectOne(pool);
      return;
    } catch (error) {
      if (!isTransient(error) || performance.now() + retryMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

/** Starts listening on `channel` on a dedicated connection. */
export async function listenOn(client: pg.Client, channel: string): Promise<void> {
  await client.query(`listen ${pg.escapeIdentifier(channel)}`);
}

/** Sends `payload` to every connection listening on `channel`. */
export async function notifyOn(pool: pg.Pool, channel: string, payload: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [channel, payload]);
}

/** The SQL expression of the snapshot a statement reads in, as text to compare. */
export const snapshotSql = sql<string>`pg_current_snapshot()::text`;

/** The snapshot a statement run now would read in (one short round trip). */
export async function currentSnapshot(db: DbExecutor): Promise<string> {
  const result = await db.execute(sql`select ${snapshotSql} as snapshot`);
  return firstRowOf(result, { snapshot: column.text })?.snapshot ?? '';
}
