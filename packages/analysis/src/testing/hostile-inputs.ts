/** Adversarial and random inputs for the engine, shared by the fuzz test and bench/analysis-fuzz.bench.mjs. */
import type { Language } from '../types.ts';

/** A file name per language, so the engine picks that language's front end. */
export const FUZZ_FILENAMES: Record<Language, string> = {
  javascript: 'input.js',
  typescript: 'input.ts',
  python: 'input.py',
  java: 'Input.java',
  'c#': 'Input.cs',
  'c++': 'input.cpp',
  php: 'input.php',
  go: 'input.go',
  ruby: 'input.rb',
  swift: 'input.swift',
  kotlin: 'Input.kt',
  rust: 'input.rs',
  other: 'input.txt',
};

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomText(seed: number, length: number): string {
  const next = random(seed);
  const alphabet = 'abcXYZ_$0123456789 \t\n\r{}[]()<>"\'`#/\\*.,;:=+-!?|&%@^~\u00e9\u4e2d';
  let text = '';
  while (text.length < length) text += alphabet[Math.floor(next() * alphabet.length)];
  return text;
}

/** Adversarial inputs: each stresses one part of the engine (patterns, parsers, block finding). */
export const HOSTILE_INPUTS: Record<string, string> = {
  'a 128 KB line of name characters': '$'.repeat(128 * 1024),
  'a 128 KB line of assignments without a closing quote': 'password = "'.repeat(11_000),
  'a 128 KB line of quotes and backslashes': `'\\'"\\"\`\\\``.repeat(16_000),
  // A backslash read both as an escape and as a character made string patterns exponential.
  'runs of backslashes in unclosed strings': Array.from({ length: 100 }, () => `"${'\\'.repeat(60)}`).join('\n'),
  '50,000 opening brackets': '('.repeat(50_000),
  '50,000 mixed brackets': '([{<'.repeat(12_500),
  '50,000 closing brackets': ')]}'.repeat(16_667),
  'deep nesting': `${'{\nif (x) '.repeat(5000)}${'}\n'.repeat(5000)}`,
  // 1,400 levels fill a file to just under the 1 MB a project file may hold (PROJECT_LIMITS); the
  // indentation grows with the square of the depth, and 3,000 levels (4.5 MB) was a file that can
  // never reach the engine and a third of this suite's time.
  'deep indentation': Array.from({ length: 1400 }, (_, depth) => `${' '.repeat(depth)}if x:`).join('\n'),
  'unterminated strings': Array.from({ length: 5000 }, () => 'x = "never closed').join('\n'),
  'unterminated comment': `/*${'a'.repeat(100_000)}`,
  'mixed line endings': Array.from({ length: 5000 }, (_, i) => `line${i} = ${i}`).join('\r\n\r\n\n\r'),
  'headers without bodies': Array.from({ length: 2000 }, (_, i) => `def f${i}(a, b) {`).join('\n'),
  'loops over loops': Array.from({ length: 2000 }, () => 'for (x of items) { for x in items: items.each do').join('\n'),
  'sql-like literals': Array.from({ length: 2000 }, () => `q = "SELECT ${'a, '.repeat(60)}" + id`).join('\n'),
  'random text': randomText(1, 200_000),
  'random text, other seed': randomText(7, 200_000),
};
