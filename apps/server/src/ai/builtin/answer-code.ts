/**
 * Answers about the code that came with a question, each led by the direct answer: complexity,
 * rewrites, findings (bugs, security, performance, naming), tests, doc comments and explanations.
 */
import { rewriteProblem } from './rewrite-check.ts';
import { unreportedSecrets } from './secrets.ts';
import { SEVERITIES, type Finding } from '@hammurabi/analysis';
import { accumulationRewrite, describeAccumulation, findAccumulation } from './accumulation.ts';
import {
  describeStructure,
  focusOf,
  lineRef,
  listProblems,
  quoteFocus,
  syntaxErrorOf,
  type CodeInsight,
} from './code-insight.ts';
import type { FunctionShape } from './code-shape.ts';
import { analyseComplexity, type ComplexityReport } from './complexity.ts';
import type { Intent } from './intent.ts';
import {
  earlyExitRewrite,
  findingRewrite,
  guardClauseRewrite,
  immutableRewrite,
  joinRewrite,
  type Rewrite,
} from './rewrites.ts';
import { docComment, testSkeleton } from './skeletons.ts';

/** The code a question is about: the engine's analysis plus the shape of each function. */
export interface CodeSubject {
  insight: CodeInsight;
  /** Every function's shape (read on first use: most questions need one function only). */
  readonly shapes: FunctionShape[];
  /** The shape of one function by name. */
  shapeNamed(name: string): FunctionShape | null;
  functionNames: string[];
  filename: string | null;
}

const fenced = (fence: string, code: string) => '```' + fence + '\n' + code.trimEnd() + '\n```';
const FENCES: Record<string, string> = { typescript: 'ts', javascript: 'js', 'c++': 'cpp', 'c#': 'csharp', other: '' };
const fenceOf = (language: string) => FENCES[language] ?? language;

/** Real functions, not the inline callbacks the engine also measures. */
function mainShapes(subject: CodeSubject): FunctionShape[] {
  const named = subject.shapes.filter((shape) => !/ callback$|^<anonymous>|^anonymous/.test(shape.name));
  return named.length > 0 ? named : subject.shapes;
}

/** The function the question names, else the only function, else null. */
function targetOf(subject: CodeSubject, intent: Intent): FunctionShape | null {
  if (intent.functionName) return subject.shapeNamed(intent.functionName);
  const main = mainShapes(subject);
  return main.length === 1 ? (main[0] ?? null) : null;
}

function rank(time: string): number {
  if (time.includes('2ⁿ')) return 1000;
  const n = /n([²³⁴])?/.exec(time.replace('log n', ''));
  const m = time.includes('m') ? 1 : 0;
  const power = n ? ({ '²': 2, '³': 3, '⁴': 4 }[n[1] ?? ''] ?? 1) : 0;
  return (power + m) * 10 + (time.includes('log') ? 1 : 0);
}

/** Endless recursion sorts above every order of growth. */
const rankOf = (report: ComplexityReport) => (report.endless ? Number.POSITIVE_INFINITY : rank(report.time));

function complexityLead(shape: FunctionShape, report: ComplexityReport): string {
  if (report.endless) {
    return `\`${shape.name}\` (${lineRef(shape.startLine, shape.endLine)}) never finishes as written.`;
  }
  const space = report.space.split(' extra space')[0];
  return `\`${shape.name}\` (${lineRef(shape.startLine, shape.endLine)}) runs in **${report.time}** time and ${space} extra space.`;
}

