/** SEC009 and SEC010 for Python: a request value (or a name assigned one) reaching a redirect or a file path. */
import type { Expr } from './ast.ts';
import { forEachPyChild } from './ast.ts';
import { qualifiedName, type PyContext } from './context.ts';
import { assignedValues } from './expr-utils.ts';

type Call = Extract<Expr, { kind: 'Call' }>;

const REQUEST_PARTS =
  /^(request|req)\.(args|form|values|json|cookies|headers|files|GET|POST|query_params|path_params|data)\b/;
const REDIRECTS = /(^|\.)(redirect|RedirectResponse|HttpResponseRedirect)$/;
const FILE_SINKS =
  /^(open|io\.open|send_file|flask\.send_file|os\.remove|os\.unlink|shutil\.rmtree|pathlib\.Path|Path|FileResponse)$/;

/** True when the expression reads the request, directly or through a name assigned from it. */
function fromRequest(expression: Expr, context: PyContext, seen: Set<string> = new Set()): boolean {
  if (REQUEST_PARTS.test(context.text(expression))) return true;
  if (expression.kind === 'Name') {
    if (seen.has(expression.id)) return false;
    seen.add(expression.id);
    return assignedValues(expression.id, context).some((value) => fromRequest(value, context, seen));
  }
  let found = false;
  forEachPyChild(expression, (child) => {
    if (!found && 'kind' in child && child.kind !== 'Keyword') found = fromRequest(child as Expr, context, seen);
  });
  return found;
}

/** Reports request input passed to a redirect or used as a file path. */
export function checkRequestTaint(call: Call, context: PyContext): void {
  const name = qualifiedName(call.func, context) ?? context.text(call.func);
  const first = call.args[0];
  if (!first || !fromRequest(first, context)) return;
  if (REDIRECTS.test(name)) {
    context.report(
      'SEC009',
      'Major',
      `\`${name}\` sends the user to an address taken from the request: an open redirect.`,
      call,
      'Redirect only to known paths: check the value against an allow-list or accept relative paths only.',
    );
  } else if (FILE_SINKS.test(name)) {
    context.report(
      'SEC010',
      'Critical',
      `\`${name}\` opens a path taken from the request: \`../\` reaches any file.`,
      call,
      'Resolve the path under a fixed base directory and refuse it when it leaves the base.',
    );
  }
}
