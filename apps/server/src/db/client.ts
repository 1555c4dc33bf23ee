import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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

/** Opens a pool against `url`; queries start only when something asks. */
export function openDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its connection (e.g. the server restarts) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    url,
    pool,
    db,
    async ping() {
      try {
        const client = await pool.connect();
        try {
          await client.query({ text: 'select 1', query_timeout: 1000 } as pg.QueryConfig);
          return true;
        } finally {
          client.release();
        }
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}