/** Time and space complexity of the named function, or of every function, slowest first. */
export function complexityAnswer(subject: CodeSubject, intent: Intent): string {
  const target = targetOf(subject, intent);
  if (target) {
    const report = analyseComplexity(target);
    const parts = [`${complexityLead(target, report)} ${report.reasons[0] ?? ''}`.trim()];
    if (report.reasons.length > 1) {
      parts.push(
        '### Why',
        report.reasons
          .slice(1)
          .map((reason) => `- ${reason}`)
          .join('\n'),
      );
    }
    // Endless recursion has no order of space either: it grows until the stack overflows.
    if (!report.endless) parts.push(`Space: ${report.space}`);
    if (report.bubbleWithoutEarlyExit) {
      parts.push(
        'It has no early exit, so even an already sorted list costs O(n²). With a `swapped` flag the best case drops to O(n); ask “show me the early-exit version” for the code.',
      );
    }
    if (report.joinLines.length > 0) {
      parts.push(
        `The nested loop on ${lineRef(report.joinLines[0] ?? 0)} scans a second collection for every element of the first; a set index would make it O(n + m).`,
      );
    }
    return parts.join('\n\n');
  }
  const reports = mainShapes(subject)
    .map((shape) => ({ shape, report: analyseComplexity(shape) }))
    .sort((left, right) => rankOf(right.report) - rankOf(left.report));
  const [slowest] = reports;
  if (!slowest) {
    return 'The code defines no function; its statements run once each, in O(1) time per statement, apart from the loops at the top level.';
  }
  const rows = reports
    .slice(0, 10)
    .map(
      ({ shape, report }) =>
        `| \`${shape.name}\` | ${lineRef(shape.startLine, shape.endLine)} | ${report.endless ? 'never ends' : report.time} | ${report.endless ? '—' : report.space.split(' extra space')[0]} |`,
    );
  return [
    `The slowest function is ${complexityLead(slowest.shape, slowest.report)} ${slowest.report.reasons[0] ?? ''}`.trim(),
    ['| Function | Lines | Time | Extra space |', '| --- | --- | --- | --- |', ...rows].join('\n'),
  ].join('\n\n');
}

function rewriteBlock(rewrite: Rewrite, fence: string): string {
  return `### ${rewrite.title}\n\n${rewrite.why}\n\n${fenced(fence, rewrite.code)}`;
}

/** The rewrites whose pattern is in the code (or in the named function), most specific first. */
function rewritesFor(subject: CodeSubject, intent: Intent): Rewrite[] {
  const shapes = targetOf(subject, intent) ? [targetOf(subject, intent) as FunctionShape] : mainShapes(subject);
  const { result, lines } = subject.insight;
  const rewrites: Rewrite[] = [];
  for (const shape of shapes) {
    const report = analyseComplexity(shape);
    const early = earlyExitRewrite(shape, report);
    if (early) rewrites.push(early);
    if (intent.change === 'early-exit') continue;
    const join = joinRewrite(shape, report);
    if (join) rewrites.push(join);
    const accumulation = accumulationRewrite(shape);
    if (accumulation) rewrites.push(accumulation);
    const deep =
      shapes.length > 0 && result.metrics.functions.find((fn) => fn.name === shape.name && fn.maxNesting >= 4);
    const guard = deep ? guardClauseRewrite(shape) : null;
    if (guard) rewrites.push(guard);
  }
  if (intent.change !== 'early-exit') {
    const inScope = (finding: Finding) =>
      shapes.some((shape) => finding.startLine >= shape.startLine && finding.startLine <= shape.endLine) ||
      shapes.length === 0;
    for (const finding of result.findings.filter(inScope)) {
      const rewrite =
        findingRewrite(finding, lines, result.language) ?? immutableRewrite(finding, lines, result.language);
      if (rewrite && !rewrites.some((known) => known.title === rewrite.title)) rewrites.push(rewrite);
    }
  }
  // Every whole-function rewrite is checked before it is offered (rewrite-check.ts).
  return rewrites.filter((rewrite) => shapes.every((shape) => rewriteProblem(shape, rewrite) === null)).slice(0, 3);
}

/** A concrete rewrite of the code (early exit, simpler form) or a plain "no such pattern here". */
export function refactorAnswer(subject: CodeSubject, intent: Intent): string {
  const rewrites = rewritesFor(subject, intent);
  const fence = fenceOf(subject.insight.result.language);
  const [first, ...rest] = rewrites;
  if (!first) {
    const what =
      intent.change === 'early-exit'
        ? 'loop that could stop early (a sort that keeps passing over sorted data)'
        : 'pattern I can rewrite (an early exit, a nested-loop join, a loop that only sums or collects, string-built SQL, a shell command, innerHTML, deep nesting or a mutated parameter)';
    return `I found no ${what} in ${intent.functionName ? `\`${intent.functionName}\`` : 'this code'}, so I will not invent a rewrite. ${listProblems(subject.insight, null)}`;
  }
  const lead =
    intent.change === 'early-exit' && first.title.startsWith('Stop early')
      ? `Yes: add a \`swapped\` flag and stop when a whole pass makes no swap. ${first.why}`
      : `${first.title}: ${first.why}`;
  return [lead, fenced(fence, first.code), ...rest.map((rewrite) => rewriteBlock(rewrite, fence))].join('\n\n');
}

