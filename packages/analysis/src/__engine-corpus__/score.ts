/**
 * Scores the engine on its labelled security corpus: each file `<language>/<RULE>.<ext>.txt` holds
 * vulnerable and safe cases of one family; a line ending in a `vuln` comment must carry a finding
 * of that rule, and a finding of that rule on any other line is a false one.
 */
import { analyzeCode } from '../analyze.ts';

/** One corpus file: its language folder, its name and its text (read by the test or the bench). */
export interface CorpusFile {
  language: string;
  name: string;
  content: string;
}

/** The result of one family in one language. */
export interface FamilyScore {
  language: string;
  rule: string;
  /** The file, for families with more than one. */
  file: string;
  expected: number;
  /** Safe cases: lines marked `safe` where a finding would be false. */
  safeCases: number;
  found: number;
  falseFindings: number;
  /** Lines expected but not flagged, and lines flagged but not expected, for reading. */
  missed: number[];
  falseLines: number[];
  /** Slowest analysis of the file, in ms. */
  ms: number;
}

const VULN = /(\/\/|#)\s*vuln\b/;
const SAFE = /(\/\/|#)\s*safe\b/;

/** Every corpus file, scored. */
export function scoreCorpus(files: readonly CorpusFile[]): FamilyScore[] {
  return files.map(({ language, name, content }) => {
    const rule = name.split('.')[0] ?? '';
    const started = performance.now();
    const result = analyzeCode({ filename: name.replace(/\.txt$/, ''), content });
    const ms = performance.now() - started;
    const safeCases = content.split('\n').filter((line) => SAFE.test(line)).length;
    const expected = new Set<number>();
    content.split('\n').forEach((line, index) => {
      if (VULN.test(line)) expected.add(index + 1);
    });
    const flagged = new Set(
      result.findings.filter((finding) => finding.ruleId === rule).map((finding) => finding.startLine),
    );
    const missed = [...expected].filter((line) => !flagged.has(line));
    const falseLines = [...flagged].filter((line) => !expected.has(line));
    return {
      language,
      rule,
      file: name,
      expected: expected.size,
      safeCases,
      found: expected.size - missed.length,
      falseFindings: falseLines.length,
      missed,
      falseLines,
      ms,
    };
  });
}

/** Recall and false findings of a group of scores. */
export function totals(scores: readonly FamilyScore[]): {
  expected: number;
  found: number;
  falseFindings: number;
  recall: number;
} {
  const expected = scores.reduce((sum, score) => sum + score.expected, 0);
  const found = scores.reduce((sum, score) => sum + score.found, 0);
  const falseFindings = scores.reduce((sum, score) => sum + score.falseFindings, 0);
  return { expected, found, falseFindings, recall: expected ? found / expected : 1 };
}

/** The table the bench prints. */
export function formatTable(scores: readonly FamilyScore[]): string {
  const percent = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))} %`;
  const rows = scores.map((score) =>
    [
      score.language.padEnd(11),
      score.file.replace(/\.txt$/, '').padEnd(24),
      `${score.found}/${score.expected}`.padStart(6),
      percent(score.found, score.expected).padStart(6),
      String(score.safeCases).padStart(5),
      String(score.falseFindings).padStart(6),
      score.missed.length ? `  missed ${score.missed.join(',')}` : '',
      score.falseLines.length ? `  false ${score.falseLines.join(',')}` : '',
    ].join(' '),
  );
  const all = totals(scores);
  const safe = scores.reduce((sum, score) => sum + score.safeCases, 0);
  return [
    'language    file                      found recall  safe  false',
    ...rows,
    [
      'all'.padEnd(36),
      `${all.found}/${all.expected}`.padStart(6),
      percent(all.found, all.expected).padStart(6),
      String(safe).padStart(5),
      String(all.falseFindings).padStart(6),
    ].join(' '),
  ].join('\n');
}
