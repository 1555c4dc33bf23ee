/** Builds the stored review object from an analysis result. */
import { analyzeCode } from '../analyze.ts';
import { LAWS } from '../laws.ts';
import { RULES } from '../rules.ts';
import { SEVERITIES } from '../constants.ts';
import type { AnalysisInput, AnalysisLevel, AnalysisResult, Finding, Language, Ratings } from '../types.ts';
import { bandWord, describeFinding, findingList, languageLabel, lineRef, plural } from './phrases.ts';
import { strengthsOf } from './strengths.ts';

/** A line-anchored suggestion. */
export interface ReviewSuggestion {
  line: number;
  suggestion: string;
}

/** The review content the product stores for an AI review. */
export interface CodeReview {
  summary: string;
  strengths: string[];
  improvements: string[];
  security: string[];
  performance: string[];
  suggestions: ReviewSuggestion[];
  score: number;
  findings: Finding[];
  ratings: Ratings;
  analysisLevel: AnalysisLevel;
  language: Language;
}

const MAX_SUGGESTIONS = 20;
const RATING_LABELS: Readonly<Record<keyof Ratings, string>> = {
  clarity: 'Clarity',
  justice: 'Justice',
  reliability: 'Reliability',
  maintainability: 'Maintainability',
  governance: 'Governance',
};

function bySeverity(left: Finding, right: Finding): number {
  return SEVERITIES.indexOf(left.severity) - SEVERITIES.indexOf(right.severity) || left.startLine - right.startLine;
}

function summaryOf(result: AnalysisResult): string {
  const { metrics, findings } = result;
  const sentences = [
    `\`${result.filename}\` (${languageLabel(result.language)}, ${plural(metrics.lines.total, 'line')}, ${plural(metrics.functions.length, 'function')}) scores ${result.score}/100: ${bandWord(result.scoreBand)}.`,
  ];
  const critical = findings.filter((finding) => finding.severity === 'Critical');
  const major = findings.filter((finding) => finding.severity === 'Major');
  if (critical.length > 0) {
    sentences.push(
      `${critical.length === 1 ? 'One critical issue needs' : `${critical.length} critical issues need`} attention first: ${describeFinding(critical[0] as Finding)}.`,
    );
  } else if (major.length > 0) {
    sentences.push(
      `The most serious of ${plural(findings.length, 'finding')} is ${describeFinding(major[0] as Finding)}.`,
    );
  } else if (findings.length > 0) {
    sentences.push(
      `Only minor issues were found (${plural(findings.length, 'finding')}), the first being ${describeFinding([...findings].sort(bySeverity)[0] as Finding)}.`,
    );
  } else {
    sentences.push('None of the law, security, performance or reliability checks found a problem.');
  }
  const ratings = Object.entries(result.ratings) as [keyof Ratings, number][];
  const best = ratings.reduce((left, right) => (right[1] > left[1] ? right : left));
  const worst = ratings.reduce((left, right) => (right[1] < left[1] ? right : left));
  if (best[1] !== worst[1]) {
    sentences.push(
      `Strongest rating: ${RATING_LABELS[best[0]]} ${best[1]}; weakest: ${RATING_LABELS[worst[0]]} ${worst[1]}.`,
    );
  }
  if (result.analysisLevel === 'line-based') {
    sentences.push(result.notes[0] ?? 'A reduced line-based analysis was used.');
  }
  return sentences.join(' ');
}

function improvementsOf(findings: readonly Finding[]): string[] {
  const improvements: string[] = [];
  for (const law of LAWS) {
    const lawFindings = findings.filter((finding) => finding.ruleId === law.id).sort(bySeverity);
    if (lawFindings.length > 0) improvements.push(`${law.name} (${law.id}): ${findingList(lawFindings)}`);
  }
  for (const rule of RULES.filter((each) => each.category !== 'security' && each.category !== 'performance')) {
    const ruleFindings = findings.filter((finding) => finding.ruleId === rule.id).sort(bySeverity);
    if (ruleFindings.length > 0) improvements.push(`${rule.name} (${rule.id}): ${findingList(ruleFindings)}`);
  }
  return improvements;
}

function detailed(findings: readonly Finding[], emptyText: string): string[] {
  if (findings.length === 0) return [emptyText];
  return [...findings]
    .sort(bySeverity)
    .map(
      (finding) =>
        `${finding.severity}, ${lineRef(finding.startLine, finding.endLine)}: ${finding.message}${finding.fix ? ` ${finding.fix}` : ''}`,
    );
}

function suggestionsOf(findings: readonly Finding[]): ReviewSuggestion[] {
  const seen = new Set<string>();
  const suggestions: ReviewSuggestion[] = [];
  for (const finding of [...findings].sort(bySeverity)) {
    if (!finding.fix) continue;
    const key = `${finding.startLine}|${finding.fix}`;
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({
      line: finding.startLine,
      suggestion: `${finding.fix} (${finding.ruleId} ${finding.ruleName}: ${finding.message.replace(/\.$/, '')})`,
    });
  }
  return suggestions.slice(0, MAX_SUGGESTIONS).sort((left, right) => left.line - right.line);
}

/** Turns an analysis result into the review content stored for a file. */
export function createReview(result: AnalysisResult): CodeReview {
  const { findings } = result;
  const level = result.analysisLevel === 'syntax-tree' ? 'syntax-tree' : 'reduced line-based';
  return {
    summary: summaryOf(result),
    strengths: strengthsOf(result),
    improvements: improvementsOf(findings),
    security: detailed(
      findings.filter((finding) => finding.category === 'security'),
      `No security issues found by the ${level} checks (dynamic code execution, SQL and shell commands built from strings, hard-coded secrets, unsafe HTML, unsafe deserialisation, weak password hashing, disabled TLS verification).`,
    ),
    performance: detailed(
      findings.filter((finding) => finding.category === 'performance'),
      `No performance issues found by the ${level} checks (nested iteration over the same data, repeated work or queries in loops, blocking calls in handlers).`,
    ),
    suggestions: suggestionsOf(findings),
    score: result.score,
    findings: [...findings],
    ratings: { ...result.ratings },
    analysisLevel: result.analysisLevel,
    language: result.language,
  };
}

/** Analyses a file and returns its review content in one call. */
export function reviewCode(input: AnalysisInput): CodeReview {
  return createReview(analyzeCode(input));
}
