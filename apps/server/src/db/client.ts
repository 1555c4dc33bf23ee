import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pingPool } from './repository.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A Drizzle handle inside `db.transaction(...)`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type DbExecutor = Db | DbTransaction;

/** A connection pool and the Drizzle handle over it. */
export interface Database {
  /** The connection string, for a dedicated connection outside the pool (LISTEN). */
  url: string;
  pool: pg.Pool;
  db: Db;
  /** True when `select 1` answers within a second. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// Each database's handle for quick bookkeeping writes (see `quickWriter`).
const quickWriters = new WeakMap<DbExecutor, Db>();

/**
 * The handle for short bookkeeping writes that requests wait for (the shared save counts): its own
 * two connections, so such a statement never queues behind the requests waiting for the main
 * pool: a save waiting for its count statement queued for a connection a second time, and
 * under many concurrent saves most saves wait for one. A transaction has none: it answers itself.
 */
export function quickWriter(db: DbExecutor): DbExecutor {
  return quickWriters.get(db) ?? db;
}

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection (e.g. the server restarts) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Opens a pool against `url`; queries start only when something asks. */
export function openDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = newPool(url, options.max ?? 10);
  const db = drizzle(pool, { schema });
  const quickPool = newPool(url, 2);
  quickWriters.set(db, drizzle(quickPool, { schema }));
  return {
    url,
    pool,
    db,
    ping: () => pingPool(pool, 1000),
    async close() {
      await Promise.all([pool.end(), quickPool.end()]);
    },
  };
}
