// The analysis engine's hand-written Python parser against the Lezer grammar that CodeMirror
// already ships (@lezer/python), on the engine's own corpus: parse time of the whole corpus
// repeated until it is 1,000 lines or more, and how each handles the files with syntax errors.
// Behind docs/decisions/040-analysis-parsers.md. Then Java, Go, Rust and PHP: the line scanner alone against
// the line scanner plus the Lezer tree (decision 043), on their corpus files repeated to 1,000+ lines.
import fs from 'node:fs';
import path from 'node:path';
import { parser as lezerPython } from '@lezer/python';
import { register } from 'tsx/esm/api';
import { report, root } from './lib.mjs';

register();
const { parsePython } = await import('../packages/analysis/src/python/parse.ts');
const { analyzeLines } = await import('../packages/analysis/src/lines/analyze-lines.ts');
const { analyzeWithTree } = await import('../packages/analysis/src/tree/analyze-tree.ts');

const corpus = path.join(root, 'packages/analysis/src/__corpus__/files');
const files = fs
  .readdirSync(corpus)
  .filter((name) => name.endsWith('.py.txt'))
  .map((name) => ({ name, source: fs.readFileSync(path.join(corpus, name), 'utf8') }));

function medianMs(run, repeats = 15) {
  const times = [];
  for (let index = 0; index < repeats; index++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(repeats / 2)];
}

let ownFailures = 0;
let lezerErrorFiles = 0;
for (const { source } of files) {
  try {
    parsePython(source);
  } catch {
    ownFailures += 1;
  }
  let hasError = false;
  lezerPython.parse(source).iterate({
    enter: (node) => {
      if (node.type.isError) hasError = true;
    },
  });
  if (hasError) lezerErrorFiles += 1;
}

const valid = files.filter(({ source }) => {
  try {
    parsePython(source);
    return true;
  } catch {
    return false;
  }
});
const unit = valid.map(({ source }) => source).join('\n\n');
const repeat = Math.max(1, Math.ceil(1000 / unit.split('\n').length));
const big = Array.from({ length: repeat }, () => unit).join('\n\n');
const lines = big.split('\n').length;
for (let warm = 0; warm < 5; warm++) {
  parsePython(big);
  lezerPython.parse(big);
}
const own = medianMs(() => parsePython(big));
const lezer = medianMs(() => lezerPython.parse(big));
console.log(`${files.length} Python corpus files, ${valid.length} valid; ${lines} lines parsed per run`);
report(`python: hand-written parser, ${lines} lines`, own, 'ms', lezer, '@lezer/python');
console.log(
  `  syntax errors: the hand-written parser rejects ${ownFailures} file(s) (the engine then falls back to ` +
    `line rules); Lezer recovers and marks error nodes in ${lezerErrorFiles} file(s).`,
);

for (const [language, extension] of [
  ['java', '.java.txt'],
  ['go', '.go.txt'],
  ['rust', '.rs.txt'],
  ['php', '.php.txt'],
]) {
  const sources = fs
    .readdirSync(corpus)
    .filter((name) => name.endsWith(extension))
    .map((name) => fs.readFileSync(path.join(corpus, name), 'utf8'));
  // Each file once, so a repeated package or class header does not make the joined text invalid.
  const one = sources.join('\n\n');
  const times = Math.max(1, Math.ceil(1000 / one.split('\n').length));
  let parsedFiles = 0;
  const samples = [];
  for (let copy = 0; copy < times; copy++) samples.push(...sources);
  for (const source of sources) if (analyzeWithTree(source, language, false).parser === 'lezer') parsedFiles += 1;
  const total = samples.reduce((sum, source) => sum + source.split('\n').length, 0);
  const scanner = medianMs(() => samples.forEach((source) => analyzeLines(source, language, false)));
  const tree = medianMs(() => samples.forEach((source) => analyzeWithTree(source, language, false)));
  report(
    `${language}: line scanner, ${total} lines in ${samples.length} files`,
    scanner,
    'ms',
    tree,
    'scanner + Lezer tree',
  );
  console.log(`  ${parsedFiles} of ${sources.length} ${language} corpus files parse without an error node.`);
}
