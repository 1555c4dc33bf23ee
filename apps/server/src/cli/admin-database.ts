import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations } from '../db/migrate.ts';

export interface AdminDatabase {
  database: Database;
  /** How it was reached, for the command's first line. */
  via: string;
  close(): Promise<void>;
}

/**
 * The server's database, for `npm run admin`: DATABASE_URL when set; else the embedded cluster of
 * DATA_DIR, either through the running server's PostgreSQL (its lock is held: the port is in
 * postmaster.pid, the password in postgres.secret) or started here under the lock and stopped
 * again (migrations applied first, as the server would).
 */
export async function openAdminDatabase(config: Config): Promise<AdminDatabase> {
  if (config.databaseUrl) {
    const database = openDatabase(config.databaseUrl, { max: 1 });
    await applyMigrations(database);
    return { database, via: 'DATABASE_URL', close: () => database.close() };
  }
  let lock: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const database = openDatabase(await runningClusterUrl(config.dataDir), { max: 1 });
    return { database, via: `the running server's database in ${config.dataDir}`, close: () => database.close() };
  }
  try {
    const embedded = await startEmbeddedPostgres({ directory: path.join(config.dataDir, 'postgres') });
    const database = openDatabase(embedded.url, { max: 1 });
    await applyMigrations(database);
    return {
      database,
      via: `the database in ${config.dataDir}`,
      async close() {
        await database.close();
        await embedded.stop();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The TCP URL of the cluster a running server started in `dataDir`. */
async function runningClusterUrl(dataDir: string): Promise<string> {
  const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '');
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address …
  const port = Number(pidFile.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`The server using ${dataDir} has not started its database yet; try again in a moment.`);
  }
  const password = (await fs.readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${String(port)}/hammurabi`;
}
