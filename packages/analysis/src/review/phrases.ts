/** Wording helpers for generated reviews: line references, lists, language labels. */
import type { Finding, Language, ScoreBand } from '../types.ts';

const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  'c#': 'C#',
  'c++': 'C++',
  php: 'PHP',
  go: 'Go',
  ruby: 'Ruby',
  swift: 'Swift',
  kotlin: 'Kotlin',
  rust: 'Rust',
  other: 'source',
};

/** The display name of a language ("TypeScript", "C#"). */
export function languageLabel(language: Language): string {
  return LANGUAGE_LABELS[language];
}

/** "line 4" or "lines 4–9". */
export function lineRef(startLine: number, endLine: number): string {
  return endLine > startLine ? `lines ${startLine}–${endLine}` : `line ${startLine}`;
}

/** A finding's message with its line reference, without the final period. */
export function describeFinding(finding: Finding): string {
  return `${finding.message.replace(/\.$/, '')} (${lineRef(finding.startLine, finding.endLine)})`;
}

/** "1 function", "3 functions". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** How the UI reads a band. */
export function bandWord(band: ScoreBand): string {
  return band === 'good'
    ? 'good'
    : band === 'fair'
      ? 'fair, with room to improve'
      : 'poor, needs work before it is merged';
}

/** Up to `limit` findings described in one sentence, with "and N more". */
export function findingList(findings: readonly Finding[], limit = 3): string {
  const shown = findings.slice(0, limit).map(describeFinding);
  const rest = findings.length - shown.length;
  return `${shown.join('; ')}${rest > 0 ? `; and ${plural(rest, 'more finding')}` : ''}.`;
}
