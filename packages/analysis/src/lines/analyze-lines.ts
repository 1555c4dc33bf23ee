/** The reduced, line-based front end used for languages without a parser and for unparsable files. */
import { makeFinding } from '../common/finding.ts';
import { splitLines } from '../common/line-metrics.ts';
import type { FrontEndResult, NameInfo, UnitInfo } from '../model.ts';
import type { Finding, Language } from '../types.ts';
import { buildsSqlFromStrings, LINE_RULES, secretOnLine } from './line-rules.ts';
import { loopFindings } from './loops.ts';
import { ruleText } from './rule-text.ts';
import { scanSource } from './scan.ts';
import { lexicalSyntax } from './syntax.ts';
import { detectUnits } from './units.ts';

const DECLARATION =
  /\b(?:var|let|val|const|auto|int|long|float|double|bool|boolean|char|string|String|my|local)\s+([A-Za-z_]\w*)\s*(?:=|:)|\$([A-Za-z_]\w*)\s*=[^=]|(?:^|[\s(,])([A-Za-z_]\w*)\s*:=/g;

function placeholderNames(codeLines: readonly string[]): NameInfo[] {
  const names: NameInfo[] = [];
  codeLines.forEach((line, index) => {
    for (const match of line.matchAll(DECLARATION)) {
      const name = match[1] ?? match[2] ?? match[3];
      // Only placeholder words are judged here; one-letter names need scope knowledge the scanner lacks.
      if (name) names.push({ name, line: index + 1, kind: 'variable', inShortScope: true });
    }
  });
  return names;
}

function enclosingName(units: readonly UnitInfo[], line: number): string {
  const containing = units.filter((unit) => unit.startLine <= line && unit.endLine >= line);
  return containing[containing.length - 1]?.name ?? '';
}

function emptyHandlers(skeleton: string, content: string, language: Language): Finding[] {
  const findings: Finding[] = [];
  const pattern =
    language === 'python'
      ? /except\b(?:[^:\ne]|e(?!xcept\b))*:[^\S\n]*\n\s*pass\b/g
      : language === 'ruby'
        ? /rescue\b(?:[^\nr]|r(?!escue\b))*\n\s*end\b/g
        : /catch\s*(?:\([^()]*\)\s*)?\{(\s*)\}/g;
  for (const match of skeleton.matchAll(pattern)) {
    const start = match.index ?? 0;
    const original = content.slice(start, start + match[0].length);
    if (/#|\/\/|\/\*/.test(original)) continue; // a comment explains why the error is ignored
    const line = content.slice(0, start).split('\n').length;
    findings.push(
      makeFinding(
        'REL001',
        'Major',
        'An error handler is empty, so the error is silently discarded.',
        line,
        line + match[0].split('\n').length - 1,
        'Handle, log or rethrow the error.',
      ),
    );
  }
  return findings;
}

/** Analyses a file line by line: functions by pattern, blocks by braces or indentation, rules by pattern. */
export function analyzeLines(content: string, language: Language, isTestFile = false): FrontEndResult {
  const syntax = lexicalSyntax(language);
  const scanned = scanSource(content, syntax);
  const codeLines = splitLines(scanned.codeOnly).map(ruleText);
  const skeletonLines = splitLines(scanned.skeleton);
  const { units, classes } = detectUnits(skeletonLines, splitLines(content), language, syntax.braces);
  const findings: Finding[] = [];
  const rules = LINE_RULES.filter((rule) => rule.languages === 'all' || rule.languages.includes(language));
  codeLines.forEach((line, index) => {
    if (line.trim() === '') return;
    const lineNumber = index + 1;
    for (const rule of rules) {
      if (!rule.pattern.test(line)) continue;
      if (rule.when && !rule.when(line, enclosingName(units, lineNumber))) continue;
      findings.push(makeFinding(rule.ruleId, rule.severity, rule.message, lineNumber, lineNumber, rule.fix));
    }
    if (buildsSqlFromStrings(line)) {
      findings.push(
        makeFinding(
          'SEC002',
          'Critical',
          'SQL is built from strings with a variable.',
          lineNumber,
          lineNumber,
          'Use a parameterised query (placeholders plus bound values).',
        ),
      );
    }
    const secret = isTestFile ? undefined : secretOnLine(line);
    if (secret) {
      findings.push(
        makeFinding(
          'SEC004',
          'Critical',
          secret,
          lineNumber,
          lineNumber,
          'Read the value from the environment or a secret store.',
        ),
      );
    }
  });
  findings.push(
    ...emptyHandlers(scanned.skeleton, content, language),
    ...loopFindings(skeletonLines, codeLines, language, syntax.braces),
  );
  return {
    level: 'line-based',
    parser: 'line-scanner',
    units,
    classes,
    names: placeholderNames(codeLines),
    comments: scanned.comments,
    codeOnly: scanned.codeOnly,
    findings,
    exportsBehaviour: units.some((unit) => unit.isPublic) || classes.some((unit) => unit.isPublic),
    hasInlineTests: language === 'rust' && /#\[(cfg\(test\)|test)\]/.test(content),
    notes: [
      `Reduced line-based analysis for ${language}: functions, blocks and rules are recognised by patterns, not by a parser.`,
    ],
  };
}
