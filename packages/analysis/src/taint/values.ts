/** Abstract values of the taint pass: constants, taint with its source, per-family sanitising, containers. */
import type { Literal } from './ir.ts';
import { forgesRequest, hostFixed, SSRF, type UrlPart } from './url.ts';

/** Where an untrusted value came from. `doubt` marks values only suspected to be untrusted (a plain parameter, an unseen function). */
export interface Taint {
  line: number;
  source: string;
  doubt: boolean;
  /** The doubt comes from a function the pass cannot see (not from a parameter). */
  unseen?: boolean;
}

/** What the pass knows about a value. */
export interface Value {
  /** Set when the value is a known constant (`isConst` true). */
  const?: Literal;
  isConst?: boolean;
  taint?: Taint;
  /** Rule ids of the families this (tainted) value has been sanitised for; `*` for all. */
  safe?: ReadonlySet<string>;
  /** Composed in this function by concatenation, formatting or a builder. */
  built?: boolean;
  /** Built with literal text that holds markup (`<h1>`), so it is HTML when sent. */
  html?: boolean;
  /** An object kind the dialect recognises: 'request', 'writer', 'session', … */
  kind?: string;
  /** A list's elements in order, when every change to it was seen. */
  items?: Value[];
  /** A map's or configuration object's values under literal keys. */
  entries?: Map<string, Value>;
  /** What was stored under keys that are not literals. */
  rest?: Value;
  /** The variable this value was parsed from (`parsed = urlparse(url)`): a check on it checks that one. */
  parsedFrom?: string;
}

export const UNKNOWN: Value = Object.freeze({});

/** A constant value. */
export function constant(value: Literal): Value {
  return { const: value, isConst: true };
}

/** True when the value is tainted for this family (not sanitised for it). */
export function taintedFor(value: Value, family: string): boolean {
  return !!value.taint && !(value.safe?.has(family) || value.safe?.has('*'));
}

/** The taint that matters most: a certain one before a doubtful one. */
function strongerTaint(left: Taint | undefined, right: Taint | undefined): Taint | undefined {
  if (!left) return right;
  if (!right) return left;
  return left.doubt && !right.doubt ? right : left;
}

function intersect(left: ReadonlySet<string> | undefined, right: ReadonlySet<string> | undefined) {
  if (!left || !right) return undefined;
  if (left.has('*')) return right;
  if (right.has('*')) return left;
  const both = new Set([...left].filter((family) => right.has(family)));
  return both.size > 0 ? both : undefined;
}

/** The safe families of a combination: only what every tainted part is safe for. */
function combinedSafe(left: Value, right: Value): ReadonlySet<string> | undefined {
  if (left.taint && right.taint) return intersect(left.safe, right.safe);
  return left.taint ? left.safe : right.safe;
}

/** The value after two paths meet: constant only when both agree, tainted when either is. */
export function join(left: Value, right: Value): Value {
  if (left === right) return left;
  const joined: Value = {};
  if (left.isConst && right.isConst && left.const === right.const) {
    joined.const = left.const;
    joined.isConst = true;
  }
  const taint = strongerTaint(left.taint, right.taint);
  if (taint) {
    joined.taint = taint;
    const safe = combinedSafe(left, right);
    if (safe) joined.safe = safe;
  }
  if (left.built || right.built) joined.built = true;
  if (left.kind && left.kind === right.kind) joined.kind = left.kind;
  if (left.items && right.items && left.items.length === right.items.length) {
    joined.items = left.items.map((item, index) => join(item, right.items?.[index] ?? UNKNOWN));
  } else if (left.items || right.items) {
    joined.rest = [...(left.items ?? []), ...(right.items ?? [])].reduce(join, joined.rest ?? UNKNOWN);
  }
  if (left.entries || right.entries) {
    const entries = new Map<string, Value>();
    const keys = new Set([...(left.entries?.keys() ?? []), ...(right.entries?.keys() ?? [])]);
    for (const key of keys) {
      entries.set(
        key,
        join(left.entries?.get(key) ?? left.rest ?? UNKNOWN, right.entries?.get(key) ?? right.rest ?? UNKNOWN),
      );
    }
    joined.entries = entries;
  }
  if (left.rest || right.rest) joined.rest = join(joined.rest ?? left.rest ?? UNKNOWN, right.rest ?? UNKNOWN);
  return joined;
}

/** How the host check of SEC018 sees a part of a built string. */
function urlPart(part: Value): UrlPart {
  if (part.isConst) return { text: part.const === null ? '' : String(part.const) };
  const inner = part.taint ? part : contentsTaint(part);
  if (!inner.taint || !forgesRequest(inner.taint.source)) return 'trusted';
  if (inner.safe?.has(SSRF) || inner.safe?.has('*')) return 'fixed';
  return inner.taint.doubt ? 'parameter' : 'untrusted';
}

/**
 * The value of a string built from parts (concatenation, formatting): constant when all parts are.
 * A tainted result whose host is fixed (`"https://api.example.com/items/" + id`) is safe for SEC018;
 * `urlParts` are the parts as they appear in the URL when they differ (a format call without its
 * package or class name).
 */
export function concat(parts: readonly Value[], urlParts: readonly Value[] = parts): Value {
  if (parts.every((part) => part.isConst)) {
    return constant(parts.map((part) => (part.const === null ? 'null' : String(part.const))).join(''));
  }
  let taint: Taint | undefined;
  let safe: ReadonlySet<string> | undefined;
  let first = true;
  for (const part of parts) {
    const inner = part.taint ? part : contentsTaint(part);
    if (!inner.taint) continue;
    taint = strongerTaint(taint, inner.taint);
    safe = first ? inner.safe : intersect(safe, inner.safe);
    first = false;
  }
  const value: Value = { built: true };
  if (
    parts.some((part) => part.html || (part.isConst && typeof part.const === 'string' && /<[a-z!/]/i.test(part.const)))
  ) {
    value.html = true;
  }
  if (taint) value.taint = taint;
  if (taint && safe) value.safe = safe;
  if (taint && !safe?.has(SSRF) && hostFixed(urlParts.map(urlPart))) value.safe = new Set([...(safe ?? []), SSRF]);
  return value;
}

/** A value carrying the taint of a container's contents (a list or map converted to text). */
export function contentsTaint(value: Value): Value {
  const parts = [...(value.items ?? []), ...(value.entries?.values() ?? []), ...(value.rest ? [value.rest] : [])];
  const tainted = parts.map((part) => (part.taint ? part : contentsTaint(part))).find((part) => part.taint);
  return tainted ? { taint: tainted.taint, ...(tainted.safe ? { safe: tainted.safe } : {}) } : UNKNOWN;
}

/** The value with these families (or `*`) marked as sanitised. */
export function sanitised(value: Value, families: readonly string[]): Value {
  if (!value.taint) return value;
  return { ...value, safe: new Set([...(value.safe ?? []), ...families]) };
}

/** A value tainted by a source. */
export function tainted(line: number, source: string, doubt = false): Value {
  return { taint: { line, source, doubt } };
}

/**
 * The program's command line: what its user typed, except the first `own` entries (the program's
 * own path, and the interpreter's in Node), which are no input.
 */
export function programArguments(line: number, own: number): Value {
  const entries = new Map<string, Value>(Array.from({ length: own }, (_, index) => [String(index), UNKNOWN]));
  return { entries, rest: tainted(line, 'the command line') };
}

/** Truthiness of a constant the way the source languages agree on it. */
export function truthy(value: Literal): boolean {
  return value !== null && value !== false && value !== 0 && value !== '';
}
