/**
 * The shared, intra-procedural taint pass (docs/decisions/081). It runs each lowered function
 * statement by statement with abstract values: constants fold (so `if ((7 * 42) - 86 > 200)` takes
 * one branch and a `switch` on a constant one case), lists and maps keep per-key values, a guard
 * that returns early sanitises what it tests, and a tainted value reaching a sink is reported at
 * the sink with its source line. Calls to functions of the same file are followed a few levels deep.
 */
import { joinTaint, load, ownReceiver, read, signature, store } from './containers.ts';
import { absenceGuard, allowingGuard, parsedName, rejectingGuard } from './guards.ts';
import { evalOperator, foldStringMethod } from './fold.ts';
import type { Dialect } from './dialect.ts';
import { construct, mutate } from './objects.ts';
import { HitLedger, taintedName, type TaintHit } from './hits.ts';
import { judge, programPart } from './judge.ts';
import type { Expr, FlowFile, FlowFunction, Stmt } from './ir.ts';
import { type Env, fork, joinEnv, merge, type State } from './state.ts';
import { concat, constant, contentsTaint, join, sanitised, taintedFor, truthy, UNKNOWN, type Value } from './values.ts';

type Call = Extract<Expr, { k: 'call' | 'new' }>;

const MAX_CALL_DEPTH = 3;
/** Statements the pass runs before it stops following calls into the file's own functions. */
const MAX_FOLLOWED_STEPS = 10_000;
/** Python and Go build containers with calls, not `new`. */
const CONTAINER_CALLS = /^(dict|list|OrderedDict|defaultdict|ConfigParser|RawConfigParser|SafeConfigParser)$/;
const NO_NAME: Expr = { k: 'other', parts: [] };
/** A URL resolved from a reference: the reference's taint, as certain as it was, built in this function. */
function resolvedUrl(reference: Value): Value {
  const carried = reference.taint ? reference : contentsTaint(reference);
  if (!carried.taint) return UNKNOWN;
  return { taint: carried.taint, built: true, ...(carried.safe ? { safe: carried.safe } : {}) };
}
const BOOLEAN_METHODS =
  /^(equals\w*|contains\w*|startsWith|endsWith|isEmpty|isBlank|matches|length|size|hashCode|compareTo\w*|has\w*|exists|isValid\w*|Contains\w*|HasPrefix|HasSuffix|EqualFold)$/;
const READERS =
  /^(get|getProperty|getOrDefault|elementAt|peek|poll|pop|remove|removeFirst|removeLast|next|firstElement|lastElement|getFirst|getLast|Get|toString|String|toArray|iterator|values|keySet|entrySet|subList|stream|trim|strip)$/;

/** The taint pass over one lowered file. */
export class TaintPass {
  readonly ledger = new HitLedger();
  private readonly functions = new Map<string, FlowFunction>();
  private readonly summaries = new Map<string, Value>();
  private depth = 0;
  /** Statements run so far; past MAX_FOLLOWED_STEPS calls are no longer followed, so a file's pass stays linear. */
  private steps = 0;
  private returned: Value | undefined;
  private current: FlowFunction | undefined;
  /** The line of the statement being run, for values read without a line of their own. */
  private line = 0;

  constructor(
    private readonly file: FlowFile,
    private readonly dialect: Dialect,
  ) {
    for (const fn of file.functions) {
      if (!this.functions.has(fn.name)) this.functions.set(fn.name, fn);
      if (fn.owner) this.functions.set(`${fn.owner}.${fn.name}`, fn);
    }
  }

  /** Runs every function of the file from its own parameters. */
  run(): TaintHit[] {
    for (const fn of this.file.functions) {
      const env: Env = new Map();
      for (const param of fn.params) env.set(param.name, this.dialect.param(param, fn));
      this.returned = undefined;
      this.current = fn;
      this.block(fn.body, { env });
    }
    return this.ledger.finish();
  }

  private block(body: readonly Stmt[], state: State): State {
    let current = state;
    for (const statement of body) {
      if (current.exit) break;
      this.steps += 1;
      current = this.statement(statement, current);
    }
    return current;
  }

