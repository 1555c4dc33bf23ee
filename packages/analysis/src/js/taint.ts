/** SEC009 and SEC010 for JavaScript/TypeScript: a request value (or an alias of one) reaching a redirect or a file path. */
import type { Node } from '@babel/types';
import { forEachChild } from './ast-utils.ts';
import type { JsContext } from './context.ts';

const REQUEST_VALUE = /^(req|request|ctx\.request|ctx)\.(query|params|body|headers|cookies)\b/;
const FILE_METHODS =
  /^(readFile|readFileSync|createReadStream|writeFile|writeFileSync|createWriteStream|unlink|unlinkSync|rm|rmSync|appendFile|appendFileSync|open|openSync|sendFile|download)$/;
const aliases = new WeakMap<JsContext, Set<string>>();

function aliasesOf(context: JsContext): Set<string> {
  let names = aliases.get(context);
  if (!names) {
    names = new Set();
    aliases.set(context, names);
  }
  return names;
}

/** True when the expression reads the request, directly, through an alias, or inside a string or path built from it. */
function fromRequest(node: Node, context: JsContext): boolean {
  if (node.type === 'Identifier') return aliasesOf(context).has(node.name);
  if (node.type === 'MemberExpression' && REQUEST_VALUE.test(context.text(node).replace(/\s+/g, ''))) return true;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  let found = false;
  forEachChild(node, (child) => {
    found ||= fromRequest(child, context);
  });
  return found;
}

/** Remembers `const next = req.query.next` and `const { file } = req.params` as request values. */
export function rememberRequestAlias(node: Extract<Node, { type: 'VariableDeclarator' }>, context: JsContext): void {
  if (!node.init || !fromRequest(node.init, context)) return;
  const collect = (target: Node) => {
    if (target.type === 'Identifier') aliasesOf(context).add(target.name);
    else if (target.type === 'ObjectProperty') collect(target.value);
    else forEachChild(target, collect);
  };
  collect(node.id);
}

/** Reports request input passed to `res.redirect(…)` or used as a file path. */
export function checkRequestTaint(
  call: Extract<Node, { type: 'CallExpression' | 'NewExpression' }>,
  context: JsContext,
): void {
  const callee = call.callee;
  const method =
    callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : undefined;
  const first = call.arguments[0];
  if (!method || !first || !fromRequest(first, context)) return;
  if (method === 'redirect') {
    context.report(
      'SEC009',
      'Major',
      `\`${context.text(callee)}\` sends the user to an address taken from the request: an open redirect.`,
      call,
      'Redirect only to known paths: check the value against an allow-list or accept relative paths only.',
    );
  } else if (FILE_METHODS.test(method)) {
    context.report(
      'SEC010',
      'Critical',
      `\`${context.text(callee)}\` uses a path taken from the request: \`../\` reaches any file.`,
      call,
      'Resolve the path under a fixed base directory and refuse it when it leaves the base.',
    );
  }
}
