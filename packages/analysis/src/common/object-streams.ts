/**
 * Java's `ObjectInputStream` (SEC006) builds any serialisable class the data names, unless an
 * `ObjectInputFilter` (JEP 290) limits them. A stream is reported where it is created, except when
 * the same variable gets an allow-list filter (`in.setObjectInputFilter(…)`, or a method of the file
 * that sets one on the stream it is given) before it is read, the
 * file sets a JVM-wide filter (`ObjectInputFilter.Config.setSerialFilter`, `jdk.serialFilter`), or
 * the stream is a subclass that checks classes in `resolveClass`. A filter that allows everything
 * (`Status.ALLOWED` alone, a pattern without the closing `!*`) is no filter.
 */
import type { Finding } from '../types.ts';
import { makeFinding } from './finding.ts';
import { splitLines } from './line-metrics.ts';

const CREATED = /\bnew\s+ObjectInputStream\s*\(/;
const GLOBAL_FILTER = /ObjectInputFilter\s*\.\s*Config\s*\.\s*setSerialFilter\s*\(|"jdk\.serialFilter"/;
/** How far after its creation a stream's filter or first read is looked for. */
const WINDOW_LINES = 60;

/** True when the text of a `setObjectInputFilter(…)` argument lets every class through. */
function allowsEverything(filter: string): boolean {
  const pattern = /createFilter\s*\(\s*"([^"]*)"/.exec(filter)?.[1];
  if (pattern !== undefined) return !pattern.split(';').some((part) => part.trim() === '!*');
  return /Status\s*\.\s*ALLOWED/.test(filter) && !/REJECTED|\?|\bif\b/.test(filter);
}

/** Methods of the file that set a real filter on one of their parameters: name → that parameter's position. */
type FilteringHelpers = ReadonlyMap<string, number>;

const FILTER_SET = /\b(\w+)\s*\.\s*setObjectInputFilter\s*\(([^;]*)/;
const NOT_METHODS = /^(if|for|while|switch|catch|synchronized|return|new)$/;

/**
 * The file's helper methods that filter a stream they are given (`void harden(ObjectInputStream in)
 * { in.setObjectInputFilter(ALLOW); }`): found from each `setObjectInputFilter` on a parameter by
 * reading back to the method's declaration.
 */
function filteringHelpers(lines: readonly string[]): FilteringHelpers {
  const helpers = new Map<string, number>();
  lines.forEach((line, index) => {
    const set = FILTER_SET.exec(line);
    if (!set?.[1] || allowsEverything(set[2] ?? '')) return;
    const declaration = new RegExp(`\\b(\\w+)\\s*\\(([^()]*\\b${set[1]})\\s*[,)]`);
    for (let back = index - 1; back >= Math.max(0, index - WINDOW_LINES); back--) {
      const found = declaration.exec(lines[back] ?? '');
      if (!found?.[1] || NOT_METHODS.test(found[1])) continue;
      helpers.set(found[1], (found[2] ?? '').split(',').length - 1);
      return;
    }
  });
  return helpers;
}

/** True when `line` hands the stream `name` to a filtering helper (`harden(in)`, `this.harden(in)`). */
function handedToHelper(line: string, name: string, helpers: FilteringHelpers): boolean {
  for (const [helper, position] of helpers) {
    const call = new RegExp(`\\b${helper}\\s*\\(([^;]*)`).exec(line);
    const args = call?.[1]?.split(',').map((arg) => (arg.split(')')[0] ?? '').trim());
    if (args?.[position] === name) return true;
  }
  return false;
}

/** True when the stream created on `start` is filtered before its first read, judged on the lines after it. */
function filteredBeforeRead(lines: readonly string[], start: number, name: string, helpers: FilteringHelpers): boolean {
  const read = new RegExp(`\\b${name}\\s*\\.\\s*(readObject|readUnshared)\\s*\\(`);
  const filter = new RegExp(`\\b${name}\\s*\\.\\s*setObjectInputFilter\\s*\\(([^;]*)`);
  for (let index = start; index < Math.min(lines.length, start + WINDOW_LINES); index++) {
    const line = lines[index] ?? '';
    const set = filter.exec(line);
    const readAt = read.exec(line)?.index ?? Infinity;
    if (set && set.index < readAt) return !allowsEverything(set[1] ?? '');
    if (index > start && readAt === Infinity && handedToHelper(line, name, helpers)) return true;
    if (readAt !== Infinity) return false;
  }
  return false;
}

/** A stream created right inside a filtering helper's call (`harden(new ObjectInputStream(raw))`). */
function createdInHelper(before: string, helpers: FilteringHelpers): boolean {
  const head = before.trimEnd();
  if (!head.endsWith('(')) return false;
  const callee = head.slice(0, -1).trimEnd();
  let start = callee.length;
  while (start > 0 && /\w/.test(callee.charAt(start - 1))) start -= 1;
  return helpers.get(callee.slice(start)) === 0;
}

/** The variable a `name = ` before the stream's creation assigns, read backwards without a pattern. */
function assignedName(before: string): string | undefined {
  const head = before.trimEnd();
  if (!head.endsWith('=') || /[=!<>]=$/.test(head)) return undefined;
  const target = head.slice(0, -1).trimEnd();
  let start = target.length;
  while (start > 0 && /\w/.test(target.charAt(start - 1))) start -= 1;
  return start < target.length ? target.slice(start) : undefined;
}

/** An anonymous subclass that overrides `resolveClass` to check the class names. */
function checksClasses(lines: readonly string[], start: number): boolean {
  const opening = lines[start] ?? '';
  if (!/\)\s*\{\s*$/.test(opening)) return false;
  return lines.slice(start + 1, start + 6).some((line) => /\bresolveClass\s*\(/.test(line));
}

/** Findings for Java object streams created without a filter, on the code with comments removed. */
export function objectStreamFindings(codeOnly: string): Finding[] {
  if (!CREATED.test(codeOnly) || GLOBAL_FILTER.test(codeOnly)) return [];
  const lines = splitLines(codeOnly);
  const helpers = filteringHelpers(lines);
  const findings: Finding[] = [];
  lines.forEach((line, index) => {
    const created = CREATED.exec(line);
    if (!created) return;
    if (createdInHelper(line.slice(0, created.index), helpers)) return;
    const name = assignedName(line.slice(0, created.index));
    if (name && filteredBeforeRead(lines, index, name, helpers)) return;
    if (checksClasses(lines, index)) return;
    findings.push(
      makeFinding(
        'SEC006',
        'Major',
        'Java deserialisation (`ObjectInputStream`) of possibly untrusted data, with no ObjectInputFilter before it is read.',
        index + 1,
        index + 1,
        'Exchange data as JSON, or set an allow-list filter before reading: `in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.dto.*;java.base/*;!*"))`.',
      ),
    );
  });
  return findings;
}