  private statement(statement: Stmt, state: State): State {
    if ('line' in statement) this.line = statement.line;
    switch (statement.k) {
      case 'assign':
        this.assign(statement.target, statement.op, this.evaluate(statement.value, state), state, statement.line);
        return state;
      case 'expr':
        this.evaluate(statement.value, state);
        return state;
      case 'return':
        if (statement.value) {
          const value = this.evaluate(statement.value, state);
          this.checkReturn(value, statement.line);
          this.returned = this.returned ? join(this.returned, value) : value;
        }
        return { ...state, exit: 'return' };
      case 'throw':
        return { ...state, exit: 'return' };
      case 'break':
        return { ...state, exit: 'break' };
      case 'block':
        return this.block(statement.body, state);
      case 'loop': {
        const after = this.block(statement.body, fork(state));
        return { env: after.exit === 'return' ? state.env : joinEnv(state.env, after.env) };
      }
      case 'if':
        return this.branch(statement, state);
      case 'switch':
        return this.switchStatement(statement, state);
    }
  }

  private branch(statement: Extract<Stmt, { k: 'if' }>, state: State): State {
    const test = this.evaluate(statement.test, state);
    if (test.isConst) return this.block(truthy(test.const ?? null) ? statement.then : statement.otherwise, state);
    const allowed = fork(state);
    const refused = fork(state);
    allowingGuard(statement.test, allowed);
    absenceGuard(statement.test, allowed, refused);
    const then = this.block(statement.then, allowed);
    const otherwise = this.block(statement.otherwise, refused);
    // An early return on a bad value: what the test checked is sanitised after it.
    if (then.exit === 'return' && statement.otherwise.length === 0) rejectingGuard(statement.test, otherwise);
    return merge([then, otherwise], state);
  }

  private switchStatement(statement: Extract<Stmt, { k: 'switch' }>, state: State): State {
    const subject = this.evaluate(statement.subject, state);
    const cases = statement.cases;
    const runFrom = (start: number, from: State): State => {
      let current = from;
      for (let index = start; index < cases.length; index++) {
        current = this.block(cases[index]?.body ?? [], current);
        if (current.exit || !this.dialect.switchFallsThrough) break;
      }
      return current.exit === 'break' ? { env: current.env } : current;
    };
    const fallback = cases.findIndex((arm) => !arm.tests);
    if (subject.isConst) {
      const chosen = cases.findIndex((arm) =>
        arm.tests?.some((test) => {
          const value = this.evaluate(test, state);
          return value.isConst && value.const === subject.const;
        }),
      );
      const start = chosen >= 0 ? chosen : fallback;
      return start >= 0 ? runFrom(start, state) : state;
    }
    const ends = cases.map((_, index) => runFrom(index, fork(state)));
    if (fallback < 0) ends.push(state);
    return merge(ends, state);
  }

  private assign(target: Expr, op: string, value: Value, state: State, line = 0): void {
    const sink = target.k === 'field' || target.k === 'index' ? this.dialect.fieldSink?.(target) : undefined;
    if (sink) this.ledger.noteConstant(`${sink.ruleId}:${line}`, [value]);
    const carried = value.taint ? value : contentsTaint(value);
    const from = carried.taint && (!sink?.source || sink.source.test(carried.taint.source));
    if (sink && from && carried.taint && taintedFor(carried, sink.ruleId) && (!carried.taint.doubt || value.built)) {
      this.ledger.report({ ...sink, args: [] }, NO_NAME, carried.taint, line);
    }
    if (target.k === 'name') {
      const previous = state.env.get(target.name) ?? UNKNOWN;
      state.env.set(target.name, op === '+=' ? concat([previous, value]) : value);
      return;
    }
    if (target.k === 'index' && target.object.k === 'name') {
      const container = state.env.get(target.object.name) ?? {};
      const key = this.evaluate(target.key, state);
      state.env.set(target.object.name, store(container, key, value));
      return;
    }
    if (target.k === 'field' && target.object.k === 'name') {
      const container = state.env.get(target.object.name) ?? {};
      state.env.set(target.object.name, store(container, constant(target.name), value));
    }
  }

