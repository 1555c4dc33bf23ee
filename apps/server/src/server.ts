import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { waitForDatabase } from './db/repository.ts';
import { seedSnippetLibrary } from './modules/snippets/seed.ts';

/** How long start-up waits for a database that is still starting or slow to connect. */
const DATABASE_WAIT_MS = 60_000;

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Stops accepting, lets in-flight requests finish, closes the pool, stops embedded PostgreSQL. */
  stop(): Promise<void>;
}

/**
 * Starts everything the server needs, in order: the data-dir lock and embedded PostgreSQL
 * (unless DATABASE_URL is set), migrations, then the HTTP listener. On failure, whatever was
 * already started is stopped again.
 */
export async function startServer(
  config: Config,
  log: (line: string) => void = () => undefined,
): Promise<RunningServer> {
  const cleanups: Array<() => Promise<void>> = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const lock = await lockDataDir(config.dataDir);
      cleanups.push(() => lock.release());
      const embedded = await startEmbeddedPostgres({ directory: path.join(config.dataDir, 'postgres'), log });
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    const database = openDatabase(databaseUrl);
    cleanups.push(() => database.close());
    // The database may still be starting, or the machine too busy to connect within the pool's 5 s.
    await waitForDatabase(database.pool, DATABASE_WAIT_MS);
    await applyMigrations(database);
    await seedSnippetLibrary(database.db);

    const app = await buildApp({ config, database });
    cleanups.push(() => app.close());
    const url = await app.listen({ port: config.port, host: config.host });
    return { app, url, stop: runCleanups };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
