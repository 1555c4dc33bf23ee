/** Objects the taint pass models: what `new` makes, and calls that change a container or builder in place. */
import { joinTaint, rootName, store } from './containers.ts';
import type { Expr } from './ir.ts';
import type { Env } from './state.ts';
import { concat, constant, UNKNOWN, type Value } from './values.ts';

const MUTATORS =
  /^(append|add|addAll|put|putAll|setProperty|push|insert|set|offer|addFirst|addLast|addElement|WriteString|Set|Add)$/;

/** The value `new T(…)` makes: a string builder, a list, a map, a request wrapper, or its arguments' taint. */
export function construct(call: Extract<Expr, { k: 'new' }>, args: Value[]): Value {
  if (/^(String|StringBuilder|StringBuffer|StringReader)$/.test(call.type)) {
    return concat(args.length ? args : [constant('')]);
  }
  if (/(List|Set|Vector|Deque|Queue|Stack)$/.test(call.type)) {
    return args[0]?.items ? { items: [...args[0].items] } : { items: [] };
  }
  if (/(Map|Properties|Hashtable|ConfigParser)$/.test(call.type)) return { entries: new Map() };
  // An object wrapping the request (a helper built from it) hands out request data.
  if (args.some((arg) => arg.kind === 'request')) return { kind: 'request-wrapper' };
  return args.reduce(joinTaint, UNKNOWN);
}

/** `sb.append(x)`, `list.add(x)`, `map.put(k, v)`: the receiver variable's value changes. */
export function mutate(
  call: Extract<Expr, { k: 'call' }>,
  receiver: Value,
  args: Value[],
  env: Env,
): Value | undefined {
  const root = rootName(call.receiver);
  const [index] = args;
  const position = call.method === 'pop' && !index ? constant((receiver.items?.length ?? 1) - 1) : index;
  if (/^(remove|pop)$/.test(call.method) && receiver.items && position?.isConst && typeof position.const === 'number') {
    const items = [...receiver.items];
    const [removed] = items.splice(position.const, 1);
    if (root) env.set(root, { ...receiver, items });
    return removed ?? UNKNOWN;
  }
  if (!MUTATORS.test(call.method)) return undefined;
  let next: Value;
  if (receiver.entries || /^(put|setProperty|Set)$/.test(call.method)) {
    const [key, value] = args.length >= 3 ? [args[1], args[2]] : [args[0], args[1]];
    next = args.length >= 2 ? store(receiver, key ?? UNKNOWN, value ?? UNKNOWN) : receiver;
  } else if (receiver.items) {
    const items = [...receiver.items];
    const [first, second] = args;
    if (call.method === 'addAll') items.push(...(first?.items ?? [first ?? UNKNOWN]));
    else if (call.method === 'set' && first?.isConst && typeof first.const === 'number') {
      items[first.const] = second ?? UNKNOWN;
    } else if (args.length === 2 && first?.isConst && typeof first.const === 'number') {
      items.splice(first.const, 0, second ?? UNKNOWN);
    } else items.push(first ?? UNKNOWN);
    next = { ...receiver, items };
  } else {
    next = concat([receiver, ...args]);
  }
  if (root) env.set(root, next);
  return next;
}
