/** Function and class detection for the line-based scanner (headers by pattern, bodies by braces or indentation). */
import type { ClassInfo, UnitInfo } from '../model.ts';
import type { Language } from '../types.ts';

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
      /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)|^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>/,
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

const DECISIONS =
  /\b(?:if|for|foreach|while|case|catch|except|elif|elsif|unless|until|guard|when|rescue)\b|&&|\|\||\?\?|\b(?:and|or)\b(?=\s)/g;

/** The [startLine, endLine] (0-based) of the block opened at or after `start`, by braces or indentation. */
export function blockEnd(
  lines: readonly string[],
  start: number,
  braces: boolean,
  language: Language,
): number | undefined {
  if (!braces) {
    if (language === 'ruby') return rubyBlockEnd(lines, start);
    const indent = lines[start]?.match(/^\s*/)?.[0].length ?? 0;
    let end = start;
    for (let index = start + 1; index < lines.length; index += 1) {
      const line = lines[index] ?? '';
      if (line.trim() === '') continue;
      if ((line.match(/^\s*/)?.[0].length ?? 0) <= indent) break;
      end = index;
    }
    return end;
  }
  let depth = 0;
  let opened = false;
  for (let index = start; index < lines.length && index <= start + 200000; index += 1) {
    const line = lines[index] ?? '';
    for (const char of line) {
      if (char === '{') {
        depth += 1;
        opened = true;
      } else if (char === '}') depth -= 1;
      else if (char === ';' && !opened && index > start + 2) return undefined;
      if (opened && depth === 0) return index;
    }
    if (!opened && /;\s*$/.test(line)) return undefined; // a declaration without a body
    if (!opened && language !== 'swift' && /=>|=\s*$/.test(line) && index === start) return index; // expression body
    if (!opened && index > start + 3) return undefined;
  }
  return opened ? lines.length - 1 : undefined;
}

const RUBY_OPENERS = /^\s*(?:def|class|module|if|unless|while|until|case|begin|for)\b|\bdo\b(?:\s*\|[^|]*\|)?\s*$/;

function rubyBlockEnd(lines: readonly string[], start: number): number {
  let depth = 0;
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (RUBY_OPENERS.test(line) && !/\bend\s*$/.test(line.replace(/^\s*def\s.*=.*$/, ''))) depth += 1;
    if (/^\s*end\b/.test(line)) depth -= 1;
    if (depth <= 0) return index;
  }
  return lines.length - 1;
}

/** True when the line above a header (skipping annotations) ends a doc comment of the language. */
function documented(original: readonly string[], header: number, language: Language): boolean {
  let index = header - 1;
  while (index >= 0 && /^\s*(@\w|#\[|\[[A-Z])/.test(original[index] ?? '')) index -= 1;
  const above = (original[index] ?? '').trim();
  if (language === 'go' || language === 'ruby') return above.startsWith('//') || above.startsWith('#');
  return above.endsWith('*/') || above.startsWith('///');
}

function isPublicHeader(header: string, name: string, language: Language, insideClass: boolean): boolean {
  if (language === 'go') return /^[A-Z]/.test(name);
  if (language === 'rust') return /^\s*pub\b/.test(header);
  if (language === 'java' || language === 'c#') return /\bpublic\b/.test(header);
  if (language === 'kotlin' || language === 'swift') {
    return (
      /\b(public|open)\b/.test(header) || (!/\b(private|internal|fileprivate|protected)\b/.test(header) && !insideClass)
    );
  }
  if (language === 'php') return /\bpublic\b/.test(header) || !insideClass;
  return false;
}

/** Detects functions and classes with their extents and measurements. */
export function detectUnits(
  skeleton: readonly string[],
  original: readonly string[],
  language: Language,
  braces: boolean,
) {
  const units: UnitInfo[] = [];
  const classes: ClassInfo[] = [];
  const header = HEADERS[language];
  const classRanges: [number, number][] = [];
  skeleton.forEach((line, index) => {
    const classMatch = CLASS_PATTERN.exec(line) ?? (language === 'go' ? GO_TYPE.exec(line) : null);
    if (classMatch?.[1]) {
      const end = blockEnd(skeleton, index, braces, language) ?? index;
      classRanges.push([index, end]);
      classes.push({
        name: classMatch[1],
        startLine: index + 1,
        endLine: end + 1,
        isPublic:
          isPublicHeader(line, classMatch[1], language, false) ||
          language === 'php' ||
          language === 'kotlin' ||
          language === 'swift',
        hasDocComment: documented(original, index, language),
      });
      return;
    }
    const match = header ? header.pattern.exec(line) : null;
    const name = match ? (match[header?.nameGroup ?? 1] ?? match[2]) : undefined;
    if (!match || !name || NOT_FUNCTIONS.has(name)) return;
    const end = blockEnd(skeleton, index, braces, language);
    if (end === undefined) return;
    const body = skeleton.slice(index, end + 1);
    const baseIndent = line.match(/^\s*/)?.[0].length ?? 0;
    const insideClass = classRanges.some(([from, to]) => index > from && index <= to);
    const paramText = /\(([^)]*)\)/.exec(body.join(' '))?.[1]?.trim() ?? '';
    units.push({
      name,
      startLine: index + 1,
      endLine: end + 1,
      complexity: 1 + (body.slice(1).join('\n').replace(/\?\./g, '').match(DECISIONS)?.length ?? 0),
      maxNesting: nestingOf(body, braces, baseIndent),
      parameterCount:
        paramText === ''
          ? 0
          : paramText.split(',').filter((part) => !/^\s*(self|&self|&mut self|this)\s*$/.test(part)).length,
      isCallback: false,
      isTestBlock: false,
      // Constructors share the class's name and are documented by the class comment.
      isPublic:
        isPublicHeader(line, name, language, insideClass) &&
        (language !== 'go' || !insideClass) &&
        !classes.some((each) => each.name === name),
      hasDocComment: documented(original, index, language),
    });
  });
  return { units, classes };
}

function nestingOf(body: readonly string[], braces: boolean, baseIndent: number): number {
  let max = 0;
  if (braces) {
    let depth = 0;
    for (const line of body) {
      for (const char of line) {
        if (char === '{') max = Math.max(max, (depth += 1));
        else if (char === '}') depth -= 1;
      }
    }
    return Math.max(0, max - 1);
  }
  const indents = body
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => (line.match(/^\s*/)?.[0].length ?? 0) - baseIndent);
  const unit = Math.min(...indents.filter((indent) => indent > 0), 4) || 2;
  for (const indent of indents) max = Math.max(max, Math.round(indent / unit) - 1);
  return max;
}
