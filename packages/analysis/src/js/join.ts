/** PERF005 for JavaScript/TypeScript: a for-of loop over one collection nested in one over another, matching keys by ===. */
import type { Node } from '@babel/types';
import { forEachChild } from './ast-utils.ts';
import { activeLoops, collectionLabel, loopCollection, type JsContext } from './context.ts';

type ForOf = Extract<Node, { type: 'ForOfStatement' }>;

function loopVariables(node: ForOf): Set<string> {
  const names = new Set<string>();
  const collect = (target: Node) => {
    if (target.type === 'Identifier') names.add(target.name);
    else forEachChild(target, collect);
  };
  collect(node.left);
  return names;
}

function identifiersIn(node: Node, into: Set<string> = new Set()): Set<string> {
  if (node.type === 'Identifier') into.add(node.name);
  forEachChild(node, (child) => identifiersIn(child, into));
  return into;
}

function findJoinComparison(node: Node, inner: Set<string>, outer: Set<string>): boolean {
  if (node.type === 'BinaryExpression' && (node.operator === '===' || node.operator === '==')) {
    const left = identifiersIn(node.left);
    const right = identifiersIn(node.right);
    const uses = (side: Set<string>, names: Set<string>) => [...side].some((name) => names.has(name));
    if ((uses(left, inner) && uses(right, outer)) || (uses(left, outer) && uses(right, inner))) return true;
  }
  let found = false;
  forEachChild(node, (child) => {
    found ||= findJoinComparison(child, inner, outer);
  });
  return found;
}

/** Reports a for-of loop that scans a second collection for each element of an outer for-of loop to match keys. */
export function checkNestedJoin(node: Node, context: JsContext): void {
  if (node.type !== 'ForOfStatement') return;
  const collection = loopCollection(node, context);
  if (!collection) return;
  const outer = activeLoops(context).find(
    (loop) => loop.node.type === 'ForOfStatement' && loop.collection !== undefined && loop.collection !== collection,
  );
  if (!outer || outer.node.type !== 'ForOfStatement' || !outer.collection) return;
  if (!findJoinComparison(node.body, loopVariables(node), loopVariables(outer.node))) return;
  context.report(
    'PERF005',
    'Minor',
    `The loop over \`${collectionLabel(collection)}\` runs for every element of \`${collectionLabel(outer.collection)}\` (line ${outer.node.loc?.start.line ?? '?'}) to match keys: O(n·m) work.`,
    node,
    `Build a Map or Set of \`${collectionLabel(collection)}\` keyed by the compared value once, then look each key up in constant time.`,
  );
}
