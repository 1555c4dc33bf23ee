/**
 * Functions and classes of Java, Go, Rust and PHP read from a Lezer syntax tree: exact extents, parameters,
 * nesting and cyclomatic complexity from the nodes instead of header patterns and keyword counts.
 * Everything else (rules, comments, names) still comes from the line scanner.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import { splitLines } from '../common/line-metrics.ts';
import { lezerGrowthReader } from '../growth/lezer-growth.ts';
import type { GrowthReader } from '../growth/types.ts';
import { analyzeLines } from '../lines/analyze-lines.ts';
import { documented } from '../lines/units.ts';
import type { ClassInfo, FrontEndResult, NameInfo, UnitInfo } from '../model.ts';
import { javaParseText, rewriteSwitchExpressions } from './java-switch-expressions.ts';
import { hasTreeTaint, partialTreeTaint, TAINT_RULES, treeTaintFindings } from '../taint/run.ts';
import type { Finding, Language } from '../types.ts';
import { grammarFor, type GrammarProfile } from './grammars.ts';

/** A function being walked. */
interface Frame {
  unit: UnitInfo;
  depth: number;
  /** The node that opened the frame, so its leave closes it. */
  from: number;
  to: number;
  name: string;
}

/** 1-based line of each offset, by binary search over the line starts. */
function lineLocator(content: string): (offset: number) => number {
  const starts = [0];
  for (let index = content.indexOf('\n'); index >= 0; index = content.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** Longer lines or deeper brackets than real code has make Lezer's error recovery slow. */
const MAX_TREE_LINE_LENGTH = 1_000;
const MAX_TREE_BRACKET_DEPTH = 40;

/**
 * True when the text looks like code a grammar can read in linear time: no line over 1,000
 * characters and brackets at most 40 deep. Lezer's recovery from garbage (50,000 brackets, a
 * 128 KB line) takes seconds; such files keep the line scanner, which stays linear. One pass.
 */
function worthATree(content: string): boolean {
  let depth = 0;
  let lineStart = 0;
  for (let index = 0; index < content.length; index++) {
    const code = content.charCodeAt(index);
    if (code === 10) {
      if (index - lineStart > MAX_TREE_LINE_LENGTH) return false;
      lineStart = index + 1;
    } else if (code === 40 || code === 91 || code === 123) {
      if (++depth > MAX_TREE_BRACKET_DEPTH) return false;
    } else if ((code === 41 || code === 93 || code === 125) && depth > 0) depth -= 1;
  }
  return content.length - lineStart <= MAX_TREE_LINE_LENGTH;
}

/** Parses step by step; a parse that needs more steps than three quarters of the text's characters is given up. */
function parseWithinBudget(profile: GrammarProfile, content: string, language: Language): Tree {
  // @lezer/java does not know class literals (`Long.class`); read them as a field of the same length.
  const parse = profile.parser.startParse(language === 'java' ? javaParseText(content) : content);
  // Clean code takes about one step per three to five characters.
  const budget = Math.ceil(content.length * 0.75) + 1_000;
  for (let steps = 0; steps <= budget; steps++) {
    const tree = parse.advance();
    if (tree) return tree;
  }
  throw new Error('parse over budget');
}

/** The line scanner's HTML rule (Go's template.HTML) is decided by the taint pass too. */
const TREE_TAINT_RULES: ReadonlySet<string> = new Set([...TAINT_RULES, 'SEC005']);

/** An `if` that continues an `else if` chain adds a branch but no nesting. */
function isElseIf(node: SyntaxNode): boolean {
  return IFS.has(node.name) && node.parent?.name === node.name;
}

const IFS = new Set(['IfStatement', 'IfExpression']);

/**
 * The units and classes of a tree without syntax errors, or undefined when the tree has errors
 * (then `rejected.tree` holds the tree, for the functions it did read whole).
 */
export function readTree(
  content: string,
  language: Language,
  rejected: { tree?: Tree } = {},
):
  | {
      units: UnitInfo[];
      classes: ClassInfo[];
      names: NameInfo[];
      growth: GrowthReader;
      tree: Tree;
      lineOf: (offset: number) => number;
    }
  | undefined {
  const profile: GrammarProfile | undefined = grammarFor(language);
  if (!profile) return undefined;
  if (!worthATree(content)) return undefined;
  let tree: Tree;
  try {
    tree = parseWithinBudget(profile, content, language);
  } catch {
    // A tree too deep to build (Lezer recurses while building it) is no tree at all.
    return undefined;
  }
  const lineOf = lineLocator(content);
  const original = splitLines(content);
  const text = (node: SyntaxNode) => content.slice(node.from, node.to);
  const units: UnitInfo[] = [];
  const classes: ClassInfo[] = [];
  const names: NameInfo[] = [];
  const frames: Frame[] = [];
  let broken = false;
  /** Adds a node's decision and nesting to the function it is in. */
  const count = (frame: Frame, name: string, conditionalDecision: boolean, elseIf: boolean) => {
    if (profile.decisions.has(name) || conditionalDecision) frame.unit.complexity += 1;
    if (profile.nesting.has(name) && !elseIf) {
      frame.depth += 1;
      frame.unit.maxNesting = Math.max(frame.unit.maxNesting, frame.depth);
    }
  };
  tree.iterate({
    enter(ref) {
      if (ref.type.isError) {
        broken = true;
        return false;
      }
      const top = frames[frames.length - 1];
      // Most nodes are judged by their name; only a few need the node itself (cheap to skip).
      if (!profile.inspected.has(ref.name)) {
        if (top) count(top, ref.name, false, false);
        return undefined;
      }
      const node = ref.node;
      const bound = profile.nameAt?.(node);
      if (bound) names.push({ name: text(node), line: lineOf(ref.from), ...bound });
      const facts = profile.functionAt(node, text);
      if (facts) {
        const startLine = lineOf(ref.from);
        frames.push({
          from: ref.from,
          to: ref.to,
          name: ref.name,
          depth: 0,
          unit: {
            name: facts.name,
            startLine,
            endLine: lineOf(Math.max(ref.from, ref.to - 1)),
            complexity: 1,
            maxNesting: 0,
            parameterCount: facts.parameterCount,
            isCallback: facts.isCallback,
            isTestBlock: false,
            isPublic: facts.isPublic,
            hasDocComment: documented(original, startLine - 1, language),
          },
        });
        return undefined;
      }
      const declared = profile.classAt(node, text);
      if (declared) {
        const startLine = lineOf(ref.from);
        classes.push({
          ...declared,
          startLine,
          endLine: lineOf(Math.max(ref.from, ref.to - 1)),
          hasDocComment: documented(original, startLine - 1, language),
        });
      }
      if (top) count(top, ref.name, profile.isDecision(node, text), isElseIf(node));
      return undefined;
    },
    leave(ref) {
      const top = frames[frames.length - 1];
      if (!top) return;
      if (top.from === ref.from && top.to === ref.to && top.name === ref.name) {
        frames.pop();
        units.push(top.unit);
      } else if (profile.nesting.has(ref.name) && !(IFS.has(ref.name) && isElseIf(ref.node))) top.depth -= 1;
    },
  });
  if (broken) {
    rejected.tree = tree;
    return undefined;
  }
  units.sort((left, right) => left.startLine - right.startLine);
  return { units, classes, names, growth: lezerGrowthReader(tree, content, profile, units, lineOf), tree, lineOf };
}

/**
 * A file the parser could not read whole still gets data flow in the functions it read without an
 * error; the line scanner's own guesses for the taint rules stay everywhere else.
 */
function withPartialTaint(
  scanned: FrontEndResult,
  content: string,
  language: Language,
  tree: Tree | undefined,
): FrontEndResult {
  if (!tree) return scanned;
  const { findings, spans } = partialTreeTaint(tree, { text: content, lineOf: lineLocator(content) }, language);
  if (spans.length === 0) return scanned;
  const inside = (line: number) => spans.some(([from, to]) => line >= from && line <= to);
  const kept = scanned.findings.filter(
    (finding) => !TREE_TAINT_RULES.has(finding.ruleId) || !inside(finding.startLine),
  );
  return { ...scanned, findings: [...kept, ...findings] };
}

/**
 * The line scanner's analysis with functions and classes from the syntax tree when the language
 * has a grammar and the file parses cleanly; otherwise the line scanner's own, and the note says so.
 */
export function analyzeWithTree(content: string, language: Language, isTestFile: boolean): FrontEndResult {
  const scanned = analyzeLines(content, language, isTestFile);
  const rejected: { tree?: Tree } = {};
  // The tree reads Java switch expressions as statements; every line stays where it is.
  const treeText = language === 'java' ? rewriteSwitchExpressions(content) : content;
  const read = readTree(treeText, language, rejected);
  if (!read) {
    if (grammarFor(language)) {
      scanned.notes.push(
        `The ${language} parser did not accept the whole file, so functions were found by patterns instead.`,
      );
    }
    return hasTreeTaint(language) ? withPartialTaint(scanned, treeText, language, rejected.tree) : scanned;
  }
  const taint = hasTreeTaint(language);
  const findings: Finding[] = taint
    ? [
        ...scanned.findings.filter((finding) => !TREE_TAINT_RULES.has(finding.ruleId)),
        ...treeTaintFindings(read.tree, { text: treeText, lineOf: read.lineOf }, language),
      ]
    : scanned.findings;
  return {
    ...scanned,
    findings,
    parser: 'lezer',
    units: read.units,
    classes: read.classes,
    names: grammarFor(language)?.nameAt ? read.names : scanned.names,
    exportsBehaviour: read.units.some((unit) => unit.isPublic) || read.classes.some((unit) => unit.isPublic),
    growth: read.growth,
    notes: [
      taint
        ? `Reduced line-based analysis for ${language}: functions, parameters, nesting, complexity and data-flow security findings come from a syntax tree; other rules are matched line by line.`
        : `Reduced line-based analysis for ${language}: functions, parameters, nesting and complexity come from a syntax tree, but security and performance rules are matched line by line.`,
    ],
  };
}
