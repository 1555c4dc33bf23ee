/** Loop detection for the line-based scanner: nested iteration (PERF001) and queries in loops (PERF003). */
import { makeFinding } from '../common/finding.ts';
import type { Finding, Language } from '../types.ts';
import { blockEnd } from './units.ts';

const COLLECTION_LOOPS: Partial<Record<Language, RegExp>> = {
  java: /\bfor\s*\([^:()]*\w\s*:\s*([\w.()]+)\s*\)/,
  'c#': /\bforeach\s*\([^()]*\w\sin\s+([\w.()]+)\s*\)/,
  kotlin: /\bfor\s*\(\s*(?:\w+|\([\w, ]*\))\s+in\s+([\w.()]+)\s*\)/,
  swift: /\bfor\s+(?:\w+|\([\w, ]*\))\s+in\s+([\w.()]+)\s*\{/,
  go: /\bfor\s+\w+(?:\s*,\s*\w+)?\s*:?=\s*range\s+([\w.()[\]]+)/,
  rust: /\bfor\s+(?:\w+|\([\w, ]*\))\s+in\s+&?(?:mut\s+)?([\w.]+?)(?:\.iter(?:_mut)?\(\))?\s*\{/,
  php: /\bforeach\s*\(\s*(\$[\w\->[\]'"]+)\s+as\b/,
  ruby: /(?<![\w.@])([\w.@]+)\.(?:each|each_with_index|map|select|reject|find|any\?|all\?)\b[^{]*(?:\bdo\b|\{)|\bfor\s+\w+\s+in\s+([\w.@]+)/,
  'c++': /\bfor\s*\((?:[^:;()]|::)*\w\s*:(?!:)\s*([\w.()]+)\s*\)/,
  python: /\bfor\s(?:(?!for\b)[^:])*?\sin\s+([\w.()]+)\s*:/,
  javascript: /\bfor\s*\(\s*(?:const|let|var)\s(?:(?!for\b)[^;])*?\sof\s+([\w.()]+)\s*\)/,
};
COLLECTION_LOOPS.typescript = COLLECTION_LOOPS.javascript;

const QUERY_IN_LOOP =
  /\.(executeQuery|executeUpdate|QueryRow|QueryRowContext|Query|QueryContext|Exec|ExecContext|ExecuteReader|ExecuteScalar|ExecuteNonQuery|find_by\w*|where)\s*\(|->query\s*\(|\bmysqli_query\s*\(|\$wpdb->|\.execute\s*\(|\bhttp\.Get\s*\(|\bHttpClient\b.*\.(Get|Post)Async\s*\(/;

interface LoopRange {
  start: number;
  end: number;
  collection: string | undefined;
}

/** Finds loops, nested iteration over the same collection, and queries issued inside loops. */
export function loopFindings(
  skeleton: readonly string[],
  codeOnly: readonly string[],
  language: Language,
  braces: boolean,
): Finding[] {
  const pattern = COLLECTION_LOOPS[language];
  const loops: LoopRange[] = [];
  skeleton.forEach((line, index) => {
    const code = codeOnly[index] ?? '';
    const match = pattern?.exec(code);
    const isLoop = match !== null && match !== undefined ? true : /^\s*(?:for|foreach|while|loop)\b/.test(line);
    if (!isLoop) return;
    const end = blockEnd(skeleton, index, braces, language);
    if (end === undefined) return;
    loops.push({ start: index, end, collection: match ? (match[1] ?? match[2]) : undefined });
  });
  const findings: Finding[] = [];
  for (const inner of loops) {
    const outer = loops.find(
      (loop) =>
        loop !== inner &&
        loop.start < inner.start &&
        loop.end >= inner.end &&
        loop.collection !== undefined &&
        loop.collection === inner.collection,
    );
    if (outer) {
      findings.push(
        makeFinding(
          'PERF001',
          'Minor',
          `Loop over \`${inner.collection}\` runs inside another loop over \`${inner.collection}\` (line ${outer.start + 1}): quadratic work.`,
          inner.start + 1,
          inner.end + 1,
          'Index the collection once in a map or set before the loop.',
        ),
      );
    }
  }
  const reported = new Set<number>();
  // Tested once per line, not once per enclosing loop.
  const queries = codeOnly.map((code) => QUERY_IN_LOOP.test(code));
  for (const loop of loops) {
    for (let index = loop.start + 1; index <= loop.end; index += 1) {
      if (reported.has(index) || !queries[index]) continue;
      reported.add(index);
      findings.push(
        makeFinding(
          'PERF003',
          'Major',
          'A query or request runs once per loop iteration (N+1 round trips).',
          index + 1,
          index + 1,
          'Fetch all needed rows in one query, or batch the requests.',
        ),
      );
      break;
    }
  }
  return findings;
}
