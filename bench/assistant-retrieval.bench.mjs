// The assistant's retrieval ranking, measured on its how-to question set
// (apps/server/src/ai/builtin/__corpus__/howto-questions.ts): for each question, is the expected
// source (a seeded snippet or a page of the written content) ranked first, and is it in the
// first three? Every seeded snippet is a candidate here; the server first narrows candidates
// with the database's full-text search (knowledge-ranking.test.ts measures that path and guards
// it with a 90 % floor). Target: at least 90 % ranked first.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse as parseYaml } from 'yaml';
import { report, root } from './lib.mjs';

const TARGET = 90;
const builtin = path.join(root, 'apps/server/src/ai/builtin');
const seedDirectory = path.join(root, 'apps/server/seed/snippets');

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-retrieval-'));
try {
  const entry = path.join(work, 'entry.ts');
  await fs.writeFile(
    entry,
    [
      `export { measureHowTo, seedPassage } from ${JSON.stringify(path.join(builtin, '__corpus__/run-howto.ts'))};`,
      `export { HOW_TO_QUESTIONS } from ${JSON.stringify(path.join(builtin, '__corpus__/howto-questions.ts'))};`,
      `export { buildSnippetSlug, SNIPPET_EXTENSIONS } from ${JSON.stringify(path.join(root, 'packages/shared/src/index.ts'))};`,
    ].join('\n'),
  );
  const bundle = path.join(work, 'retrieval.mjs');
  await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const { measureHowTo, seedPassage, HOW_TO_QUESTIONS, buildSnippetSlug, SNIPPET_EXTENSIONS } = await import(
    pathToFileURL(bundle).href
  );

  // The seeds as the snippets service stores them (see apps/server/src/modules/snippets/seed.ts).
  const byExtension = new Map(Object.entries(SNIPPET_EXTENSIONS).map(([language, extension]) => [extension, language]));
  const manifest = parseYaml(await fs.readFile(path.join(seedDirectory, 'manifest.yaml'), 'utf8'));
  const seeds = await Promise.all(
    manifest.map(async (entry) => {
      const language = byExtension.get(path.extname(entry.file).slice(1));
      return {
        file: entry.file,
        slug: buildSnippetSlug(language, entry.title, 0),
        title: entry.title,
        description: entry.description,
        code: await fs.readFile(path.join(seedDirectory, entry.file), 'utf8'),
        language,
        tags: entry.tags,
      };
    }),
  );
  const candidates = seeds.map(seedPassage);
  const started = performance.now();
  const { outcomes, hitRate, topThreeRate } = await measureHowTo(HOW_TO_QUESTIONS, seeds, () => candidates);
  const elapsed = performance.now() - started;
  console.log(`how-to questions: ${outcomes.length}, candidates per question: ${candidates.length}`);
  for (const outcome of outcomes.filter((item) => !item.hit)) {
    console.log(`  miss: ${outcome.question} — expected ${outcome.expectedUrl}, got ${outcome.ranked[0] ?? 'nothing'}`);
  }
  report('expected source ranked first', hitRate, '%', TARGET, 'the 90 % target');
  report('expected source in the first three', topThreeRate, '%', TARGET, 'the 90 % target');
  report('ranking time per question', elapsed / outcomes.length, 'ms', 10, 'a 10 ms budget');
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
