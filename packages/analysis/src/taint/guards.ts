/**
 * Guards of the taint pass: an `if` that returns or throws on a bad value sanitises what it tested
 * for the families its literals point at; an `if` that runs its branch only for an allowed host
 * (`if host in ALLOWED:`, `ALLOWED.includes(url.hostname)`) makes the request inside it safe (SEC018).
 * A value parsed from a name (`parsed = urlparse(url)`) passes a check on to that name.
 */
import { guardFamilies, walkExpr } from './containers.ts';
import type { Expr } from './ir.ts';
import type { State } from './state.ts';
import { endsAuthority, SSRF } from './url.ts';
import { sanitised, type Value } from './values.ts';

/** Calls that parse a URL; the result remembers the variable it was parsed from. */
const URL_PARSERS =
  /^(urlparse|urlsplit|urllib\.parse\.urlparse|urllib\.parse\.urlsplit|urlparse\.urlparse|parse\.urlparse|url\.Parse|url\.ParseRequestURI|URI\.create|URL|URI|java\.net\.URI|java\.net\.URL|UriComponentsBuilder\.fromUriString|UriComponentsBuilder\.fromHttpUrl|furl|yarl\.URL|httpx\.URL)$/;
/** Membership checks against a collection (`ALLOWED.includes(host)`), not substring tests on the value. */
const MEMBERSHIP = /^(includes|has|contains|containsKey|Contains|ContainsKey)$/;
const PREFIX = /^(startsWith|startswith|HasPrefix)$/;
const EQUALITY = /^(equals|equalsIgnoreCase|EqualFold)$/;
/** A host name or an address with a scheme. */
const HOST_OR_URL = /:\/\/|^[\w-]+(\.[\w-]+)+$/;

/** The name a URL-parsing call parsed, if it is one (`urlparse(url)` → `url`). */
export function parsedName(call: Extract<Expr, { k: 'call' | 'new' }>): string | undefined {
  const name = call.k === 'new' ? call.type : call.callee;
  const [first] = call.args;
  return URL_PARSERS.test(name) && first?.k === 'name' ? first.name : undefined;
}

/** The names an `if` test reads, with the names the values it reads were parsed from. */
function testedNames(test: Expr, state: State): Set<string> {
  const names = new Set<string>();
  walkExpr(test, (expression) => {
    if (expression.k !== 'name') return;
    names.add(expression.name);
    const from = state.env.get(expression.name)?.parsedFrom;
    if (from) names.add(from);
  });
  return names;
}

function markNames(names: Iterable<string>, state: State, families: readonly string[]): void {
  for (const name of names) {
    const value: Value | undefined = state.env.get(name);
    if (value?.taint) state.env.set(name, sanitised(value, families));
  }
}

/** Every family a guard can sanitise, for "all but requests". */
const ALL_FAMILIES = [
  'SEC001',
  'SEC002',
  'SEC003',
  'SEC005',
  'SEC007',
  'SEC009',
  'SEC010',
  'SEC011',
  'SEC012',
  'SEC013',
];
const SUBSTRING = /^(includes|contains|indexOf|find|index|Contains|Index|count)$/;

/**
 * True when the test looks for a literal inside the value (`"example.com" in url`,
 * `url.includes("example.com")`) or checks a prefix that does not end the host
 * (`startsWith("https://api.example.com")`): neither fixes where a request goes.
 */
function weakUrlCheck(test: Expr): boolean {
  let weak = false;
  walkExpr(test, (expression) => {
    if (expression.k === 'bin' && /^(in|not in)$/.test(expression.op) && literalText(expression.left) !== undefined) {
      weak = true;
    }
    if (expression.k !== 'call') return;
    const literal = literalText(expression.method === 'HasPrefix' ? expression.args[1] : expression.args[0]);
    if (literal === undefined) return;
    if (SUBSTRING.test(expression.method) && expression.receiver?.k !== 'list') weak = true;
    if (PREFIX.test(expression.method) && !endsAuthority(literal)) weak = true;
  });
  return weak;
}

/** After an early return on a bad value: what the test checked is sanitised for its literals' families. */
export function rejectingGuard(test: Expr, state: State): void {
  const literals: string[] = [];
  walkExpr(test, (expression) => {
    if (expression.k === 'lit' && typeof expression.value === 'string') literals.push(expression.value);
  });
  let families = guardFamilies(literals);
  if (weakUrlCheck(test)) {
    families = families.includes('*') ? ALL_FAMILIES : families.filter((family) => family !== SSRF);
  }
  if (families.length > 0) markNames(testedNames(test, state), state, families);
}

