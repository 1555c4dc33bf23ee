// The AI pieces, measured in one run:
//  1. an engine review (packages/analysis) of a generated 1,000-line TypeScript file, compared
//     with ESLint (js recommended + typescript-eslint recommended) linting the same text;
//     target: the review is faster than the ESLint run (ratio < 1);
//  2. builtin chat over HTTP: time to the first streamed byte of POST /api/ai/chat/stream
//     (median of 20) against the 100 ms target, plus the time to the first answer text.
// The engine is TypeScript source, so it is bundled here with esbuild (as the server build does).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import js from '@eslint/js';
import { build } from 'esbuild';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { report, root, startBuiltServer } from './lib.mjs';

const REVIEW_RUNS = 15;
const REVIEW_WARM_UPS = 5;
const CHAT_RUNS = 20;
const FIRST_BYTE_TARGET_MS = 100;

/** A valid 1,000-line TypeScript module of ordinary code: types, classes, loops, branches, helpers. */
function generateTypeScript(lines) {
  const out = ['// Generated for the benchmark: an inventory module.', "import { readFileSync } from 'node:fs';", ''];
  const unitOf = (unit) => [
    `/** Item kind ${unit}. */`,
    `export interface Item${unit} { id: number; name: string; price: number; tags: string[] }`,
    '',
    `/** Totals the prices of the items of kind ${unit}, skipping free ones. */`,
    `export function total${unit}(items: Item${unit}[], discount: number): number {`,
    '  let sum = 0;',
    '  for (const item of items) {',
    '    if (item.price <= 0) continue;',
    `    sum += item.tags.includes('sale') ? item.price * (1 - discount) : item.price;`,
    '  }',
    '  return Math.round(sum * 100) / 100;',
    '}',
    '',
    `/** A store of items of kind ${unit}. */`,
    `export class Store${unit} {`,
    `  private readonly items = new Map<number, Item${unit}>();`,
    `  add(item: Item${unit}): void {`,
    '    if (this.items.has(item.id)) throw new Error(`duplicate ${item.id}`);',
    '    this.items.set(item.id, item);',
    '  }',
    `  find(name: string): Item${unit} | undefined {`,
    '    for (const item of this.items.values()) if (item.name === name) return item;',
    '    return undefined;',
    '  }',
    '}',
    '',
  ];
  for (let unit = 0; out.length + unitOf(unit).length < lines; unit++) out.push(...unitOf(unit));
  for (let index = 0; out.length < lines - 1; index++) out.push(`export const limit${index} = ${index * 10};`);
  out.push("export const config = JSON.parse(readFileSync('config.json', 'utf8')) as unknown;");
  return out.join('\n') + '\n';
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Times two tasks in alternation after a warm-up, so both see the same machine load (other
 * processes, GC, CPU frequency); answers the median of each.
 */
async function timeAlternating(runs, warmUps, left, right) {
  for (let run = 0; run < warmUps; run++) {
    await left();
    await right();
  }
  const times = [[], []];
  for (let run = 0; run < runs; run++) {
    for (const [index, task] of [left, right].entries()) {
      const started = performance.now();
      await task();
      times[index].push(performance.now() - started);
    }
  }
  return times.map(median);
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-ai-'));
try {
  // 1. Engine review vs ESLint on the same file.
  const source = generateTypeScript(1000);
  const engineFile = path.join(work, 'analysis.mjs');
  await build({
    entryPoints: [path.join(root, 'packages/analysis/src/index.ts')],
    outfile: engineFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const { reviewCode } = await import(pathToFileURL(engineFile).href);
  const review = reviewCode({ filename: 'inventory.ts', language: 'typescript', content: source });
  const eslint = new ESLint({
    cwd: work,
    overrideConfigFile: true,
    overrideConfig: [js.configs.recommended, ...tseslint.configs.recommended],
  });
  const [lint] = await eslint.lintText(source, { filePath: path.join(work, 'inventory.ts') });
  const fatal = lint.messages.find((message) => message.fatal);
  if (fatal || review.analysisLevel !== 'syntax-tree') {
    throw new Error(`the generated file must parse: ${fatal?.message ?? review.analysisLevel}`);
  }
  const [engineMs, eslintMs] = await timeAlternating(
    REVIEW_RUNS,
    REVIEW_WARM_UPS,
    () => reviewCode({ filename: 'inventory.ts', language: 'typescript', content: source }),
    () => eslint.lintText(source, { filePath: path.join(work, 'inventory.ts') }),
  );
  console.log(
    `1,000-line TypeScript file: engine ${review.findings.length} findings, score ${review.score}; ` +
      `ESLint ${lint.messages.length} messages`,
  );
  report(`engine review (median of ${REVIEW_RUNS})`, engineMs, 'ms', eslintMs, 'ESLint recommended');
  report(`ESLint js+ts recommended (median of ${REVIEW_RUNS})`, eslintMs, 'ms', eslintMs, 'itself');

  // 2. Builtin chat: time to first streamed byte over HTTP.
  const server = await startBuiltServer({ DATA_DIR: path.join(work, 'data'), AI_PROVIDER: 'builtin' });
  try {
    const { anon_key: apikey } = await (await fetch(`${server.url}/api/config`)).json();
    const credentials = { email: 'bench-ai@bench.example', password: 'bench-password' };
    const json = { 'content-type': 'application/json', apikey };
    await fetch(`${server.url}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify(credentials) });
    const session = await (
      await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(credentials),
      })
    ).json();
    const code = source.split('\n').slice(0, 60).join('\n');
    async function firstByte() {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/ai/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify({
          message: 'What could be improved in total0?',
          context: { code, language: 'typescript' },
        }),
      });
      if (response.status !== 200) throw new Error(`chat stream answered ${response.status}`);
      const reader = response.body.getReader();
      let text = '';
      let firstByteMs;
      let firstDeltaMs;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        firstByteMs ??= performance.now() - started;
        text += Buffer.from(value).toString('utf8');
        if (firstDeltaMs === undefined && text.includes('event: delta')) firstDeltaMs = performance.now() - started;
      }
      if (!text.includes('event: done')) throw new Error('the stream did not finish');
      return { firstByteMs, firstDeltaMs };
    }
    await firstByte(); // warm-up
    const samples = [];
    for (let run = 0; run < CHAT_RUNS; run++) samples.push(await firstByte());
    report(
      `builtin chat, first byte (median of ${CHAT_RUNS})`,
      median(samples.map((sample) => sample.firstByteMs)),
      'ms',
      FIRST_BYTE_TARGET_MS,
      'target',
    );
    report(
      `builtin chat, first answer text (median of ${CHAT_RUNS})`,
      median(samples.map((sample) => sample.firstDeltaMs)),
      'ms',
      FIRST_BYTE_TARGET_MS,
      'target',
    );
  } finally {
    await server.stop();
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
