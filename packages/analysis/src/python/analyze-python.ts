/** The Python front end: hand-written tokenizer and parser, one walk, a model for the common checks. */
import { makeFinding } from '../common/finding.ts';
import { pythonGrowthReader } from '../growth/python-growth.ts';
import { blankRanges } from '../common/line-metrics.ts';
import { analyzeLines } from '../lines/analyze-lines.ts';
import type { CommentInfo, FrontEndResult } from '../model.ts';
import type { Finding } from '../types.ts';
import type { Module, Stmt } from './ast.ts';
import { boundNames, type PyContext } from './context.ts';
import { createPythonCoroutineRule } from './coroutines.ts';
import { parsePython } from './parse.ts';
import { pythonPerformanceRule } from './performance.ts';
import { pythonSecurityRule } from './security.ts';
import { PYTHON_DIALECT } from '../taint/python-dialect.ts';
import { lowerPython } from '../taint/python-lower.ts';
import { withFlowFindings } from '../taint/run.ts';
import { createPythonStateRule } from './state.ts';
import { PythonSyntaxError } from './tokens.ts';
import { hasDocstring, walkModule } from './walk.ts';

type ImportStmt = Extract<Stmt, { kind: 'Import' }>;
type ImportFromStmt = Extract<Stmt, { kind: 'ImportFrom' }>;

/** `import a.b` binds `a` to 'a'; `import a.b as c` binds `c` to 'a.b'. */
function addImport(imports: Map<string, string>, statement: ImportStmt): void {
  for (const entry of statement.names) {
    const [path = '', alias] = entry.split(' as ');
    imports.set(alias ?? path.split('.')[0] ?? path, alias ? path : (path.split('.')[0] ?? path));
  }
}

/** `from m import a as b` binds `b` to 'm.a'; star imports bind nothing known. */
function addImportFrom(imports: Map<string, string>, statement: ImportFromStmt): void {
  for (const entry of statement.names) {
    const [name = '', alias] = entry.split(' as ');
    if (name !== '*') imports.set(alias ?? name, `${statement.module.replace(/^\.+/, '')}.${name}`);
  }
}

/** Local name → imported dotted path, for the module level and imports guarded by if/try. */
function collectImports(module: Module): Map<string, string> {
  const imports = new Map<string, string>();
  const visit = (statements: readonly Stmt[]) => {
    for (const statement of statements) {
      if (statement.kind === 'Import') addImport(imports, statement);
      else if (statement.kind === 'ImportFrom') addImportFrom(imports, statement);
      else if (statement.kind === 'If') {
        visit(statement.body);
        visit(statement.orelse);
      } else if (statement.kind === 'Try') {
        visit(statement.body);
        for (const handler of statement.handlers) visit(handler.body);
      }
    }
  };
  visit(module.body);
  return imports;
}

/** Docstring statements (module, class and function) — documentation, counted as comment lines. */
function docstrings(module: Module): Stmt[] {
  const result: Stmt[] = [];
  const visit = (body: readonly Stmt[]) => {
    if (hasDocstring(body) && body[0]) result.push(body[0]);
    for (const statement of body) {
      if (statement.kind === 'FunctionDef' || statement.kind === 'ClassDef') visit(statement.body);
      else if ('body' in statement && Array.isArray(statement.body)) visit(statement.body);
    }
  };
  visit(module.body);
  return result;
}

/** The reduced line-based analysis of a file that does not parse, led by its SYN001 finding. */
function unparsable(content: string, isTestFile: boolean, error: unknown): FrontEndResult {
  const line = error instanceof PythonSyntaxError ? error.line : 1;
  const message = error instanceof Error ? error.message : String(error);
  const reduced = analyzeLines(content, 'python', isTestFile);
  reduced.findings.unshift(
    makeFinding(
      'SYN001',
      'Major',
      `Syntax error: ${message}.`,
      line,
      line,
      'Fix the syntax error so the file can be analysed completely.',
    ),
  );
  reduced.notes.unshift(
    `The file could not be parsed (line ${line}: ${message}); a reduced line-based analysis was used.`,
  );
  return reduced;
}

/** Analyses Python source; falls back to the line scanner when it cannot be parsed. */
export function analyzePython(content: string, isTestFile: boolean): FrontEndResult {
  let parsed: ReturnType<typeof parsePython>;
  try {
    parsed = parsePython(content);
  } catch (error) {
    return unparsable(content, isTestFile, error);
  }
  const { module } = parsed;
  const findings: Finding[] = [];
  const context: PyContext = {
    source: content,
    isTestFile,
    imports: collectImports(module),
    moduleNames: boundNames(module.body),
    ancestors: [],
    frame: null,
    loops: [],
    assignments: new Map(),
    findings,
    report: (ruleId, severity, message, node, fix) =>
      findings.push(makeFinding(ruleId, severity, message, node.line, node.endLine, fix)),
    text: (node) => content.slice(node.start, node.end),
  };
  const walk = walkModule(module, context, [
    pythonSecurityRule,
    pythonPerformanceRule,
    createPythonStateRule(),
    createPythonCoroutineRule(module),
  ]);
  const docs = docstrings(module);
  const comments: CommentInfo[] = [
    ...parsed.comments.map((comment) => ({ startLine: comment.line, endLine: comment.line, text: comment.text })),
    ...docs.map((doc) => ({ startLine: doc.line, endLine: doc.endLine, text: content.slice(doc.start, doc.end) })),
  ];
  const ranges = [
    ...parsed.comments.map((comment) => [comment.start, comment.end] as const),
    ...docs.map((doc) => [doc.start, doc.end] as const),
  ];
  const units = walk.units.sort((left, right) => left.startLine - right.startLine);
  return {
    level: 'syntax-tree',
    parser: 'python',
    units,
    classes: walk.classes,
    names: walk.names,
    comments,
    codeOnly: blankRanges(content, ranges),
    // Injection, path and redirect findings come from the shared taint pass (decision 081), at their sinks.
    findings: withFlowFindings(findings, lowerPython(module, content), PYTHON_DIALECT),
    exportsBehaviour: units.some((unit) => unit.isPublic) || walk.classes.some((unit) => unit.isPublic),
    hasInlineTests: false,
    notes: [],
    growth: pythonGrowthReader(module, content),
  };
}
