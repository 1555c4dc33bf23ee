/** The JavaScript/TypeScript front end: parse with Babel, walk once, hand a model to the common checks. */
import type { Identifier, Node } from '@babel/types';
import { makeFinding } from '../common/finding.ts';
import { jsGrowthReader } from '../growth/js-growth.ts';
import { blankRanges } from '../common/line-metrics.ts';
import { analyzeLines } from '../lines/analyze-lines.ts';
import type { CommentInfo, FrontEndResult, NameInfo, NameKind } from '../model.ts';
import type { Finding, Language } from '../types.ts';
import { endLine, startLine } from './ast-utils.ts';
import type { JsContext } from './context.ts';
import { collectImports } from './imports.ts';
import { createImmutabilityRule } from './immutability.ts';
import { parseJavaScript } from './parse.ts';
import { JS_DIALECT } from '../taint/js-dialect.ts';
import { lowerJavaScript } from '../taint/js-lower.ts';
import { withFlowFindings } from '../taint/run.ts';
import { performanceRule } from './performance.ts';
import { reliabilityRule } from './reliability.ts';
import { analyzeScopes, type Binding, type ScopeAnalysis } from './scope.ts';
import { securityRule } from './security.ts';
import { collectExportedNames } from './units.ts';
import { walkProgram, type WalkResult } from './walk.ts';

const MAX_SYNTAX_FINDINGS = 3;

function isShorthandProperty(identifier: Identifier, pattern: Node): boolean {
  if (pattern.type === 'ObjectPattern') {
    return pattern.properties.some((property) =>
      property.type === 'ObjectProperty'
        ? (property.shorthand &&
            (property.value === identifier ||
              (property.value.type === 'AssignmentPattern' && property.value.left === identifier))) ||
          isShorthandProperty(identifier, property.value)
        : isShorthandProperty(identifier, property.argument),
    );
  }
  if (pattern.type === 'ArrayPattern') {
    return pattern.elements.some((element) => element !== null && isShorthandProperty(identifier, element));
  }
  if (pattern.type === 'AssignmentPattern') return isShorthandProperty(identifier, pattern.left);
  if (pattern.type === 'RestElement') return isShorthandProperty(identifier, pattern.argument);
  return false;
}

/** The name kind of each binding kind that HB002 checks; imports and enum/namespace names are not checked. */
const NAME_KINDS: Readonly<Record<Binding['kind'], NameKind | undefined>> = {
  var: 'variable',
  let: 'variable',
  const: 'variable',
  param: 'parameter',
  function: 'function',
  class: 'class',
  catch: 'catch',
  import: undefined,
  other: undefined,
};

function nameKind(binding: Binding, walk: WalkResult): NameKind | undefined {
  const kind = NAME_KINDS[binding.kind];
  return kind === 'variable' && walk.loopDeclarators.has(binding.declaration) ? 'loop' : kind;
}

function collectNames(scopes: ScopeAnalysis, walk: WalkResult): NameInfo[] {
  const names: NameInfo[] = [];
  for (const binding of scopes.bindings) {
    const kind = nameKind(binding, walk);
    if (!kind) continue;
    const pattern = binding.declaration.type === 'VariableDeclarator' ? binding.declaration.id : binding.declaration;
    if (isShorthandProperty(binding.identifier, pattern)) continue;
    names.push({
      name: binding.name,
      line: startLine(binding.identifier),
      kind,
      inShortScope: binding.owner !== null && walk.shortCallbacks.has(binding.owner),
    });
  }
  return names;
}

/** Analyses JavaScript or TypeScript source; falls back to the line scanner when it cannot be parsed. */
export function analyzeJavaScript(
  content: string,
  filename: string,
  language: Language,
  isTestFile: boolean,
): FrontEndResult {
  const parsed = parseJavaScript(content, filename, language === 'typescript');
  if (!parsed.ok) {
    const reduced = analyzeLines(content, language);
    reduced.findings.unshift(
      makeFinding(
        'SYN001',
        'Major',
        `Syntax error: ${parsed.message}.`,
        parsed.line,
        parsed.line,
        'Fix the syntax error so the file can be analysed completely.',
      ),
    );
    reduced.notes.unshift(
      `The file could not be parsed (line ${parsed.line}: ${parsed.message}); a reduced line-based analysis was used.`,
    );
    return reduced;
  }
  const program = parsed.ast.program;
  const findings: Finding[] = [];
  const context: JsContext = {
    source: content,
    isTestFile,
    scopes: analyzeScopes(program),
    imports: collectImports(program),
    ancestors: [],
    currentFunction: null,
    loops: [],
    report: (ruleId, severity, message, node, fix) =>
      findings.push(makeFinding(ruleId, severity, message, startLine(node), endLine(node), fix)),
    text: (node) => content.slice(node.start ?? 0, node.end ?? 0),
  };
  const rules = [createImmutabilityRule(), securityRule, performanceRule, reliabilityRule];
  const walk = walkProgram(program, context, rules, collectExportedNames(program));
  for (const rule of rules) findings.push(...(rule.finish?.(context) ?? []));
  // Injection, path and redirect findings come from the shared taint pass (decision 081), at their sinks.
  const decided = withFlowFindings(findings, lowerJavaScript(program, content), JS_DIALECT);
  findings.splice(0, findings.length, ...decided);
  for (const error of parsed.recoveredErrors.slice(0, MAX_SYNTAX_FINDINGS)) {
    findings.push(makeFinding('SYN001', 'Major', `Syntax error: ${error.message}.`, error.line, error.line));
  }
  const rawComments = parsed.ast.comments ?? [];
  const comments: CommentInfo[] = rawComments.map((comment) => ({
    startLine: comment.loc?.start.line ?? 1,
    endLine: comment.loc?.end.line ?? 1,
    text: comment.value,
  }));
  const units = walk.units.sort((left, right) => left.startLine - right.startLine);
  return {
    level: 'syntax-tree',
    parser: 'babel',
    units,
    classes: walk.classes,
    names: collectNames(context.scopes, walk),
    comments,
    codeOnly: blankRanges(
      content,
      rawComments.map((comment) => [comment.start ?? 0, comment.end ?? 0] as const),
    ),
    findings,
    exportsBehaviour: units.some((unit) => unit.isPublic) || walk.classes.some((unit) => unit.isPublic),
    hasInlineTests: false,
    notes:
      parsed.recoveredErrors.length > 0
        ? ['The parser recovered from syntax errors; results near them may be incomplete.']
        : [],
    growth: jsGrowthReader(program, content, units),
  };
}
