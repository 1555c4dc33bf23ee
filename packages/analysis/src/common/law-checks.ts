/** Language-neutral checks on a front end's model: HB001, HB002, HB003, HB005, MNT001, GOV001. */
import { MAX_FILE_LINES } from '../constants.ts';
import { hasMatchingTest, isConfigFile } from '../files.ts';
import type { FrontEndResult, UnitInfo } from '../model.ts';
import type { BrevityLimits, DuplicatedBlock, Finding } from '../types.ts';
import { makeFinding } from './finding.ts';
import { namingProblem } from './naming.ts';

/** What the common checks need besides the model. */
export interface CheckContext {
  filename: string;
  totalLines: number;
  isTestFile: boolean;
  projectFiles: readonly string[] | undefined;
  duplicatedBlocks: readonly DuplicatedBlock[];
  /** The doc-comment convention of the language, for messages ("a JSDoc comment"). */
  docStyle: string;
  /** The Law of Brevity's per-function limits in force. */
  limits: BrevityLimits;
}

/** Runs every language-neutral check. */
export function runCommonChecks(model: FrontEndResult, context: CheckContext): Finding[] {
  return [
    ...checkBrevity(model.units, context),
    ...checkNaming(model),
    ...checkDocumentation(model, context),
    ...checkTestedUnits(model, context),
    ...checkDuplication(context.duplicatedBlocks),
    ...checkMarkers(model),
  ];
}

/** One Law of Brevity measure of a function: a finding when the unit exceeds its limit. */
type BrevityCheck = (unit: UnitInfo, limits: BrevityLimits) => Finding | undefined;

const functionLength: BrevityCheck = (unit, limits) => {
  const lines = unit.endLine - unit.startLine + 1;
  if (lines <= limits.functionLines) return undefined;
  return makeFinding(
    'HB001',
    lines > limits.functionLines * 2 ? 'Major' : 'Minor',
    `\`${unit.name}\` is ${lines} lines long (limit ${limits.functionLines}).`,
    unit.startLine,
    unit.endLine,
    `Split \`${unit.name}\` into smaller functions, each doing one named step.`,
  );
};

const functionComplexity: BrevityCheck = (unit, limits) => {
  if (unit.complexity <= limits.complexity) return undefined;
  return makeFinding(
    'HB001',
    unit.complexity > limits.complexity * 2 ? 'Major' : 'Minor',
    `\`${unit.name}\` has a cyclomatic complexity of ${unit.complexity} (limit ${limits.complexity}).`,
    unit.startLine,
    unit.endLine,
    'Extract branches into helper functions, return early, or replace conditionals with a lookup table.',
  );
};

const functionNesting: BrevityCheck = (unit, limits) => {
  if (unit.maxNesting <= limits.nesting) return undefined;
  return makeFinding(
    'HB001',
    'Minor',
    `\`${unit.name}\` nests control structures ${unit.maxNesting} levels deep (limit ${limits.nesting}).`,
    unit.startLine,
    unit.endLine,
    'Flatten the nesting with guard clauses (early return/continue) or by extracting the inner block.',
  );
};

const parameterCount: BrevityCheck = (unit, limits) => {
  if (unit.parameterCount <= limits.parameters || unit.isCallback) return undefined;
  return makeFinding(
    'HB001',
    'Minor',
    `\`${unit.name}\` takes ${unit.parameterCount} parameters (limit ${limits.parameters}).`,
    unit.startLine,
    unit.startLine,
    'Group related parameters into one options object.',
  );
};

/** The per-function checks, in the order their findings are listed. */
const BREVITY_CHECKS: readonly BrevityCheck[] = [functionLength, functionComplexity, functionNesting, parameterCount];

