/** Runs the shared taint pass on a Lezer tree of a language that has a lowering, and turns its hits into findings. */
import type { Tree } from '@lezer/common';
import { makeFinding } from '../common/finding.ts';
import type { Finding, Language } from '../types.ts';
import type { Dialect } from './dialect.ts';
import { TaintPass } from './interpret.ts';
import { mayHashWeakly, passwordDialect } from './password.ts';
import type { FlowFile } from './ir.ts';
import { GO_DIALECT } from './go-dialect.ts';
import { lowerGo } from './go-lower.ts';
import { JAVA_DIALECT } from './java-dialect.ts';
import { lowerJava } from './java-lower.ts';
import type { Source } from './lower-utils.ts';

const FIXES: Record<string, string> = {
  SEC001: 'Never evaluate text that comes from outside; map it to fixed operations.',
  SEC002: 'Use a parameterised query (placeholders plus bound values).',
  SEC003: 'Run a fixed program with an argument list, without a shell, and check the value against an allow-list.',
  SEC007: 'Hash passwords with a slow, salted algorithm: bcrypt, scrypt or Argon2.',
  SEC005: 'Escape the value for HTML (or let the template engine do it) before writing it to the page.',
  SEC009: 'Redirect only to known paths: check the value against an allow-list or accept relative paths only.',
  SEC010: 'Resolve the path under a fixed base directory and refuse it when it leaves the base.',
  SEC011: 'Escape the value for LDAP filters (or use a parameterised search filter with {0} arguments).',
  SEC012: 'Use XPath variables (XPathVariableResolver) instead of building the expression from text.',
  SEC013: 'Validate the value before storing it in the session, or keep request data out of it.',
  SEC018:
    'Fix the scheme and host in the code and encode what goes into the path (encodeURIComponent, quote, URLEncoder.encode, url.PathEscape), or check the host against an allow-list before the request.',
};

/** Lowerings and dialects by language; the other languages keep their own front ends. */
const LOWERINGS: Partial<Record<Language, { lower(tree: Tree, source: Source): FlowFile; dialect: Dialect }>> = {
  java: { lower: lowerJava, dialect: JAVA_DIALECT },
  go: { lower: lowerGo, dialect: GO_DIALECT },
};

/** True when the taint pass reads this language from its Lezer tree. */
export function hasTreeTaint(language: Language): boolean {
  return LOWERINGS[language] !== undefined;
}

/** Findings of the taint pass on a Lezer tree. */
export function treeTaintFindings(tree: Tree, source: Source, language: Language): Finding[] {
  const lowering = LOWERINGS[language];
  if (!lowering) return [];
  return flowFindings(lowering.lower(tree, source), lowering.dialect);
}

/**
 * The taint pass on a tree with syntax errors (a Java switch expression, say): only the functions
 * the parser read without an error are run. Returns their findings and line spans, so the line
 * scanner's own guesses stay for the rest of the file.
 */
export function partialTreeTaint(
  tree: Tree,
  source: Source,
  language: Language,
): { findings: Finding[]; spans: [number, number][] } {
  const lowering = LOWERINGS[language];
  if (!lowering) return { findings: [], spans: [] };
  const errorLines: number[] = [];
  tree.iterate({
    enter(ref) {
      if (ref.type.isError) errorLines.push(source.lineOf(ref.from));
    },
  });
  const file = lowering.lower(tree, source);
  const whole = file.functions.filter(
    (fn) => fn.endLine !== undefined && !errorLines.some((line) => line >= fn.line && line <= (fn.endLine ?? 0)),
  );
  const spans = whole.map((fn): [number, number] => [fn.line, fn.endLine ?? fn.line]);
  return { findings: flowFindings({ ...file, functions: whole }, lowering.dialect), spans };
}

/** Rules the taint pass decides: a front end's own guesses for them are replaced by its findings. */
export const TAINT_RULES: ReadonlySet<string> = new Set(['SEC002', 'SEC003', 'SEC009', 'SEC010', 'SEC018']);

