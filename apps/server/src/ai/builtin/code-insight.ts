import {
  analyzeCodeWithGrowth,
  analyzeWithProfileAndGrowth,
  createReview,
  type AnalysisResult,
  type Finding,
  type FunctionMetric,
  type GrowthFacts,
} from '@hammurabi/analysis';
import { ANALYSIS_MAX_LINES } from '../limits.ts';
import type { CodeContext } from '../types.ts';

/** Markdown fence names for the languages whose engine name is not one. */
const FENCES: Record<string, string> = { 'c++': 'cpp', 'c#': 'csharp', other: '' };
const SEVERITY_ORDER = ['Critical', 'Major', 'Minor', 'Trivial'];
const MAX_LISTED_FINDINGS = 8;
const MAX_LISTED_FUNCTIONS = 8;
const MAX_QUOTED_LINES = 15;

/** A stretch of the code the question is about: lines it names, or a function it names. */
export interface Focus {
  label: string;
  startLine: number;
  endLine: number;
}

/** The analysis of the context code, with its lines for quoting. */
export interface CodeInsight {
  result: AnalysisResult;
  lines: string[];
  fence: string;
  /** How many of the lines were analysed (all but the tail of a very long input). */
  analysedLines: number;
  /** A function's loops, costly calls and recursion from the syntax tree, read on first use. */
  growthOf: (fn: FunctionMetric) => GrowthFacts | undefined;
}

/**
 * Analyses the code of the chat context with the engine used for reviews, once, keeping its
 * syntax tree so that complexity questions read the functions they are about from it.
 */
export function inspectCode(code: CodeContext): CodeInsight {
  const lines = code.code.split(/\r?\n/);
  // Chat analyses the first lines of a very long input and says so (see ANALYSIS_MAX_LINES).
  const analysedLines = Math.min(lines.length, ANALYSIS_MAX_LINES);
  const input = {
    filename: code.filename ?? defaultFilename(code.language),
    language: code.language,
    content: lines.length > ANALYSIS_MAX_LINES ? lines.slice(0, ANALYSIS_MAX_LINES).join('\n') : code.code,
  };
  const { result, growthOf } = code.project
    ? analyzeWithProfileAndGrowth({ ...input, projectFiles: code.project.files }, code.project.lawSettings)
    : analyzeCodeWithGrowth(input);
  return { result, lines, analysedLines, growthOf, fence: FENCES[result.language] ?? result.language };
}

function defaultFilename(language: string | null): string {
  const extensions: Record<string, string> = { typescript: 'ts', python: 'py', javascript: 'js' };
  return `snippet.${extensions[language ?? ''] ?? 'txt'}`;
}

/** “line 4” or “lines 4–9”, as every answer cites lines. */
export const lineRef = (start: number, end = start) => (end > start ? `lines ${start}–${end}` : `line ${start}`);

/** The lines or function a question names ("line 12", "lines 3-9", "`parseRow`"), if any. */
export function focusOf(message: string, insight: CodeInsight): Focus | null {
  const total = insight.lines.length;
  const lineMatch = /\blines?\s+(\d+)(?:\s*(?:-|–|to|and)\s*(\d+))?/i.exec(message);
  if (lineMatch) {
    const start = Math.min(Math.max(1, Number(lineMatch[1])), total);
    const end = Math.min(Math.max(start, Number(lineMatch[2] ?? start)), total);
    return { label: lineRef(start, end), startLine: start, endLine: end };
  }
  const named = insight.result.metrics.functions.find(
    (fn) => fn.name.length > 1 && new RegExp(`\\b${escapeRegExp(fn.name)}\\b`).test(message),
  );
  return named ? { label: `\`${named.name}\``, startLine: named.startLine, endLine: named.endLine } : null;
}

/** A text matched literally inside a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const COMMENT_LINE = /^\s*(\/\/|\/\*|\*|#|--)/;

/** How many lines of code (comment lines aside) match. */
function countMatching(lines: readonly string[], pattern: RegExp): number {
  return lines.filter((line) => !COMMENT_LINE.test(line) && pattern.test(line)).length;
}

/** The engine's finding for code that does not parse (SYN001), if it does not. */
export function syntaxErrorOf(result: AnalysisResult): Finding | undefined {
  return result.findings.find((finding) => finding.ruleId === 'SYN001');
}

/** How the engine read the code, in a newcomer's words. */
function howRead(result: AnalysisResult): string {
  if (result.analysisLevel === 'syntax-tree') return 'read with a parser';
  if (syntaxErrorOf(result)) return 'read line by line as it does not parse';
  return 'read line by line (there is no parser for this language here)';
}