function literalText(expression: Expr | undefined): string | undefined {
  return expression?.k === 'lit' && typeof expression.value === 'string' ? expression.value : undefined;
}

/** An equality where a literal side is a host or URL (`host == "api.example.com"`). */
function equalsHost(left: Expr | undefined, right: Expr | undefined): boolean {
  const literal = literalText(left) ?? literalText(right);
  return literal === undefined ? left?.k !== 'lit' && right?.k !== 'lit' : HOST_OR_URL.test(literal);
}

/**
 * True when the test holds only for allowed hosts: membership in a collection, equality with a host,
 * a prefix that ends the authority (`https://api.example.com/`). A substring test (`"example.com" in
 * url`) or a scheme check (`startswith("http")`) does not fix the host.
 */
function allows(test: Expr): boolean {
  if (test.k === 'bin') {
    if (/^(&&|and)$/.test(test.op)) return allows(test.left) || allows(test.right);
    if (test.op === 'in') return literalText(test.left) === undefined;
    return /^(==|===)$/.test(test.op) && equalsHost(test.left, test.right);
  }
  if (test.k !== 'call') return false;
  const [first] = test.args;
  if (MEMBERSHIP.test(test.method)) return first?.k !== 'lit';
  if (EQUALITY.test(test.method)) return equalsHost(test.receiver, first);
  const prefix = literalText(test.method === 'HasPrefix' ? test.args[1] : first);
  return PREFIX.test(test.method) && prefix !== undefined && endsAuthority(prefix);
}

/** Inside the branch of an allowing check, what it checked may be requested (SEC018). */
export function allowingGuard(test: Expr, state: State): void {
  if (allows(test)) markNames(testedNames(test, state), state, [SSRF]);
}

const CONTAINS = /^(includes|contains|Contains)$/;

/** The literal a test looks for inside a tested value (`"'" in p`, `p.contains("'")`, `strings.Contains(p, "'")`). */
function soughtLiteral(test: Expr): string | undefined {
  if (test.k === 'bin' && test.op === 'in' && test.right.k !== 'lit') return literalText(test.left);
  if (test.k !== 'call' || !CONTAINS.test(test.method)) return undefined;
  if (test.callee === 'strings.Contains') return literalText(test.args[1]);
  return test.receiver && test.receiver.k !== 'list' ? literalText(test.args[0]) : undefined;
}

/** The literals a test proves absent when it holds (`"'" not in p and "*" not in p`, `!p.contains("'")`). */
function absentLiterals(test: Expr): string[] | undefined {
  if (test.k === 'bin' && /^(&&|and)$/.test(test.op)) {
    const left = absentLiterals(test.left);
    const right = absentLiterals(test.right);
    return left || right ? [...(left ?? []), ...(right ?? [])] : undefined;
  }
  if (test.k === 'bin' && test.op === 'not in' && test.right.k !== 'lit') {
    const literal = literalText(test.left);
    return literal === undefined ? undefined : [literal];
  }
  if (test.k === 'unary' && test.op === '!') {
    const present = presentLiterals(test.operand);
    return present;
  }
  return undefined;
}

/** The literals a test proves absent when it fails (`"'" in p or "*" in p`). */
function presentLiterals(test: Expr): string[] | undefined {
  if (test.k === 'bin' && /^(\|\||or)$/.test(test.op)) {
    const left = presentLiterals(test.left);
    const right = presentLiterals(test.right);
    return left && right ? [...left, ...right] : undefined;
  }
  const literal = soughtLiteral(test);
  return literal === undefined ? undefined : [literal];
}

/**
 * A branch that runs only when the value lacks a dangerous character (`if "'" not in p:` and the
 * `else` of `if "'" in p:`): there the tested value is safe for the families that character points
 * at. Literals that point at no family (`"foo" not in p`) sanitise nothing.
 */
export function absenceGuard(test: Expr, then: State, otherwise: State): void {
  const mark = (literals: string[] | undefined, state: State) => {
    const families = literals ? guardFamilies(literals).filter((family) => family !== '*') : [];
    if (families.length > 0) markNames(testedNames(test, state), state, families);
  };
  mark(absentLiterals(test), then);
  mark(presentLiterals(test), otherwise);
}
