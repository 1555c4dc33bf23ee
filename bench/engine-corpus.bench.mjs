// The review engine on its labelled security corpus (packages/analysis/src/__engine-corpus__):
// recall and false findings per language and family, the slowest file, and, side by side on the
// JavaScript cases, ESLint with eslint-plugin-security when it is installed.
// `npm run bench -- engine-corpus`; `node bench/engine-corpus.bench.mjs` skips the build.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

register();
const { formatTable, scoreCorpus, totals } = await import('../packages/analysis/src/__engine-corpus__/score.ts');
const { eslintPeer } = await import('./engine-corpus-eslint.mjs');

const corpus = path.join(root, 'packages/analysis/src/__engine-corpus__');
const files = fs
  .readdirSync(corpus, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    fs
      .readdirSync(path.join(corpus, folder.name))
      .filter((name) => name.endsWith('.txt'))
      .map((name) => ({
        language: folder.name,
        name,
        content: fs.readFileSync(path.join(corpus, folder.name, name), 'utf8'),
      })),
  );
const scores = scoreCorpus(files);
console.log(formatTable(scores));
for (const language of [...new Set(scores.map((score) => score.language))]) {
  const own = totals(scores.filter((score) => score.language === language));
  console.log(`${language.padEnd(11)} recall ${(100 * own.recall).toFixed(1)} %  false ${own.falseFindings}`);
}
const slowest = scores.reduce((worst, score) => (score.ms > worst.ms ? score : worst), scores[0]);
console.log(`slowest file: ${slowest.language}/${slowest.rule} ${slowest.ms.toFixed(0)} ms (target 2000 ms)`);
await eslintPeer(corpus, scores);
