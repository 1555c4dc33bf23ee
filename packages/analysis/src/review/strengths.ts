/** Strengths of a file, stated only when the findings and metrics prove them. */
import { MAX_FUNCTION_LINES, MIN_DUPLICATE_LINES } from '../constants.ts';
import type { AnalysisResult } from '../types.ts';
import { lineRef, plural } from './phrases.ts';

const MAX_STRENGTHS = 6;
const WELL_COMMENTED_RATIO = 0.1;
const MIN_LINES_FOR_DUPLICATION_PRAISE = 20;

/** What every strength check may consult. */
interface StrengthContext {
  result: AnalysisResult;
  /** True when some finding's rule id starts with the prefix. */
  has: (prefix: string) => boolean;
  hasFunctions: boolean;
}

/** A strength statement, or undefined when the file does not earn it. */
type StrengthCheck = (context: StrengthContext) => string | undefined;

function brevity({ result, has, hasFunctions }: StrengthContext): string | undefined {
  if (!hasFunctions || has('HB001')) return undefined;
  const functions = result.metrics.functions;
  const longest = functions.reduce((best, fn) => (fn.lines > best.lines ? fn : best));
  const mostComplex = functions.reduce((best, fn) => (fn.complexity > best.complexity ? fn : best));
  const size = `${longest.lines} lines (${lineRef(longest.startLine, longest.endLine)}, limit ${MAX_FUNCTION_LINES})`;
  return functions.length === 1
    ? `The one function, \`${longest.name}\`, respects the Law of Brevity: it has ${size} and a cyclomatic complexity of ${longest.complexity}.`
    : `All ${plural(functions.length, 'function')} respect the Law of Brevity: the longest, \`${longest.name}\`, has ${size} and the highest cyclomatic complexity is ${mostComplex.complexity} (\`${mostComplex.name}\`).`;
}

function security({ result, has }: StrengthContext): string | undefined {
  if (has('SEC') || result.metrics.lines.code <= 0) return undefined;
  return `No security findings: the ${result.analysisLevel === 'syntax-tree' ? 'syntax-tree' : 'line-based'} checks for eval/exec, SQL built from strings, shell commands built from input, hard-coded secrets, unsafe HTML sinks, unsafe deserialisation and weak password hashing found nothing.`;
}

function naming({ has, hasFunctions }: StrengthContext): string | undefined {
  if (has('HB002') || !hasFunctions) return undefined;
  return 'Names are explicit (Law of Explicit Naming): no one-letter or placeholder names outside conventional uses such as loop counters.';
}

function documentation({ result, has, hasFunctions }: StrengthContext): string | undefined {
  const parsed = result.findings.every((finding) => finding.ruleId !== 'SYN001');
  if (has('HB003') || result.isTestFile || !hasFunctions || !parsed) return undefined;
  return 'Every public function and class carries a doc comment (Law of Documented Purpose).';
}

function immutability({ result, has, hasFunctions }: StrengthContext): string | undefined {
  if (has('HB004') || !hasFunctions || result.analysisLevel !== 'syntax-tree') return undefined;
  return 'State stays immutable (Law of Immutable State): no reassigned or mutated parameters and no needlessly mutable bindings.';
}

function efficiency({ has, hasFunctions }: StrengthContext): string | undefined {
  if (has('PERF') || !hasFunctions) return undefined;
  return 'No performance findings: no nested iteration over the same data, no repeated work or queries inside loops, no blocking calls in handlers.';
}

function noDuplication({ result }: StrengthContext): string | undefined {
  const { metrics } = result;
  if (metrics.duplicatedBlocks.length !== 0 || !(metrics.lines.code >= MIN_LINES_FOR_DUPLICATION_PRAISE)) {
    return undefined;
  }
  return `No duplicated blocks of ${MIN_DUPLICATE_LINES} or more lines.`;
}

function comments({ result }: StrengthContext): string | undefined {
  const ratio = result.metrics.commentRatio;
  if (!(ratio >= WELL_COMMENTED_RATIO)) return undefined;
  return `Comments and docstrings cover ${Math.round(ratio * 100)}% of the non-blank lines.`;
}

/** The strength checks, in the order their statements are listed. */
const STRENGTH_CHECKS: readonly StrengthCheck[] = [
  brevity,
  security,
  naming,
  documentation,
  immutability,
  efficiency,
  noDuplication,
  comments,
];

/** Statements of what the file does well, each backed by a measurement. */
export function strengthsOf(result: AnalysisResult): string[] {
  const { findings } = result;
  const context: StrengthContext = {
    result,
    has: (prefix) => findings.some((finding) => finding.ruleId.startsWith(prefix)),
    hasFunctions: result.metrics.functions.length > 0,
  };
  return STRENGTH_CHECKS.flatMap((check) => check(context) ?? []).slice(0, MAX_STRENGTHS);
}