/** What the code is made of: size, units with their lines, imports, branching and loops. */
export function describeStructure(insight: CodeInsight): string {
  const { result, lines } = insight;
  const { metrics } = result;
  const parts = [
    `\`${result.filename}\` is ${result.language === 'other' ? 'code' : result.language} of ${metrics.lines.total} lines ` +
      `(${metrics.lines.code} code, ${metrics.lines.comment} comment, ${metrics.lines.blank} blank), ${howRead(result)}.`,
  ];
  const imports = countMatching(lines, /^\s*(import\s|from\s+\S+\s+import\s|.*\brequire\()/);
  const exports = countMatching(lines, /^\s*export\s/);
  const classes = lines.flatMap((line) => /^\s*(?:export\s+)?(?:abstract\s+)?class\s+(\w+)/.exec(line)?.[1] ?? []);
  const facts = [
    imports > 0 ? `${imports} import${imports === 1 ? '' : 's'}` : '',
    exports > 0 ? `${exports} export${exports === 1 ? '' : 's'}` : '',
    classes.length > 0
      ? `class${classes.length === 1 ? '' : 'es'} ${classes.map((name) => `\`${name}\``).join(', ')}`
      : '',
  ].filter(Boolean);
  if (insight.analysedLines < lines.length) {
    parts.push(
      `The file has ${lines.length} lines; I analysed the first ${insight.analysedLines}, so what follows covers only those.`,
    );
  }
  if (facts.length > 0) parts.push(`It has ${facts.join(', ')}.`);
  const functions = metrics.functions;
  if (functions.length === 0) {
    parts.push('It defines no functions: the statements run from top to bottom.');
  } else {
    parts.push(`It defines ${functions.length} function${functions.length === 1 ? '' : 's'}:`);
    for (const fn of functions.slice(0, MAX_LISTED_FUNCTIONS)) {
      parts.push(
        `- \`${fn.name}\` (${lineRef(fn.startLine, fn.endLine)}): ${fn.parameters} parameter${fn.parameters === 1 ? '' : 's'}, ` +
          `cyclomatic complexity ${fn.complexity}, nesting depth ${fn.maxNesting}`,
      );
    }
    if (functions.length > MAX_LISTED_FUNCTIONS) parts.push(`- … and ${functions.length - MAX_LISTED_FUNCTIONS} more`);
  }
  const branches = countMatching(lines, /\b(if|elif|else if|switch|case|match)\b/);
  const loops = countMatching(lines, /\b(for|while|forEach|map|reduce)\b/);
  const handlers = countMatching(lines, /\b(try|catch|except)\b/);
  // A blank line first: right after the function list, Markdown would read it as the list's last item.
  parts.push(
    `\nControl flow: ${branches} line${branches === 1 ? '' : 's'} with a branch, ${loops} with a loop or iteration, ` +
      `${handlers} with error handling. The engine scores it ${result.score}/100.`,
  );
  return parts.join('\n');
}

function overlaps(finding: Finding, focus: Focus | null): boolean {
  return !focus || (finding.startLine <= focus.endLine && finding.endLine >= focus.startLine);
}

function bySeverity(left: Finding, right: Finding): number {
  return (
    SEVERITY_ORDER.indexOf(left.severity) - SEVERITY_ORDER.indexOf(right.severity) || left.startLine - right.startLine
  );
}

/** The engine's findings (in the focus, when there is one), most severe first, with line numbers. */
export function listProblems(insight: CodeInsight, focus: Focus | null): string {
  const findings = insight.result.findings.filter((finding) => overlaps(finding, focus)).sort(bySeverity);
  const where = focus ? ` in ${focus.label}` : '';
  if (findings.length === 0) {
    return `The law, security, performance and reliability checks found no problem${where}.`;
  }
  const shown = findings
    .slice(0, MAX_LISTED_FINDINGS)
    .map(
      (finding) =>
        `- **${finding.severity}**, ${lineRef(finding.startLine, finding.endLine)}: ${finding.message} ` +
        `(${finding.ruleId} ${finding.ruleName})`,
    );
  const more = findings.length > MAX_LISTED_FINDINGS ? [`- … and ${findings.length - MAX_LISTED_FINDINGS} more`] : [];
  return [`${findings.length} finding${findings.length === 1 ? '' : 's'}${where}:`, ...shown, ...more].join('\n');
}

/** Concrete changes with the lines they apply to, from the review the engine would write. */
export function listImprovements(insight: CodeInsight, focus: Focus | null): string {
  const suggestions = createReview(insight.result).suggestions.filter(
    (suggestion) => !focus || (suggestion.line >= focus.startLine && suggestion.line <= focus.endLine),
  );
  if (suggestions.length === 0) {
    const worst = Object.entries(insight.result.ratings).sort((left, right) => left[1] - right[1])[0];
    return worst
      ? `No line needs a specific change${focus ? ` in ${focus.label}` : ''}. The weakest rating is ${worst[0]} (${worst[1]}/100); keep functions short and documented to hold it.`
      : 'No line needs a specific change.';
  }
  return suggestions
    .slice(0, MAX_LISTED_FINDINGS)
    .map((suggestion) => `- Line ${suggestion.line}: ${suggestion.suggestion}`)
    .join('\n');
}

/** The focused lines quoted with their numbers. */
export function quoteFocus(insight: CodeInsight, focus: Focus): string {
  const end = Math.min(focus.endLine, focus.startLine + MAX_QUOTED_LINES - 1);
  const width = String(end).length;
  const quoted = insight.lines
    .slice(focus.startLine - 1, end)
    .map((line, index) => `${String(focus.startLine + index).padStart(width)} | ${line}`);
  const cut = end < focus.endLine ? [`… (${focus.endLine - end} more lines)`] : [];
  return ['```' + insight.fence, ...quoted, ...cut, '```'].join('\n');
}
