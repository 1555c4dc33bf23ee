/** What the taint pass found: tainted values at sinks (one finding per sink line and flow) and sinks that only got constants. */
import { walkExpr } from './containers.ts';
import type { SinkHit } from './dialect.ts';
import type { Expr } from './ir.ts';
import type { State } from './state.ts';
import { taintedFor, type Value } from './values.ts';
import { type WeakAlgorithm, weakAlgorithm } from './weak-constants.ts';

/** A tainted value reaching a sink. */
export interface TaintHit {
  ruleId: string;
  line: number;
  message: string;
  doubt: boolean;
  /** Doubt from a function the pass cannot see, or a parameter the judge finds doubtful: Minor. */
  unseen: boolean;
  /** The source's line and description, which identify the flow. */
  source: string;
}

/** The hits of one pass, and which sinks only ever received constants. */
export class HitLedger {
  private readonly hits: TaintHit[] = [];
  /** Weak algorithms chosen through a name, by `rule:line`. */
  readonly algorithms = new Map<string, WeakAlgorithm>();
  /** `rule:line` of sinks that only ever received constants or sanitised values: other rules' guesses there are wrong. */
  readonly constantSinks = new Set<string>();
  /** `rule:line` of sinks that received a value that is not constant (tainted or of unknown origin). */
  readonly dynamicSinks = new Set<string>();

  /**
   * Records whether a sink got only constants, or values sanitised for its family (`Number(x)`), on
   * every path and every visit.
   */
  noteConstant(key: string, values: readonly Value[]): void {
    const family = key.split(':')[0] ?? '';
    const clean = (value: Value) => value.isConst || (!!value.taint && !taintedFor(value, family));
    const constant = values.length > 0 && values.every((value) => clean(value) || (value.items?.every(clean) ?? false));
    if (constant && !this.dynamicSinks.has(key)) this.constantSinks.add(key);
    if (!constant) {
      this.dynamicSinks.add(key);
      this.constantSinks.delete(key);
    }
  }

  /** Records a weak algorithm a call gets through a constant name (`Cipher.getInstance(alg)`). */
  noteAlgorithm(call: Extract<Expr, { k: 'call' | 'new' }>, args: readonly Value[]): void {
    const found = weakAlgorithm(call, args);
    if (found) this.algorithms.set(`${found.ruleId}:${found.line}`, found);
  }

  /** A tainted value at a sink, with the message naming its source. */
  report(hit: SinkHit, arg: Expr, taint: NonNullable<Value['taint']>, line: number, doubtful = false): void {
    const what = arg.k === 'name' ? `\`${arg.name}\`` : 'A value';
    const message = taint.unseen
      ? `${what} may come from outside (${taint.source} on line ${taint.line}, through a call) and reaches ${hit.noun} on line ${line}.`
      : doubtful
        ? `${what} (${taint.source} on line ${taint.line}) reaches ${hit.noun} on line ${line}: it may be outside input if a caller passes some.`
        : taint.doubt
          ? `${what} (${taint.source} on line ${taint.line}) reaches ${hit.noun} on line ${line}: whatever a caller passes decides it.`
          : `${what} from ${taint.source} on line ${taint.line} reaches ${hit.noun} on line ${line}.`;
    this.hits.push({
      ruleId: hit.ruleId,
      line,
      message,
      doubt: taint.doubt,
      unseen: !!taint.unseen || doubtful,
      source: `${taint.line}:${taint.source}`,
    });
  }

  /** The hits, one per sink line and per flow: a path built from a parameter and then read is one problem. */
  finish(): TaintHit[] {
    const seen = new Set<string>();
    for (const key of this.dynamicSinks) this.constantSinks.delete(key);
    return this.hits.filter((hit) => {
      const flow = `${hit.ruleId}:${hit.source}`;
      const key = `${hit.ruleId}:${hit.line}`;
      if (seen.has(flow)) return false;
      seen.add(flow);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

/** The first name inside an expression that holds a tainted value, for the message. */
export function taintedName(expression: Expr, state: State): Expr | undefined {
  let found: Expr | undefined;
  walkExpr(expression, (inner) => {
    if (!found && inner.k === 'name' && state.env.get(inner.name)?.taint) found = inner;
  });
  return found;
}
