import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parser as goParser } from '@lezer/go';
import { snippetCategoryIds, snippetLanguageIds, SNIPPET_LIMITS } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language, Parser } from 'web-tree-sitter';
import { paths } from '../../paths.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { LIBRARY_ACCOUNT, loadSeedSnippets, seedSnippetLibrary, type SeedSnippet } from './seed.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Syntax errors a parser found, as short excerpts. */
type Checker = (seed: SeedSnippet) => Promise<string[]> | string[];

function lezerErrors(code: string): string[] {
  const found: string[] = [];
  goParser.parse(code).iterate({
    enter: (node) => {
      if (node.type.isError) found.push(code.slice(Math.max(0, node.from - 20), node.to + 20));
    },
  });
  return found;
}

/** Runs `check` over `items`, four at a time (each starts a short process). */
async function fourAtATime<T>(items: T[], check: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
}

describe('seeded snippets', () => {
  let seeds: SeedSnippet[];
  let csharp: Parser;
  /** Where the parse test compiles every Java seed, once; the self-check test runs the classes. */
  let javaDir: string;

  beforeAll(async () => {
    javaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-java-'));
    seeds = await loadSeedSnippets();
    await Parser.init();
    csharp = new Parser();
    csharp.setLanguage(await Language.load(require.resolve('tree-sitter-c-sharp/tree-sitter-c_sharp.wasm')));
  });

  it('cover every language and category with at least 30 distinct, valid entries', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(30);
    expect(new Set(seeds.map((seed) => seed.language))).toEqual(new Set(snippetLanguageIds));
    expect(new Set(seeds.map((seed) => seed.category))).toEqual(new Set(snippetCategoryIds));
    expect(new Set(seeds.map((seed) => seed.slug)).size).toBe(seeds.length);
    for (const seed of seeds) {
      expect(seed.title.length, seed.file).toBeLessThanOrEqual(SNIPPET_LIMITS.titleMax);
      expect(seed.description.length, seed.file).toBeLessThanOrEqual(SNIPPET_LIMITS.descriptionMax);
      expect(seed.tags.length, seed.file).toBeGreaterThan(0);
      expect(seed.tags.length, seed.file).toBeLessThanOrEqual(SNIPPET_LIMITS.tagsMax);
      expect(seed.code.trim().length, seed.file).toBeGreaterThan(0);
    }
  });

  afterAll(() => fs.rm(javaDir, { recursive: true, force: true }));

  it('parse as their language (Java is compiled)', async () => {
    const checkers: Record<SeedSnippet['language'], Checker> = {
      python: async (seed) => {
        const source = path.join(paths.seedSnippets, seed.file);
        const { stderr } = await run('python3', ['-c', 'import ast,sys; ast.parse(open(sys.argv[1]).read())', source]);
        return stderr ? [stderr] : [];
      },
      javascript: async (seed) => {
        await run(process.execPath, ['--check', path.join(paths.seedSnippets, seed.file)]);
        return [];
      },
      typescript: (seed) => {
        const output = ts.transpileModule(seed.code, { reportDiagnostics: true, fileName: seed.file });
        return (output.diagnostics ?? []).map((diagnostic) =>
          ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        );
      },
      go: (seed) => lezerErrors(seed.code),
      'c#': (seed) => (csharp.parse(seed.code)?.rootNode.hasError ? ['tree-sitter found a syntax error'] : []),
      java: () => [],
    };
    await fourAtATime(seeds, async (seed) => {
      expect(await checkers[seed.language](seed), seed.file).toEqual([]);
    });
    const javaFiles = seeds
      .filter((seed) => seed.language === 'java')
      .map((seed) => path.join(paths.seedSnippets, seed.file));
    await run('javac', ['-d', javaDir, ...javaFiles]);
  }, 120_000);

  it('run without errors where they are Python or JavaScript', async () => {
    const runnable = seeds.filter((seed) => seed.language === 'python' || seed.language === 'javascript');
    expect(runnable.length).toBeGreaterThanOrEqual(10);
    await fourAtATime(runnable, async (seed) => {
      const command = seed.language === 'python' ? 'python3' : process.execPath;
      await expect(
        run(command, [path.join(paths.seedSnippets, seed.file)], { timeout: 20_000 }),
        seed.file,
      ).resolves.toBeDefined();
    });
  }, 120_000);

  it('run their self-checks where they are Java with a "// Check:" main', async () => {
    const checked = seeds.filter(
      (seed) => seed.language === 'java' && /main\(String\[\] args\)[^{]*\{\s*\/\/ Check:/.test(seed.code),
    );
    expect(checked.length).toBeGreaterThanOrEqual(8);
    // The classes the parse test compiled (compiling each file again on every run cost a second
    // of CPU apiece); a failed check throws and exits non-zero.
    await fourAtATime(checked, async (seed) => {
      const className = path.basename(seed.file, '.java');
      await expect(run('java', ['-cp', javaDir, className], { timeout: 60_000 }), seed.file).resolves.toBeDefined();
    });
  }, 240_000);
});

describe('seeding the library', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const count = async () =>
    (await server.database.db.execute(sql`select count(*)::int as n, max(updated_at) as changed from snippets`))
      .rows[0] as { n: number; changed: Date };

  it('fills the library once, owned by the library account, and keeps counts when a seed changes', async () => {
    const seeds = await loadSeedSnippets();
    await seedSnippetLibrary(server.database.db, seeds);
    const first = await count();
    expect(first.n).toBe(seeds.length);
    await seedSnippetLibrary(server.database.db, seeds);
    const second = await count();
    expect(second).toEqual(first);

    const [seed] = seeds;
    if (!seed) throw new Error('no seeds');
    const shown = await server.request(`/api/snippets/${seed.slug}`);
    expect(await shown.json()).toMatchObject({
      title: seed.title,
      view_count: 1,
      author: { id: LIBRARY_ACCOUNT.id, username: LIBRARY_ACCOUNT.username },
    });
    await seedSnippetLibrary(server.database.db, [{ ...seed, code: `${seed.code}\n# improved\n` }, ...seeds.slice(1)]);
    const updated = await (await server.request(`/api/snippets/${seed.slug}`)).json();
    expect(updated).toMatchObject({ view_count: 1, code: `${seed.code}\n# improved\n` });
    expect((await count()).n).toBe(seeds.length);

    // The account's password is a bcrypt hash of random bytes: nobody can sign in as it.
    const account = await server.database.db.execute(
      sql`select encrypted_password from auth_users where id = ${LIBRARY_ACCOUNT.id}`,
    );
    expect((account.rows[0] as { encrypted_password: string }).encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });
});