  evaluate(expression: Expr, state: State): Value {
    switch (expression.k) {
      case 'lit':
        return constant(expression.value);
      case 'name':
        return state.env.get(expression.name) ?? this.global(expression);
      case 'bin': {
        const left = this.evaluate(expression.left, state);
        const right = this.evaluate(expression.right, state);
        if (left.isConst && right.isConst) {
          const folded = evalOperator(expression.op, left.const ?? null, right.const ?? null);
          if (folded !== undefined) return constant(folded);
        }
        return expression.op === '+' || expression.op === '%' ? concat([left, right]) : joinTaint(left, right);
      }
      case 'unary': {
        const operand = this.evaluate(expression.operand, state);
        if (operand.isConst && expression.op === '!') return constant(!truthy(operand.const ?? null));
        if (operand.isConst && expression.op === '-' && typeof operand.const === 'number') {
          return constant(-operand.const);
        }
        return expression.op === '!' ? UNKNOWN : operand;
      }
      case 'cond': {
        const test = this.evaluate(expression.test, state);
        const then = this.evaluate(expression.then, state);
        const otherwise = this.evaluate(expression.otherwise, state);
        if (test.isConst) return truthy(test.const ?? null) ? then : otherwise;
        return join(then, otherwise);
      }
      case 'index': {
        const container = this.evaluate(expression.object, state);
        const key = this.evaluate(expression.key, state);
        if (typeof container.const === 'string' && typeof key.const === 'number') {
          return constant(container.const.charAt(key.const));
        }
        const keyed = typeof key.const === 'string' ? this.dialect.keyed?.(key.const, this.line) : undefined;
        return keyed ?? load(container, key);
      }
      case 'field': {
        const known = this.dialect.global?.(expression) ?? this.dialect.keyed?.(expression.name, expression.line);
        if (known) return known;
        const container = this.evaluate(expression.object, state);
        const member = container.kind ? this.dialect.member?.(expression.name, container, expression.line) : undefined;
        if (member) return member;
        if (container.entries || container.rest) return load(container, constant(expression.name));
        return container.taint
          ? { taint: container.taint, ...(container.safe ? { safe: container.safe } : {}) }
          : UNKNOWN;
      }
      case 'list':
        return { items: expression.items.map((item) => this.evaluate(item, state)) };
      case 'dict':
        return expression.keys.reduce<Value>(
          (container, key, index) => {
            const value = this.evaluate(expression.values[index] ?? { k: 'other', parts: [] }, state);
            return key
              ? store(container, this.evaluate(key, state), value)
              : { ...container, rest: join(container.rest ?? UNKNOWN, contentsTaint(value)) };
          },
          { entries: new Map() },
        );
      case 'other':
        return expression.parts.map((part) => this.evaluate(part, state)).reduce(joinTaint, UNKNOWN);
      case 'call':
      case 'new':
        return this.call(expression, state);
    }
  }

  private global(expression: Expr): Value {
    if (expression.k === 'name' && this.file.constants.has(expression.name)) {
      return constant(this.file.constants.get(expression.name) ?? null);
    }
    return this.dialect.global?.(expression) ?? UNKNOWN;
  }

  private call(call: Call, state: State): Value {
    const value = this.callValue(call, state);
    const parsedFrom = parsedName(call);
    return parsedFrom ? { ...value, parsedFrom } : value;
  }

  private callValue(call: Call, state: State): Value {
    const receiver = call.k === 'call' && call.receiver ? this.evaluate(call.receiver, state) : undefined;
    const args = call.args.map((arg) => this.evaluate(arg, state));
    const keywords =
      call.k === 'call' ? (call.keywords ?? []).map((keyword) => this.evaluate(keyword.value, state)) : [];
    this.checkSinks(call, receiver, args, state);
    this.ledger.noteAlgorithm(call, args);
    const source = this.dialect.source(call, receiver);
    if (source) {
      // `c.ShouldBindJSON(&body)`, `json.NewDecoder(r.Body).Decode(&v)`: the out-parameters are filled from the source.
      if (source.taint) this.taintOutParameters(call, source.taint, state);
      return source;
    }
    const reference = this.dialect.resolvesUrl?.(call);
    if (reference !== undefined) return resolvedUrl(args[reference] ?? keywords[0] ?? UNKNOWN);
    const parts = [...(receiver ? [receiver] : []), ...args, ...keywords];
    const families = this.dialect.sanitises(call);
    if (families) return sanitised(parts.reduce(joinTaint, UNKNOWN), families);
    if (call.k === 'new') return construct(call, args);
    if (CONTAINER_CALLS.test(call.method)) {
      return construct({ k: 'new', type: call.method, args: call.args, line: call.line, text: call.text }, args);
    }
    const own = this.ownFunction(call, args);
    if (own) return own;
    if (receiver) {
      const folded = foldStringMethod(call.method, receiver, args);
      if (folded) return folded;
      const changed = mutate(call, receiver, args, state.env);
      if (changed) return changed;
      if (READERS.test(call.method) && (receiver.items || receiver.entries || receiver.rest)) {
        return call.method === 'toString' || call.method === 'String'
          ? contentsTaint(receiver)
          : read(call.method, receiver, args);
      }
      if (BOOLEAN_METHODS.test(call.method)) return UNKNOWN;
      if (receiver.taint) {
        return {
          taint: receiver.taint,
          ...(receiver.safe ? { safe: receiver.safe } : {}),
          ...(receiver.built ? { built: true } : {}),
        };
      }
    }
    if (this.dialect.propagates(call)) {
      const carried = [...(receiver ? [receiver] : []), ...args, ...keywords].map((arg) =>
        arg.taint || arg.isConst ? arg : contentsTaint(arg),
      );
      // `String.format(…)`, `fmt.Sprintf(…)`: the class or package is no part of the text.
      const bare = call.k === 'call' && call.receiver?.k === 'name' && receiver === UNKNOWN;
      return concat(carried, bare ? carried.slice(1) : carried);
    }
    const carrier = parts
      .map((part) => (part.taint ? part : contentsTaint(part)))
      .find((part) => part.taint && !part.safe?.has('*'));
    if (!carrier?.taint) return UNKNOWN;
    // An unseen function given an untrusted value may return it: a doubtful taint.
    this.taintOutParameters(call, carrier.taint, state);
    return { taint: { ...carrier.taint, doubt: true, unseen: true }, ...(carrier.safe ? { safe: carrier.safe } : {}) };
  }

