/** What each language tells the shared taint pass: its sources, sanitisers, propagators and sinks. */
import type { Expr, FlowFunction, Param } from './ir.ts';
import type { Value } from './values.ts';

type Call = Extract<Expr, { k: 'call' | 'new' }>;

/** A place where a value does harm: the rule it breaks and the arguments that must not be tainted. */
export interface SinkHit {
  ruleId: string;
  /** How the message names the sink: "the query", "the shell command", … */
  noun: string;
  args: Expr[];
  /** Only taints whose source matches count here (a weak digest, not a password, in a password field). */
  source?: RegExp;
  /** The sink runs its argument only when it is text (`setTimeout`): an unchanged parameter is a function. */
  text?: boolean;
  /**
   * The sink may well be harmless for a caller's value: an interpreter given its own namespace
   * (`exec(code, ns)`, `vm.runInContext(code, context)`), a shell switched on by a variable
   * (`shell=shell`). A parameter there is in doubt (Minor).
   */
  uncertain?: boolean;
  /** The argument is a program and its arguments: only a list's first item decides the program. */
  program?: boolean;
}

/** The language-specific tables of the taint pass. */
export interface Dialect {
  /** Java's switch falls through to the next case without `break`; Go's does not. */
  switchFallsThrough: boolean;
  /** The value a parameter starts with: a source, a request object, a doubtful value or nothing known. */
  param(param: Param, fn: FlowFunction): Value;
  /** The value of a call or `new` when it is a source or makes an object the dialect knows; undefined otherwise. */
  source(call: Call, receiver: Value | undefined): Value | undefined;
  /** The value of a global name or field read (`System.in`, `os.Args`), when it is a source. */
  global?(expression: Expr): Value | undefined;
  /** The value of `object.name` when the object is one the dialect knows (a request's fields are sources). */
  member?(name: string, object: Value, line: number): Value | undefined;
  /** The value of reading `x.key` or `x["key"]` whatever `x` is, when the key alone decides it (`.password`). */
  keyed?(key: string, line: number): Value | undefined;
  /** Families a call's result is sanitised for (`*` for all), or undefined when it is no sanitiser. */
  sanitises(call: Call): readonly string[] | undefined;
  /** True when the call's result carries its arguments' taint for certain (formatting, decoding, joining paths). */
  propagates(call: Call): boolean;
  /** The sink an assignment to a member or an element is (`el.innerHTML = …`, `session['role'] = …`), if any. */
  fieldSink?(target: Extract<Expr, { k: 'field' | 'index' }>): Omit<SinkHit, 'args'> | undefined;
  /** The sink a function's returned value is (a web view returning HTML), if any. */
  returnSink?(fn: FlowFunction): { ruleId: string; noun: string } | undefined;
  /**
   * Which part of a call resolves a reference against a base URL (`urljoin(base, ref)`,
   * `new URL(ref, base)`, `base.resolve(ref)`, `base.ResolveReference(ref)`): an argument's index,
   * or undefined. An absolute or `//host` reference replaces the base's host, so the result keeps the
   * reference's taint even when the base is fixed.
   */
  resolvesUrl?(call: Call): number | undefined;
  /** The sinks a call hits, given its receiver's value. */
  sinks(call: Call, receiver: Value | undefined): SinkHit[];
}
