/** Function and class detection for the line-based scanner (headers by pattern, bodies by braces or indentation). */
import type { ClassInfo, UnitInfo } from '../model.ts';
import type { Language } from '../types.ts';
import { ruleText } from './rule-text.ts';
import { UnitMetrics } from './unit-metrics.ts';

interface HeaderPattern {
  pattern: RegExp;
  /** Index of the capture group holding the name. */
  nameGroup: number;
}

const GENERIC_C_FUNCTION: HeaderPattern = {
  pattern:
    /^\s*(?:(?:public|protected|private|internal|static|final|abstract|synchronized|native|virtual|override|async|sealed|extern|inline|constexpr|unsafe|partial|new|default|explicit|friend)\s+)*(?:[\w:<>[\],.*&?]+\s+)+[*&]?([A-Za-z_~][\w:~]*)\s*\([^;]*$/,
  nameGroup: 1,
};

const HEADERS: Partial<Record<Language, HeaderPattern>> = {
  java: GENERIC_C_FUNCTION,
  'c#': GENERIC_C_FUNCTION,
  'c++': GENERIC_C_FUNCTION,
  go: { pattern: /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[([]/, nameGroup: 1 },
  rust: {
    pattern: /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|const|unsafe|extern\s+"[^"]*")\s+)*fn\s+([A-Za-z_]\w*)/,
    nameGroup: 1,
  },
  swift: {
    pattern:
      /^\s*(?:@\w+\s+)*(?:(?:public|private|internal|fileprivate|open|static|class|override|final|mutating|nonisolated)\s+)*func\s+([A-Za-z_]\w*)/,
    nameGroup: 1,
  },
  kotlin: {
    pattern:
      /^\s*(?:(?:public|private|internal|protected|override|open|suspend|inline|operator|infix|tailrec|abstract|final)\s+)*fun\s+(?:<[^>]+>\s*)?(?:[\w.<>]+\.)?([A-Za-z_]\w*)\s*\(/,
    nameGroup: 1,
  },
  php: {
    pattern: /^\s*(?:(?:public|private|protected|static|final|abstract)\s+)*function\s+&?([A-Za-z_]\w*)/,
    nameGroup: 1,
  },
  ruby: { pattern: /^\s*def\s+((?:self\.)?[\w?!=]+)/, nameGroup: 1 },
  python: { pattern: /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/, nameGroup: 1 },
  javascript: {
    pattern:
      /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\b\s*(?:\*\s*)?([A-Za-z_$][\w$]*)|^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\b\s*)?(?:\([^()]*\)|\w+)\s*=>/,
    nameGroup: 1,
  },
  other: { pattern: /^\s*(?:function|func|fn|def|sub|proc)\s+([A-Za-z_]\w*)/, nameGroup: 1 },
};
HEADERS.typescript = HEADERS.javascript;

const NOT_FUNCTIONS = new Set([
  'if',
  'for',
  'foreach',
  'while',
  'switch',
  'catch',
  'return',
  'new',
  'else',
  'using',
  'lock',
  'fixed',
  'sizeof',
  'typeof',
  'when',
  'synchronized',
  'throw',
  'delete',
  'do',
]);

const CLASS_PATTERN =
  /^\s*(?:(?:public|private|protected|internal|abstract|final|sealed|static|partial|open|data|export|pub(?:\([^)]*\))?|fileprivate|readonly)\s+)*(?:class|interface|struct|enum|record|trait|object|protocol|module)\s+([A-Za-z_]\w*)/;
const GO_TYPE = /^\s*type\s+([A-Za-z_]\w*)\s+(?:struct|interface)\b/;

const INDENT = /^\s*/;

function indentOf(line: string): number {
  return line.match(INDENT)?.[0].length ?? 0;
}

/** The [startLine, endLine] (0-based) of the block opened at or after `start`, by braces or indentation. */
export function blockEnd(
  lines: readonly string[],
  start: number,
  braces: boolean,
  language: Language,
): number | undefined {
  if (braces) return braceBlockEnd(lines, start, language);
  if (language === 'ruby') return rubyBlockEnd(lines, start);
  return indentBlockEnd(lines, start);
}

/**
 * What block finding needs of each line, computed once per file: every unit scans forward from
 * its header, so per-line work done in that scan would cost units × lines.
 */
interface LineProfile {
  /** Leading white space, or -1 for a blank line. */
  indent: Int32Array;
  /** The change of brace depth over the line. */
  braceNet: Int32Array;
  /** The lowest brace depth reached within the line, relative to its start (0 or below). */
  braceLow: Int32Array;
}

const lineProfiles = new WeakMap<readonly string[], LineProfile>();

function lineProfileOf(lines: readonly string[]): LineProfile {
  const cached = lineProfiles.get(lines);
  if (cached) return cached;
  const profile: LineProfile = {
    indent: new Int32Array(lines.length),
    braceNet: new Int32Array(lines.length),
    braceLow: new Int32Array(lines.length),
  };
  lines.forEach((line, index) => {
    profile.indent[index] = line.trim() === '' ? -1 : indentOf(line);
    let depth = 0;
    let low = 0;
    for (const char of line) {
      if (char === '{') depth += 1;
      else if (char === '}') low = Math.min(low, (depth -= 1));
    }
    profile.braceNet[index] = depth;
    profile.braceLow[index] = low;
  });
  lineProfiles.set(lines, profile);
  return profile;
}

/** The last line indented deeper than the header at `start`, skipping blank lines. */
function indentBlockEnd(lines: readonly string[], start: number): number {
  const { indent: indents } = lineProfileOf(lines);
  const indent = indentOf(lines[start] ?? '');
  let end = start;
  for (let index = start + 1; index < lines.length; index += 1) {
    const lineIndent = indents[index] ?? -1;
    if (lineIndent < 0) continue;
    if (lineIndent <= indent) break;
    end = index;
  }
  return end;
}

interface BraceState {
  depth: number;
  opened: boolean;
}

/** How a line decides a brace block: 'end' closes it on this line, 'none' means there is no body. */
type BlockVerdict = 'end' | 'none';

/** Feeds one line's characters into the brace state; undefined while the block is still undecided. */
function scanBraces(line: string, state: BraceState, pastHeader: boolean): BlockVerdict | undefined {
  for (const char of line) {
    if (char === '{') {
      state.depth += 1;
      state.opened = true;
    } else if (char === '}') state.depth -= 1;
    else if (char === ';' && !state.opened && pastHeader) return 'none';
    if (state.opened && state.depth === 0) return 'end';
  }
  return undefined;
}

/** What a line seen before any `{` says: a declaration without a body, an expression body, or nothing yet. */
function unopenedVerdict(line: string, index: number, start: number, language: Language): BlockVerdict | undefined {
  if (/;\s*$/.test(line)) return 'none'; // a declaration without a body
  if (language !== 'swift' && /=>|=\s*$/.test(line) && index === start) return 'end'; // expression body
  if (index > start + 3) return 'none';
  return undefined;
}

function braceBlockEnd(lines: readonly string[], start: number, language: Language): number | undefined {
  const state: BraceState = { depth: 0, opened: false };
  for (let index = start; index < lines.length && index <= start + 200000; index += 1) {
    if (state.opened) {
      // Once open, the depth is at least 1 at a line's start and moves by one per brace, so the
      // block ends on the first line whose lowest depth reaches 0.
      const { braceNet, braceLow } = lineProfileOf(lines);
      if (state.depth + (braceLow[index] ?? 0) <= 0) return index;
      state.depth += braceNet[index] ?? 0;
      continue;
    }
    const line = lines[index] ?? '';
    const verdict =
      scanBraces(line, state, index > start + 2) ??
      (state.opened ? undefined : unopenedVerdict(line, index, start, language));
    if (verdict === 'end') return index;
    if (verdict === 'none') return undefined;
  }
  return state.opened ? lines.length - 1 : undefined;
}

const RUBY_OPENERS = /^\s*(?:def|class|module|if|unless|while|until|case|begin|for)\b|\bdo\b\s*(?:\|[^|]*\|\s*)?$/;

/** Per line: +1 when it opens a Ruby block, -1 when it is an `end`, computed once per file. */
const rubyDepthChanges = new WeakMap<readonly string[], Int8Array>();

function rubyDepthChangesOf(lines: readonly string[]): Int8Array {
  let changes = rubyDepthChanges.get(lines);
  if (changes) return changes;
  changes = new Int8Array(lines.length);
  lines.forEach((line, index) => {
    // A def line with `=` is never read as closing itself (tested without a backtracking `.*=.*`).
    const endChecked = /^\s*def\s/.test(line) && line.includes('=') ? '' : line;
    const opens = RUBY_OPENERS.test(ruleText(line)) && !/\bend\s*$/.test(endChecked);
    changes[index] = (opens ? 1 : 0) - (/^\s*end\b/.test(line) ? 1 : 0);
  });
  rubyDepthChanges.set(lines, changes);
  return changes;
}

function rubyBlockEnd(lines: readonly string[], start: number): number {
  // Every unit scans forward from its header; the patterns run once per line, not once per unit and line.
  const changes = rubyDepthChangesOf(lines);
  let depth = 0;
  for (let index = start; index < lines.length; index += 1) {
    depth += changes[index] ?? 0;
    if (depth <= 0) return index;
  }
  return lines.length - 1;
}

/** True when the line above a header (skipping annotations) ends a doc comment of the language. */
export function documented(original: readonly string[], header: number, language: Language): boolean {
  let index = header - 1;
  while (index >= 0 && /^\s*(@\w|#\[|\[[A-Z])/.test(original[index] ?? '')) index -= 1;
  const above = (original[index] ?? '').trim();
  if (language === 'go' || language === 'ruby') return above.startsWith('//') || above.startsWith('#');
  return above.endsWith('*/') || above.startsWith('///');
}

type PublicRule = (header: string, name: string, insideClass: boolean) => boolean;

const PUBLIC_KEYWORD: PublicRule = (header) => /\bpublic\b/.test(header);
const PUBLIC_UNLESS_RESTRICTED: PublicRule = (header, _name, insideClass) =>
  /\b(public|open)\b/.test(header) || (!/\b(private|internal|fileprivate|protected)\b/.test(header) && !insideClass);

/** Per language: whether a header declares a public function or class. */
const PUBLIC_HEADER_RULES: Partial<Record<Language, PublicRule>> = {
  go: (_header, name) => /^[A-Z]/.test(name),
  rust: (header) => /^\s*pub\b/.test(header),
  java: PUBLIC_KEYWORD,
  'c#': PUBLIC_KEYWORD,
  kotlin: PUBLIC_UNLESS_RESTRICTED,
  swift: PUBLIC_UNLESS_RESTRICTED,
  php: (header, _name, insideClass) => /\bpublic\b/.test(header) || !insideClass,
};

function isPublicHeader(header: string, name: string, language: Language, insideClass: boolean): boolean {
  return PUBLIC_HEADER_RULES[language]?.(header, name, insideClass) ?? false;
}

/** Languages whose classes are public unless their header says otherwise. */
const PUBLIC_BY_DEFAULT_CLASSES = new Set<Language>(['php', 'kotlin', 'swift']);

/** The state shared while detecting the units of one file. */
interface Detection {
  skeleton: readonly string[];
  original: readonly string[];
  language: Language;
  braces: boolean;
  units: UnitInfo[];
  classes: ClassInfo[];
  classRanges: [number, number][];
  metrics: UnitMetrics;
}

/** Detects functions and classes with their extents and measurements. */
export function detectUnits(
  skeleton: readonly string[],
  original: readonly string[],
  language: Language,
  braces: boolean,
) {
  const detection: Detection = {
    skeleton,
    original,
    language,
    braces,
    units: [],
    classes: [],
    classRanges: [],
    metrics: new UnitMetrics(skeleton),
  };
  skeleton.forEach((line, index) => {
    const className = classNameAt(line, language);
    if (className) {
      addClass(detection, line, index, className);
      return;
    }
    const name = functionNameAt(line, language);
    if (name) addUnit(detection, line, index, name);
  });
  return { units: detection.units, classes: detection.classes };
}

function classNameAt(line: string, language: Language): string | undefined {
  const text = ruleText(line);
  return (CLASS_PATTERN.exec(text) ?? (language === 'go' ? GO_TYPE.exec(text) : null))?.[1];
}

function functionNameAt(line: string, language: Language): string | undefined {
  const header = HEADERS[language];
  const match = header?.pattern.exec(ruleText(line));
  if (!header || !match) return undefined;
  const name = match[header.nameGroup] ?? match[2];
  return name && !NOT_FUNCTIONS.has(name) ? name : undefined;
}

function addClass(detection: Detection, line: string, index: number, name: string): void {
  const { skeleton, original, language, braces } = detection;
  const end = blockEnd(skeleton, index, braces, language) ?? index;
  detection.classRanges.push([index, end]);
  detection.classes.push({
    name,
    startLine: index + 1,
    endLine: end + 1,
    isPublic: isPublicHeader(line, name, language, false) || PUBLIC_BY_DEFAULT_CLASSES.has(language),
    hasDocComment: documented(original, index, language),
  });
}

function addUnit(detection: Detection, line: string, index: number, name: string): void {
  const { skeleton, original, language, braces, metrics } = detection;
  const end = blockEnd(skeleton, index, braces, language);
  if (end === undefined) return;
  const insideClass = detection.classRanges.some(([from, to]) => index > from && index <= to);
  detection.units.push({
    name,
    startLine: index + 1,
    endLine: end + 1,
    complexity: metrics.complexity(index, end),
    maxNesting: metrics.nesting(index, end, braces, indentOf(line)),
    parameterCount: parameterCountOf(skeleton.slice(index, Math.min(end, index + PARAMETER_LINES) + 1)),
    isCallback: false,
    isTestBlock: false,
    // Constructors share the class's name and are documented by the class comment.
    isPublic:
      isPublicHeader(line, name, language, insideClass) &&
      (language !== 'go' || !insideClass) &&
      !detection.classes.some((each) => each.name === name),
    hasDocComment: documented(original, index, language),
  });
}

// Parameter lists are looked for in the header and the lines after it, up to this many.
const PARAMETER_LINES = 50;

function parameterCountOf(body: readonly string[]): number {
  // The first parenthesis and the first closing one after it (found without a backtracking pattern).
  const text = body.join(' ');
  const open = text.indexOf('(');
  const close = open < 0 ? -1 : text.indexOf(')', open);
  const paramText = close < 0 ? '' : text.slice(open + 1, close).trim();
  if (paramText === '') return 0;
  return paramText.split(',').filter((part) => !/^\s*(self|&self|&mut self|this)\s*$/.test(part)).length;
}