  /** A call to a function of the same file, run with the arguments' values (a few levels deep). */
  private ownFunction(call: Extract<Expr, { k: 'call' }>, args: Value[]): Value | undefined {
    const owner =
      call.receiver?.k === 'new' ? call.receiver.type : call.receiver?.k === 'name' ? call.receiver.name : '';
    const fn = this.functions.get(`${owner}.${call.method}`) ?? this.functions.get(call.method);
    if (!fn || !ownReceiver(call.receiver)) return undefined;
    if (fn.params.length !== args.length || this.depth >= MAX_CALL_DEPTH || this.steps > MAX_FOLLOWED_STEPS) {
      return undefined;
    }
    const key = `${fn.name}(${args.map(signature).join(',')})`;
    const cached = this.summaries.get(key);
    if (cached) return cached;
    this.summaries.set(key, UNKNOWN);
    const env: Env = new Map(fn.params.map((param, index) => [param.name, args[index] ?? UNKNOWN]));
    const saved = this.returned;
    this.depth += 1;
    this.returned = undefined;
    this.block(fn.body, { env });
    const result = this.returned ?? UNKNOWN;
    this.depth -= 1;
    this.returned = saved;
    this.summaries.set(key, result);
    return result;
  }

  private taintOutParameters(call: Call, taint: Value['taint'], state: State): void {
    for (const arg of call.args) {
      if (arg.k === 'unary' && arg.op === '&' && arg.operand.k === 'name' && taint) {
        state.env.set(arg.operand.name, { taint: { ...taint, doubt: taint.doubt } });
      }
    }
  }

  private checkSinks(call: Call, receiver: Value | undefined, args: Value[], state: State): void {
    for (const hit of this.dialect.sinks(call, receiver)) {
      const values = hit.args.map((arg) => {
        const index = call.args.indexOf(arg);
        return index >= 0 ? (args[index] ?? UNKNOWN) : this.evaluate(arg, state);
      });
      this.ledger.noteConstant(`${hit.ruleId}:${call.line}`, values);
      for (const [position, arg] of hit.args.entries()) {
        const given = values[position] ?? UNKNOWN;
        // `Popen(args)` with `args = [program, …]`: the program (or a shell's command) decides what runs.
        const value = hit.program && given.items ? programPart(given.items).reduce(joinTaint, UNKNOWN) : given;
        const carried = value.taint ? value : contentsTaint(value);
        if (!taintedFor(carried, hit.ruleId) || !carried.taint) continue;
        const verdict = judge(hit, value, carried.taint);
        if (verdict === 'skip') continue;
        this.ledger.report(hit, taintedName(arg, state) ?? arg, carried.taint, call.line, verdict === 'doubtful');
        break;
      }
    }
  }

  /** A web view returning HTML built from untrusted data. */
  private checkReturn(value: Value, line: number): void {
    const sink = this.depth === 0 && this.current ? this.dialect.returnSink?.(this.current) : undefined;
    if (!sink || !value.html || !value.taint || value.taint.doubt || !taintedFor(value, sink.ruleId)) return;
    this.ledger.report({ ...sink, args: [] }, NO_NAME, value.taint, line);
  }
}
