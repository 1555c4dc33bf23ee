/** PERF005 for Python: a loop over one collection nested in a loop over another, matching keys by ==. */
import type { Expr, PyNode } from './ast.ts';
import { forEachPyChild } from './ast.ts';
import { activePyLoops, targetNames, type PyContext } from './context.ts';

function namesIn(node: PyNode, into: Set<string> = new Set()): Set<string> {
  if (node.kind === 'Name') into.add(node.id);
  forEachPyChild(node, (child) => namesIn(child, into));
  return into;
}

/** The first `a == b` in the body whose sides use the inner and an outer loop variable apart. */
function joinComparison(body: readonly PyNode[], inner: Set<string>, outer: Set<string>): PyNode | undefined {
  const visit = (node: PyNode): PyNode | undefined => {
    if (node.kind === 'Compare' && node.ops.length === 1 && node.ops[0] === '==') {
      const left = namesIn(node.left);
      const right = node.comparators[0] ? namesIn(node.comparators[0]) : new Set<string>();
      const uses = (side: Set<string>, names: Set<string>) => [...side].some((name) => names.has(name));
      if ((uses(left, inner) && uses(right, outer)) || (uses(left, outer) && uses(right, inner))) return node;
    }
    let found: PyNode | undefined;
    forEachPyChild(node, (child) => {
      found ??= visit(child);
    });
    return found;
  };
  for (const statement of body) {
    const found = visit(statement);
    if (found) return found;
  }
  return undefined;
}

const isCollection = (expression: Expr) => expression.kind === 'Name' || expression.kind === 'Attribute';

/** Reports a for loop that scans a second collection for each element of an outer loop to match keys. */
export function checkNestedJoin(node: Extract<PyNode, { kind: 'For' }>, context: PyContext): void {
  if (!isCollection(node.iter)) return;
  const collection = context.text(node.iter);
  const outer = activePyLoops(context).find(
    (loop) =>
      loop.node.kind === 'For' &&
      !loop.isWhile &&
      loop.collection !== undefined &&
      loop.collection !== collection &&
      isCollection(loop.node.iter),
  );
  if (!outer || outer.node.kind !== 'For') return;
  const comparison = joinComparison(node.body, targetNames(node.target), targetNames(outer.node.target));
  if (!comparison) return;
  context.report(
    'PERF005',
    'Minor',
    `The loop over \`${collection}\` runs for every element of \`${outer.collection}\` (line ${outer.node.line}) to match keys: O(n·m) work.`,
    node,
    `Index \`${collection}\` once in a dict or set keyed by the compared value, then look each key up in constant time.`,
  );
}
