import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { paths } from '../paths.ts';

/** Applies every committed migration that the database has not seen yet. */
export async function applyMigrations(database: Database, migrationsFolder = paths.migrations): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
