import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint configuration applied to probe files: the import rules only, so the
// type-aware rules are switched off and no TypeScript program is built.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const modules = path.join(root, 'apps/server/src/modules');

let eslint: ESLint;
let probeDir: string;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
  probeDir = await fs.mkdtemp(path.join(modules, 'reviews', 'cycle-probe-'));
});

afterAll(async () => {
  await fs.rm(probeDir, { recursive: true, force: true });
});

/** The messages of `ruleId` for `source` written as `file`. */
async function findings(file: string, source: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

// The cycle check reads the whole import graph, which takes far longer on a busy machine.
describe('server module edges', { timeout: 120_000 }, () => {
  it('refuses an import cycle between two TypeScript modules', async () => {
    const first = path.join(probeDir, 'first.ts');
    const second = path.join(probeDir, 'second.ts');
    await fs.writeFile(first, "import { two } from './second.ts';\nexport const one = () => two();\n");
    await fs.writeFile(second, "import { one } from './first.ts';\nexport const two = (): number => (one ? 2 : 0);\n");
    const cycle = await findings(first, await fs.readFile(first, 'utf8'), 'import-x/no-cycle');
    expect(cycle).toEqual(['Dependency cycle detected']);
  });

  it('refuses an import cycle through a workspace package', async () => {
    // The engine reads file kinds from @hammurabi/shared/domain/files: that file importing the
    // engine back closes a cycle across two packages.
    const files = path.join(root, 'packages/shared/src/domain/files.ts');
    const source = `${await fs.readFile(files, 'utf8')}\nexport { analyzeCode } from '@hammurabi/analysis';\n`;
    expect(await findings(files, source, 'import-x/no-cycle')).toEqual([
      expect.stringMatching(/^Dependency cycle via .*language\.ts/),
    ]);
  });

  it("refuses a module importing another module's repository", async () => {
    const source = "export { findProjectById } from '../projects/repository.ts';\n";
    const refused = await findings(path.join(modules, 'reviews', 'probe.ts'), source, 'import-x/no-restricted-paths');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/through its service/);
  });

  it('lets a module import its own repository and another module’s service', async () => {
    const source = "export * from './repository.ts';\nexport { loadReadableFile } from '../files/service.ts';\n";
    expect(await findings(path.join(modules, 'reviews', 'probe.ts'), source, 'import-x/no-restricted-paths')).toEqual(
      [],
    );
  });

  it("refuses a module's service importing the repository of auth, jobs, http, db or settings", async () => {
    for (const source of [
      "export { loadUser } from '../../auth/repository-users.ts';\n",
      "export { findJob } from '../../jobs/repository.ts';\n",
      "export { snapshotSql } from '../../db/repository.ts';\n",
    ]) {
      const refused = await findings(path.join(modules, 'reviews', 'probe.ts'), source, 'import-x/no-restricted-paths');
      expect(refused, source).toEqual([expect.stringMatching(/through their service files/)]);
    }
    const facade = "export { loadUser } from '../../auth/users.ts';\n";
    expect(await findings(path.join(modules, 'reviews', 'probe.ts'), facade, 'import-x/no-restricted-paths')).toEqual(
      [],
    );
    // A repository may compose another area's SQL (the files save checks the session in its statement).
    const fragment = "export { liveSessionCondition } from '../../auth/repository-sessions.ts';\n";
    const repository = path.join(modules, 'reviews', 'repository-probe.ts');
    expect(await findings(repository, fragment, 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('refuses SQL in a module file not named repository*', async () => {
    const file = path.join(modules, 'reviews', 'probe.ts');
    const drizzle = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    expect(await findings(file, drizzle, 'no-restricted-imports')).toEqual([
      expect.stringMatching(/SQL lives only in files named repository\*\.ts/),
    ]);
    expect(await findings(file, drizzle, 'no-restricted-syntax')).toHaveLength(1);
    const tables = "import { projects } from '../../db/schema/index.ts';\nexport const t = projects;\n";
    expect(await findings(file, tables, 'no-restricted-imports')).toHaveLength(1);
    const raw = "export const run = (pool: { query(text: string): unknown }) => pool.query('select 1');\n";
    expect(await findings(file, raw, 'no-restricted-syntax')).toEqual([
      expect.stringMatching(/SQL lives only in files named repository\*\.ts/),
    ]);
  });

  it('refuses SQL outside modules too: auth, jobs, http, cli and db', async () => {
    const src = path.join(root, 'apps/server/src');
    const drizzle = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    for (const area of ['auth', 'auth/admin', 'jobs', 'http', 'cli', 'db', 'ai']) {
      const file = path.join(src, area, 'probe.ts');
      expect(await findings(file, drizzle, 'no-restricted-imports'), area).toEqual([
        expect.stringMatching(/SQL lives only in files named repository\*\.ts/),
      ]);
      expect(await findings(file, drizzle, 'no-restricted-syntax'), area).toHaveLength(1);
    }
    const tables = "import { authUsers } from '../db/schema/index.ts';\nexport const t = authUsers;\n";
    expect(await findings(path.join(src, 'auth', 'probe.ts'), tables, 'no-restricted-imports')).toHaveLength(1);
    const raw = "export const run = (pool: { query(text: string): unknown }) => pool.query('select 1');\n";
    expect(await findings(path.join(src, 'jobs', 'probe.ts'), raw, 'no-restricted-syntax')).toHaveLength(1);
    const config = "export const run = (pool: { query(q: object): unknown }) => pool.query({ text: 'select 1' });\n";
    expect(await findings(path.join(src, 'db', 'client.ts'), config, 'no-restricted-syntax')).toHaveLength(1);
    // The connection code may import the driver, but its statements still belong in a repository.
    const driver = "import pg from 'pg';\nexport const run = (client: pg.Client) => client.query('listen x');\n";
    const client = path.join(src, 'db', 'notifier.ts');
    expect(await findings(client, driver, 'no-restricted-imports')).toEqual([]);
    expect(await findings(client, driver, 'no-restricted-syntax')).toHaveLength(1);
  });

  it('lets the repository files of any area hold SQL', async () => {
    const drizzle = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    for (const file of [
      'auth/repository-probe.ts',
      'auth/oauth/repository.ts',
      'jobs/repository.ts',
      'db/repository.ts',
    ]) {
      const filePath = path.join(root, 'apps/server/src', file);
      expect(await findings(filePath, drizzle, 'no-restricted-imports'), file).toEqual([]);
      expect(await findings(filePath, drizzle, 'no-restricted-syntax'), file).toEqual([]);
    }
  });

  it('lets a repository file hold SQL and any file import the types', async () => {
    const drizzle = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    const repository = path.join(modules, 'reviews', 'repository-probe.ts');
    expect(await findings(repository, drizzle, 'no-restricted-imports')).toEqual([]);
    expect(await findings(repository, drizzle, 'no-restricted-syntax')).toEqual([]);
    const types = "import type { SQL } from 'drizzle-orm';\nexport type Q = SQL;\n";
    expect(await findings(path.join(modules, 'reviews', 'probe.ts'), types, 'no-restricted-imports')).toEqual([]);
  });
});
