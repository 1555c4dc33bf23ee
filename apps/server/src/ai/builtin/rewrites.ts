/**
 * Concrete rewrites of the user's own code, each only when its pattern is really there: an early
 * exit for a bubble sort, an index for a nested-loop join, and the fixes of the engine's findings
 * (parameterised SQL, subprocess.run, textContent, a guard clause, a copy instead of a mutation).
 */
import type { Finding } from '@hammurabi/analysis';
import { isSwapLine, type FunctionShape } from './code-shape.ts';
import type { ComplexityReport } from './complexity.ts';
import { parameterizeLine, placeholderNote } from './sql-fix.ts';

/** A rewrite: what changes and why, with the new code. */
export interface Rewrite {
  title: string;
  why: string;
  code: string;
  line: number;
}

const indentOf = (line: string) => /^\s*/.exec(line)?.[0] ?? '';

/** The bubble sort with a `swapped` flag: it stops after the first pass that changes nothing. */
export function earlyExitRewrite(shape: FunctionShape, report: ComplexityReport): Rewrite | null {
  const outer = shape.loops.find((loop) => loop.inner.some((inner) => inner.shrinking));
  const inner = outer?.inner.find((loop) => loop.shrinking);
  if (!outer || !inner || !report.bubbleWithoutEarlyExit) return null;
  const python = shape.language === 'python';
  const lines = [...shape.lines];
  const at = (line: number) => line - shape.startLine;
  const swapIndexes = lines
    .map((line, index) => (index > at(inner.line) && index <= at(inner.endLine) && isSwapLine(line) ? index : -1))
    .filter((index) => index >= 0);
  const lastSwap = swapIndexes.at(-1);
  if (lastSwap === undefined) return null;
  const innerIndent = indentOf(lines[at(inner.line)] ?? '');
  const swapIndent = indentOf(lines[lastSwap] ?? '');
  const declare = python
    ? 'swapped = False'
    : shape.language === 'java'
      ? 'boolean swapped = false;'
      : 'let swapped = false;';
  const set = python ? 'swapped = True' : 'swapped = true;';
  const stop = python ? 'if not swapped:' : 'if (!swapped) break;';
  // Insert from the bottom up so the earlier indexes stay true.
  const innerEnd = at(inner.endLine);
  const after = python
    ? [`${innerIndent}${stop}`, `${innerIndent}    break  # a pass without a swap: the rest is sorted`]
    : [`${innerIndent}${stop} // a pass without a swap: the rest is sorted`];
  lines.splice(innerEnd + 1, 0, ...after);
  lines.splice(lastSwap + 1, 0, `${swapIndent}${set}`);
  lines.splice(at(inner.line), 0, `${innerIndent}${declare}`);
  return {
    title: 'Stop early when a pass makes no swap',
    why:
      `A pass of the inner loop (line ${inner.line}) that swaps nothing proves the list is sorted, so the outer loop ` +
      `can stop there. Worst and average cases stay O(n²); an already sorted list now takes one pass, O(n).`,
    code: lines.join('\n'),
    line: outer.line,
  };
}

