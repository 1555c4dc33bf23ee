/** Strengths of a file, stated only when the findings and metrics prove them. */
import { MAX_FUNCTION_LINES, MIN_DUPLICATE_LINES } from '../constants.ts';
import type { AnalysisResult } from '../types.ts';
import { lineRef, plural } from './phrases.ts';

const MAX_STRENGTHS = 6;
const WELL_COMMENTED_RATIO = 0.1;
const MIN_LINES_FOR_DUPLICATION_PRAISE = 20;

/** Statements of what the file does well, each backed by a measurement. */
export function strengthsOf(result: AnalysisResult): string[] {
  const { findings, metrics } = result;
  const has = (prefix: string) => findings.some((finding) => finding.ruleId.startsWith(prefix));
  const strengths: string[] = [];
  const functions = metrics.functions;
  if (functions.length > 0 && !has('HB001')) {
    const longest = functions.reduce((best, fn) => (fn.lines > best.lines ? fn : best));
    const mostComplex = functions.reduce((best, fn) => (fn.complexity > best.complexity ? fn : best));
    const size = `${longest.lines} lines (${lineRef(longest.startLine, longest.endLine)}, limit ${MAX_FUNCTION_LINES})`;
    strengths.push(
      functions.length === 1
        ? `The one function, \`${longest.name}\`, respects the Law of Brevity: it has ${size} and a cyclomatic complexity of ${longest.complexity}.`
        : `All ${plural(functions.length, 'function')} respect the Law of Brevity: the longest, \`${longest.name}\`, has ${size} and the highest cyclomatic complexity is ${mostComplex.complexity} (\`${mostComplex.name}\`).`,
    );
  }
  if (!has('SEC') && metrics.lines.code > 0) {
    strengths.push(
      `No security findings: the ${result.analysisLevel === 'syntax-tree' ? 'syntax-tree' : 'line-based'} checks for eval/exec, SQL built from strings, shell commands built from input, hard-coded secrets, unsafe HTML sinks, unsafe deserialisation and weak password hashing found nothing.`,
    );
  }
  if (!has('HB002') && functions.length > 0) {
    strengths.push(
      'Names are explicit (Law of Explicit Naming): no one-letter or placeholder names outside conventional uses such as loop counters.',
    );
  }
  if (
    !has('HB003') &&
    !result.isTestFile &&
    functions.length > 0 &&
    findings.every((finding) => finding.ruleId !== 'SYN001')
  ) {
    strengths.push('Every public function and class carries a doc comment (Law of Documented Purpose).');
  }
  if (!has('HB004') && functions.length > 0 && result.analysisLevel === 'syntax-tree') {
    strengths.push(
      'State stays immutable (Law of Immutable State): no reassigned or mutated parameters and no needlessly mutable bindings.',
    );
  }
  if (!has('PERF') && functions.length > 0) {
    strengths.push(
      'No performance findings: no nested iteration over the same data, no repeated work or queries inside loops, no blocking calls in handlers.',
    );
  }
  if (metrics.duplicatedBlocks.length === 0 && metrics.lines.code >= MIN_LINES_FOR_DUPLICATION_PRAISE) {
    strengths.push(`No duplicated blocks of ${MIN_DUPLICATE_LINES} or more lines.`);
  }
  if (metrics.commentRatio >= WELL_COMMENTED_RATIO) {
    strengths.push(`Comments and docstrings cover ${Math.round(metrics.commentRatio * 100)}% of the non-blank lines.`);
  }
  return strengths.slice(0, MAX_STRENGTHS);
}
