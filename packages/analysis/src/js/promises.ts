/** REL004 for JavaScript/TypeScript: a promise created inside an async function and neither awaited nor handled. */
import type { Node } from '@babel/types';
import type { JsContext } from './context.ts';

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const cache = new WeakMap<JsContext, Set<string>>();

/**
 * Names of the async functions declared in the file (`async function name`, `name = async …`),
 * found from the sequence of identifiers and what stands between them. (One regular expression
 * for both forms backtracked quadratically on long runs of `a$a$…`.)
 */
function asyncNames(context: JsContext): Set<string> {
  let names = cache.get(context);
  if (!names) {
    names = new Set();
    const source = context.source;
    const words = [...source.matchAll(IDENTIFIER)];
    const between = (index: number): string =>
      source.slice(words[index]!.index + words[index]![0].length, words[index + 1]!.index).trim();
    for (let index = 0; index + 1 < words.length; index++) {
      const word = words[index]![0];
      const next = words[index + 1]![0];
      if (word === 'async' && next === 'function' && index + 2 < words.length && between(index) === '') {
        const gap = between(index + 1);
        if (gap === '' || gap === '*') names.add(words[index + 2]![0]);
      }
      if (next === 'async' && between(index) === '=') names.add(word);
    }
    cache.set(context, names);
  }
  return names;
}

function promiseCall(node: Node, context: JsContext): string | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee;
  if (callee.type === 'Identifier' && (callee.name === 'fetch' || asyncNames(context).has(callee.name))) {
    return callee.name;
  }
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'ThisExpression' &&
    callee.property.type === 'Identifier' &&
    asyncNames(context).has(callee.property.name)
  ) {
    return `this.${callee.property.name}`;
  }
  return undefined;
}

/** Reports `call();` as a whole statement inside an async function when `call` returns a promise. */
export function checkFloatingPromise(node: Node, context: JsContext): void {
  if (node.type !== 'ExpressionStatement' || !context.currentFunction?.node.async) return;
  const name = promiseCall(node.expression, context);
  if (!name) return;
  context.report(
    'REL004',
    'Major',
    `The promise of \`${name}(…)\` is neither awaited nor handled: its errors are lost and the function goes on before it finishes.`,
    node,
    `Write \`await ${name}(…)\`, return the promise, or mark a deliberate fire-and-forget with \`void\` and a \`.catch\`.`,
  );
}