/** Findings of some categories; a syntax error is not among them, as every answer leads with it. */
function findingsOf(subject: CodeSubject, categories: readonly string[]): Finding[] {
  return subject.insight.result.findings.filter(
    (finding) => categories.includes(finding.category) && finding.ruleId !== 'SYN001',
  );
}

/** Findings of some categories, led by a one-sentence verdict, with rewrites for the worst. */
export function findingsAnswer(
  subject: CodeSubject,
  intent: Intent,
  kind: 'security' | 'bugs' | 'naming' | 'performance',
): string {
  const categories = {
    security: ['security'],
    bugs: ['reliability', 'security', 'syntax', 'law', 'performance'],
    naming: ['law'],
    performance: ['performance'],
  }[kind];
  const focus = focusOf(intent.functionName ? `\`${intent.functionName}\`` : '', subject.insight);
  const engineFindings = findingsOf(subject, categories);
  // A security question always hears about every secret in the code, short ones too.
  const secrets = categories.includes('security') ? unreportedSecrets(subject.insight.lines, engineFindings) : [];
  let findings = [...engineFindings, ...secrets].filter(
    (finding) => !focus || (finding.startLine <= focus.endLine && finding.endLine >= focus.startLine),
  );
  if (kind === 'naming') findings = findings.filter((finding) => finding.ruleId === 'HB002');
  findings = [...findings].sort(
    (left, right) =>
      SEVERITIES.indexOf(left.severity) - SEVERITIES.indexOf(right.severity) || left.startLine - right.startLine,
  );
  const fence = fenceOf(subject.insight.result.language);
  const parts: string[] = [];
  if (kind === 'performance') {
    parts.push(complexityAnswer(subject, intent));
    const rewrites = rewritesFor(subject, { ...intent, change: 'refactor' }).filter((rewrite) =>
      /Stop early|Index/.test(rewrite.title),
    );
    parts.push(...rewrites.map((rewrite) => rewriteBlock(rewrite, fence)));
    if (findings.length > 0) parts.push('### Performance findings', findings.map(formatFinding).join('\n'));
    return parts.join('\n\n');
  }
  const noun = { security: 'security problem', bugs: 'problem', naming: 'naming problem' }[kind];
  if (findings.length === 0) {
    const checks = {
      security: 'injection (SQL, shell, HTML), eval, secrets in code and unsafe deserialisation',
      bugs: 'reliability, security, performance and the five laws',
      naming: 'the Law of Explicit Naming (HB002)',
    }[kind];
    const other = syntaxErrorOf(subject.insight.result) ? 'other ' : '';
    return `I found no ${other}${noun}${focus ? ` in ${focus.label}` : ''}: the checks for ${checks} report nothing.`;
  }
  parts.push(
    `I found ${findings.length} ${noun}${findings.length === 1 ? '' : 's'}${focus ? ` in ${focus.label}` : ''}; the most serious is on ${lineRef(findings[0]?.startLine ?? 1)}: ${findings[0]?.message}`,
  );
  parts.push(findings.slice(0, 8).map(formatFinding).join('\n'));
  const rewrites = findings
    .slice(0, 4)
    .map(
      (finding) =>
        findingRewrite(finding, subject.insight.lines, subject.insight.result.language) ??
        immutableRewrite(finding, subject.insight.lines, subject.insight.result.language),
    )
    .filter((rewrite): rewrite is Rewrite => rewrite !== null);
  parts.push(...rewrites.slice(0, 2).map((rewrite) => rewriteBlock(rewrite, fence)));
  return parts.join('\n\n');
}

function formatFinding(finding: Finding): string {
  return `- **${finding.severity}**, ${lineRef(finding.startLine, finding.endLine)}: ${finding.message} (${finding.ruleId} ${finding.ruleName})${finding.fix ? ` Fix: ${finding.fix}` : ''}`;
}

/** A test skeleton for the named (or only) function in the language's usual framework. */
export function testsAnswer(subject: CodeSubject, intent: Intent): string {
  const target = targetOf(subject, intent) ?? mainShapes(subject)[0];
  if (!target) {
    return 'I found no function to test in this code. Name one (“write tests for parse_row”) or open the file that defines it.';
  }
  if (!SKELETON_LANGUAGES.has(target.language)) {
    return `I write test skeletons for Python (pytest), JavaScript and TypeScript (Vitest) and Java (JUnit 5), not yet for ${LANGUAGE_LABELS[target.language] ?? target.language}. For \`${target.name}\` (${lineRef(target.startLine, target.endLine)}), cover each branch and each kind of input: an empty collection, one element, several.`;
  }
  const skeleton = testSkeleton(target, subject.filename);
  const framework = skeleton.fence === 'python' ? 'pytest' : skeleton.fence === 'java' ? 'JUnit 5' : 'Vitest';
  const lead = `Here is a ${framework} test for \`${target.name}\` (${lineRef(target.startLine, target.endLine)}), one case per kind of input${target.raises.length > 0 ? ' and one per error it raises' : ''}.`;
  const branches =
    skeleton.cases.length > 0 ? `\n\nIts branches, each worth a case of its own: ${skeleton.cases.join('; ')}.` : '';
  return `${lead}${branches}\n\n${fenced(skeleton.fence, skeleton.code)}`;
}