/**
 * Findings of the taint pass over a lowered file, each at its sink. A value that passed through a
 * function the pass cannot see is a Minor "may" finding; a caller's parameter built into a sink keeps
 * the rule's severity, as string-built SQL or commands are wrong whoever the caller is.
 */
export function flowFindings(file: FlowFile, dialect: Dialect): Finding[] {
  return runFlow(file, dialect).findings;
}

/**
 * The taint pass's findings, and the front end's own findings minus its guesses the pass decides
 * (TAINT_RULES) and minus any finding at a sink that only ever received constants
 * (`eval("this is safe")`, `el.innerHTML = GREETING`).
 */
export function withFlowFindings(own: readonly Finding[], file: FlowFile, dialect: Dialect): Finding[] {
  const flow = runFlow(file, dialect);
  const kept = own
    .filter(
      (finding) =>
        !TAINT_RULES.has(finding.ruleId) &&
        !flow.constantSinks.has(`${finding.ruleId}:${finding.startLine}`) &&
        !(finding.ruleId === 'SEC001' && flowFound(finding, flow)),
    )
    .map((finding) => (unsourcedCode(finding, flow) ? asDoubtfulCode(finding) : finding));
  return [...kept, ...flow.findings];
}

/**
 * A front end's Critical or Major "runs a dynamic string as code" at a sink the pass followed without finding
 * any source there (a REPL running what its user typed, a debugger, a code generator): the text's
 * origin is unknown, so the finding is in doubt.
 */
function unsourcedCode(finding: Finding, flow: FlowRun): boolean {
  const key = `${finding.ruleId}:${finding.startLine}`;
  if (finding.ruleId !== 'SEC001' || finding.severity === 'Minor' || !flow.dynamicSinks.has(key)) return false;
  return !flow.findings.some((found) => found.ruleId === finding.ruleId && found.startLine === finding.startLine);
}

/**
 * The pass judged this sink itself with another severity (a parameter in doubt, or code built from
 * one): its finding, naming the source, replaces the front end's guess. At the same severity the
 * front end's wording stays.
 */
function flowFound(finding: Finding, flow: FlowRun): boolean {
  return flow.findings.some(
    (found) =>
      found.ruleId === finding.ruleId && found.startLine === finding.startLine && found.severity !== finding.severity,
  );
}

function asDoubtfulCode(finding: Finding): Finding {
  const message = `${finding.message.replace(/\.$/, '')}; no outside input reaches it here, but it may if a caller passes some.`;
  return { ...finding, severity: 'Minor', message };
}

interface FlowRun {
  findings: Finding[];
  constantSinks: ReadonlySet<string>;
  dynamicSinks: ReadonlySet<string>;
}

function runFlow(file: FlowFile, dialect: Dialect): FlowRun {
  const pass = new TaintPass(file, dialect);
  const passwords = mayHashWeakly(file) ? new TaintPass(file, passwordDialect(dialect)).run() : [];
  const hits = [...pass.run(), ...passwords];
  const findings = hits.map((hit) =>
    makeFinding(
      hit.ruleId,
      hit.unseen ? 'Minor' : severityOf(hit.ruleId),
      hit.message,
      hit.line,
      hit.line,
      FIXES[hit.ruleId],
    ),
  );
  for (const weak of pass.ledger.algorithms.values()) {
    findings.push(makeFinding(weak.ruleId, weak.severity, weak.message, weak.line, weak.line, weak.fix));
  }
  return { findings, constantSinks: pass.ledger.constantSinks, dynamicSinks: pass.ledger.dynamicSinks };
}

function severityOf(ruleId: string): 'Critical' | 'Major' {
  return /^SEC00[1-3]|SEC010|SEC011|SEC012|SEC018/.test(ruleId) ? 'Critical' : 'Major';
}