/** The two sides of `a == b`, `a === b` or Java's `a.equals(b)`. */
function keyEquality(condition: string): [string, string, string] | null {
  const operator = /([\w$.[\]'"]+)\s*(?:===|==)\s*([\w$.[\]'"]+)/.exec(condition);
  if (operator?.[1] && operator[2]) return [operator[0], operator[1], operator[2]];
  // Found by position, not by a backtracking pattern.
  const at = condition.indexOf('.equals(');
  if (at <= 0 || !condition.endsWith(')')) return null;
  return [condition, condition.slice(0, at), condition.slice(at + '.equals('.length, -1)];
}

/** A set built once instead of scanning the second collection for every element of the first. */
export function joinRewrite(shape: FunctionShape, report: ComplexityReport): Rewrite | null {
  const line = report.joinLines[0];
  if (line === undefined) return null;
  const outer = shape.loops.find((loop) => loop.inner.some((inner) => inner.line === line));
  const inner = outer?.inner.find((loop) => loop.line === line);
  if (!outer || !inner || !inner.variable) return null;
  const condition = shape.branches.find((branch) => branch.line > inner.line && branch.line <= inner.endLine);
  const equality = condition && keyEquality(condition.condition);
  if (!equality?.[1] || !equality[2]) return null;
  const [innerKey, outerKey] = equality[1].startsWith(`${inner.variable}`)
    ? [equality[1], equality[2]]
    : [equality[2], equality[1]];
  const collection = inner.names.find((name) => shape.params.some((param) => param.name === name)) ?? inner.names[0];
  if (!collection) return null;
  const python = shape.language === 'python';
  const java = shape.language === 'java';
  const go = shape.language === 'go';
  if (!python && !java && !go && shape.language !== 'javascript' && shape.language !== 'typescript') return null;
  const code = go
    ? `keys := make(map[any]bool, len(${collection})) // built once: O(m)\nfor _, ${inner.variable} := range ${collection} {\n\tkeys[${innerKey}] = true\n}\n${outer.header}\n\tif keys[${outerKey}] {\n\t\t// …\n\t}\n}`
    : python
      ? `keys = {${innerKey} for ${inner.variable} in ${collection}}  # built once: O(m)\n` +
        `${outer.header}\n    if ${outerKey} in keys:  # a set lookup: O(1)\n        ...`
      : java
        ? `Set<Object> keys = new HashSet<>();\nfor (var ${inner.variable} : ${collection}) keys.add(${innerKey});\n${outer.header}\n    if (keys.contains(${outerKey})) {\n        // …\n    }\n}`
        : `const keys = new Set(${collection}.map((${inner.variable}) => ${innerKey})); // built once: O(m)\n` +
          `${outer.header}\n  if (keys.has(${outerKey})) {\n    // …\n  }\n}`;
  return {
    title: `Index \`${collection}\` once instead of scanning it for every element`,
    why: `The loop on line ${inner.line} scans all of \`${collection}\` for each turn of the loop on line ${outer.line}. A set of its keys makes each lookup constant time: O(n + m) instead of O(n·m).`,
    code,
    line: inner.line,
  };
}

const quoteLine = (lines: readonly string[], line: number) => (lines[line - 1] ?? '').trim();

/** A rewrite of the line a finding points at, for the findings whose fix is a known shape. */
export function findingRewrite(finding: Finding, lines: readonly string[], language: string): Rewrite | null {
  const text = quoteLine(lines, finding.startLine);
  const python = language === 'python';
  const java = language === 'java';
  const base = { line: finding.startLine, why: `${finding.message} (${finding.ruleId}, line ${finding.startLine}).` };
  if (finding.ruleId === 'SEC002') {
    const code = lines.join('\n');
    // The user's own line with parameters: their receiver, their names, their driver's placeholder.
    const rewritten = parameterizeLine(lines[finding.startLine - 1] ?? '', language, code);
    const comment = python ? '#' : '//';
    return {
      ...base,
      why: `${base.why} ${placeholderNote(code, language)}`,
      title: 'Pass values as query parameters',
      code: rewritten
        ? `${comment} was: ${text}\n${rewritten.trimStart()}`
        : `${comment} was: ${text}\n${comment} ${placeholderNote(code, language)} Pass the values as the second argument.`,
    };
  }
  if (finding.ruleId === 'SEC003' && python && /os\.system|shell\s*=\s*True|os\.popen/.test(text)) {
    return {
      ...base,
      title: 'Run the program with a list of arguments, without a shell',
      code: `# was: ${text}\nimport subprocess\n\nsubprocess.run(["ls", "-l", path], check=True)  # each argument stays one argument`,
    };
  }
  if (finding.ruleId === 'SEC003') {
    return {
      ...base,
      title: 'Run the program with a list of arguments, without a shell',
      code: java
        ? `// was: ${text}\nnew ProcessBuilder("ls", "-l", path).start();`
        : `// was: ${text}\nimport { execFile } from 'node:child_process';\n\nexecFile('ls', ['-l', path], (error, stdout) => { /* … */ });`,
    };
  }
  if (/innerHTML/.test(text) && !python) {
    const replaced = text.replace(/\.(innerHTML|outerHTML)\s*(\+?=)/, '.textContent $2');
    return {
      ...base,
      title: 'Insert text, not HTML',
      code: `// was: ${text}\n${replaced} // the browser shows it, never runs it`,
    };
  }
  return null;
}

/** A guard clause for the deepest `if` of a function that nests too deeply. */
export function guardClauseRewrite(shape: FunctionShape): Rewrite | null {
  const first = shape.branches[0];
  if (!first) return null;
  const python = shape.language === 'python';
  const negated = python ? `not (${first.condition})` : `!(${first.condition})`;
  const body = python
    ? `if ${negated}:\n    return  # leave early; the rest of the function is no longer nested\n# … the former body of the if, one level less indented`
    : `if (${negated}) {\n  return; // leave early; the rest is no longer nested\n}\n// … the former body of the if, one level less indented`;
  return {
    title: 'Return early with a guard clause',
    why: `\`${shape.name}\` nests its main work inside the \`if\` on line ${first.line}. Inverting the condition and returning early removes a level of nesting for everything after it.`,
    code: body,
    line: first.line,
  };
}

/** A copy instead of an in-place change of a parameter (HB004). */
export function immutableRewrite(finding: Finding, lines: readonly string[], language: string): Rewrite | null {
  if (finding.ruleId !== 'HB004') return null;
  const text = quoteLine(lines, finding.startLine);
  const target = /^(\w+)[.[]/.exec(text)?.[1] ?? /(\w+)\[/.exec(text)?.[1];
  if (!target) return null;
  const code =
    language === 'python'
      ? `result = list(${target})  # work on a copy; the caller's ${target} stays as it was\n# … then change result instead of ${target} and return it`
      : language === 'java'
        ? `List<Object> result = new ArrayList<>(${target}); // a copy; the caller's list stays as it was`
        : `const result = [...${target}]; // a copy; the caller's ${target} stays as it was\n// … then change result instead of ${target} and return it`;
  return {
    line: finding.startLine,
    title: `Change a copy of \`${target}\`, not the caller's value`,
    why: `${finding.message} (HB004, line ${finding.startLine}).`,
    code,
  };
}