function checkBrevity(units: readonly UnitInfo[], context: CheckContext): Finding[] {
  const findings = units
    .filter((unit) => !unit.isTestBlock)
    .flatMap((unit) => BREVITY_CHECKS.flatMap((check) => check(unit, context.limits) ?? []));
  if (context.totalLines > MAX_FILE_LINES) {
    findings.push(
      makeFinding(
        'HB001',
        'Minor',
        `The file has ${context.totalLines} lines (limit ${MAX_FILE_LINES}).`,
        1,
        1,
        'Split the file by responsibility into smaller modules.',
      ),
    );
  }
  return findings;
}

function checkNaming(model: FrontEndResult): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const info of model.names) {
    const key = `${info.name}@${info.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const problem = namingProblem(info);
    if (!problem) continue;
    const severity = info.kind === 'function' || info.kind === 'class' ? 'Major' : 'Minor';
    findings.push(
      makeFinding(
        'HB002',
        severity,
        problem,
        info.line,
        info.line,
        `Rename \`${info.name}\` to a name that states its purpose.`,
      ),
    );
  }
  return findings;
}

function checkDocumentation(model: FrontEndResult, context: CheckContext): Finding[] {
  if (context.isTestFile) return [];
  const findings: Finding[] = [];
  const undocumented = [
    ...model.classes.filter((unit) => unit.isPublic && !unit.hasDocComment).map((unit) => ({ ...unit, kind: 'class' })),
    ...model.units
      .filter((unit) => unit.isPublic && !unit.hasDocComment)
      .map((unit) => ({ ...unit, kind: 'function' })),
  ];
  for (const unit of undocumented) {
    findings.push(
      makeFinding(
        'HB003',
        'Minor',
        `Public ${unit.kind} \`${unit.name}\` has no doc comment.`,
        unit.startLine,
        unit.startLine,
        `Add ${context.docStyle} stating what \`${unit.name}\` is for.`,
      ),
    );
  }
  return findings.sort((left, right) => left.startLine - right.startLine);
}

function checkTestedUnits(model: FrontEndResult, context: CheckContext): Finding[] {
  const { projectFiles, filename } = context;
  if (!projectFiles || context.isTestFile || model.hasInlineTests || !model.exportsBehaviour) return [];
  if (isConfigFile(filename) || hasMatchingTest(filename, projectFiles)) return [];
  const firstPublic = [...model.units, ...model.classes]
    .filter((unit) => unit.isPublic)
    .sort((left, right) => left.startLine - right.startLine)[0];
  const line = firstPublic?.startLine ?? 1;
  return [
    makeFinding(
      'HB005',
      'Minor',
      `No test file for \`${filename}\` was found in the project.`,
      line,
      line,
      'Add a test next to this file that exercises its exported functions.',
    ),
  ];
}

function checkDuplication(blocks: readonly DuplicatedBlock[]): Finding[] {
  return blocks.flatMap((block) => {
    const [first, ...others] = block.occurrences;
    if (!first) return [];
    return others.map((other) =>
      makeFinding(
        'MNT001',
        'Minor',
        `Lines ${other.startLine}–${other.endLine} repeat lines ${first.startLine}–${first.endLine} (${block.lines} lines).`,
        other.startLine,
        other.endLine,
        'Extract the repeated lines into one function and call it from both places.',
      ),
    );
  });
}

const MARKER = /\b(TODO|FIXME|HACK|XXX)\b[:\s]*(.*)/;

function checkMarkers(model: FrontEndResult): Finding[] {
  const findings: Finding[] = [];
  for (const comment of model.comments) {
    const match = MARKER.exec(comment.text);
    if (!match) continue;
    const detail =
      (match[2] ?? '')
        .split(/\r?\n/)[0]
        ?.replace(/\*\/\s*$/, '')
        .trim() ?? '';
    const message = detail
      ? `${match[1]} marker: "${detail.slice(0, 80)}".`
      : `${match[1]} marker without a description.`;
    const line = comment.startLine + comment.text.slice(0, match.index).split('\n').length - 1;
    findings.push(makeFinding('GOV001', 'Trivial', message, line, line));
  }
  return findings;
}