const SKELETON_LANGUAGES = new Set(['python', 'javascript', 'typescript', 'java']);
const LANGUAGE_LABELS: Record<string, string> = {
  go: 'Go',
  'c#': 'C#',
  'c++': 'C++',
  rust: 'Rust',
  php: 'PHP',
  ruby: 'Ruby',
};

/** Doc comments for the named function, or for the functions that lack one. */
export function docsAnswer(subject: CodeSubject, intent: Intent): string {
  const named = targetOf(subject, intent);
  const undocumented = new Set(
    subject.insight.result.findings.filter((finding) => finding.ruleId === 'HB003').map((finding) => finding.startLine),
  );
  const targets = named
    ? [named]
    : mainShapes(subject).filter((shape) =>
        [...undocumented].some((line) => line >= shape.startLine - 1 && line <= shape.startLine + 1),
      );
  const chosen = targets.length > 0 ? targets.slice(0, 3) : mainShapes(subject).slice(0, 1);
  if (chosen.length === 0) return 'I found no function to document in this code.';
  const kind =
    subject.insight.result.language === 'python'
      ? 'docstring'
      : subject.insight.result.language === 'java'
        ? 'Javadoc comment'
        : subject.insight.result.language === 'go'
          ? 'Go doc comment'
          : 'JSDoc comment';
  const lead = `Here ${chosen.length === 1 ? 'is a' : 'are'} ${kind}${chosen.length === 1 ? '' : 's'} for ${chosen.map((shape) => `\`${shape.name}\``).join(', ')}, written from the signature and return values; adjust the first sentence to say why the function exists.`;
  return [
    lead,
    ...chosen.map((shape) => {
      const doc = docComment(shape);
      return fenced(doc.fence, doc.code);
    }),
  ].join('\n\n');
}

/** An explanation of the code, the named function or the lines the question points at. */
export function explainAnswer(subject: CodeSubject, question: string, intent: Intent): string {
  const focus = focusOf(question, subject.insight);
  const target = intent.functionName ? subject.shapeNamed(intent.functionName) : null;
  if (target) {
    const report = analyseComplexity(target);
    const facts = [
      `\`${target.name}\` (${lineRef(target.startLine, target.endLine)}) takes ${target.params.length === 0 ? 'no parameters' : target.params.map((param) => `\`${param.name}\``).join(', ')}` +
        `${target.loops.length > 0 ? `, loops ${target.loops.length === 1 ? 'once' : `${target.loops.length} times`} at the top level${target.loops.some((loop) => loop.inner.length > 0) ? ' with a nested loop' : ''}` : ''}` +
        `${
          target.branches.length > 0
            ? `, branches on ${target.branches
                .map((branch) => `\`${branch.condition}\` (line ${branch.line})`)
                .slice(0, 3)
                .join(', ')}`
            : ''
        }` +
        `${
          target.returns.length > 0
            ? ` and returns ${target.returns
                .map((ret) => `\`${ret.value || 'nothing'}\``)
                .slice(0, 2)
                .join(' or ')}`
            : ''
        }. It runs in ${report.time} time.`,
    ];
    const accumulation = findAccumulation(target);
    if (accumulation) facts.unshift(describeAccumulation(target, accumulation));
    if (focus) facts.push(quoteFocus(subject.insight, focus));
    return facts.join('\n\n');
  }
  if (focus) {
    return [`Here is ${focus.label}:`, quoteFocus(subject.insight, focus), listProblems(subject.insight, focus)].join(
      '\n\n',
    );
  }
  // What a function computes, where its shape says so (an accumulating loop).
  const computed = mainShapes(subject).flatMap((shape) => {
    const accumulation = findAccumulation(shape);
    return accumulation ? [describeAccumulation(shape, accumulation)] : [];
  });
  return [...computed, describeStructure(subject.insight)].join('\n\n');
}
