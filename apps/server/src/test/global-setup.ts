import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations } from '../db/migrate.ts';

export const TEMPLATE_DATABASE = 'hammurabi_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run, with a migrated template database; each test file
 * clones the template into a database of its own (see harness.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-test-pg-'));
  const embedded = await startEmbeddedPostgres({
    directory: path.join(root, 'postgres'),
    databaseName: TEMPLATE_DATABASE,
    unsafeFast: true,
  });
  const template = openDatabase(embedded.url, { max: 1 });
  await applyMigrations(template);
  await template.close();
  // Clones need the template idle: no connection may stay open on it.
  const admin = new pg.Client({ connectionString: embedded.adminUrl });
  await admin.connect();
  await admin.query(`alter database ${TEMPLATE_DATABASE} with is_template true`);
  await admin.end();

  project.provide('postgresAdminUrl', embedded.adminUrl);
  return async () => {
    await embedded.stop();
    await fs.rm(root, { recursive: true, force: true });
  };
}
