/**
 * Whether a tainted value at a sink is a finding, and how sure (decisions 081, 112, 118). Request
 * data is reported at every sink of its family; the operator's inputs (environment, command line)
 * not at file paths; a caller's parameter when the function builds it into the sink or hands it to a
 * shell or an interpreter, in doubt (Minor) when that interpreter runs in a namespace the code supplies.
 */
import type { SinkHit } from './dialect.ts';
import { forgesRequest, SSRF } from './url.ts';
import type { Taint, Value } from './values.ts';

/** Sinks where even an unchanged parameter is worth a "may" finding. */
const DOUBT_UNBUILT: ReadonlySet<string> = new Set(['SEC001', 'SEC003']);

/**
 * Whether a taint's source can do harm at this family's sink. A function that opens the file its
 * caller names is what a library is for, and whoever sets the environment or types the command line
 * already has the files: only request data attacks a path. Requests are SEC018's own business.
 */
function harmfulSource(ruleId: string, taint: Taint): boolean {
  if (ruleId === SSRF) return forgesRequest(taint.source);
  return ruleId !== 'SEC010' || /^the request\b/.test(taint.source);
}

/**
 * `skip`, a `doubtful` (Minor, "may") finding, or a finding with the rule's severity. `value` is
 * what reached the sink, `taint` the taint it carries (its own or its contents').
 */
export function judge(hit: SinkHit, value: Value, taint: Taint): 'skip' | 'doubtful' | 'report' {
  if (hit.source && !hit.source.test(taint.source)) return 'skip';
  if (!harmfulSource(hit.ruleId, taint)) return 'skip';
  if (taint.doubt && !value.built && !DOUBT_UNBUILT.has(hit.ruleId)) return 'skip';
  const parameter = taint.doubt && !taint.unseen;
  if (!parameter) return 'report';
  // A timer runs text only: an unchanged parameter there is a function.
  if (!value.built && hit.text) return 'skip';
  // A caller's text on a page is the caller's markup unless this function wraps it in some.
  if (hit.ruleId === 'SEC005' && !value.html) return 'skip';
  // `exec(code, namespace)`, `vm.runInContext(code, context)`: an interpreter embedded on purpose
  // (a REPL, a debugger, a profiler) runs what its caller hands it; `Popen(args, shell=shell)` may
  // run no shell at all. `eval(input)` and `os.system(command)` keep their severity.
  return hit.uncertain ? 'doubtful' : 'report';
}

const SHELLS = /^(\/bin\/)?(sh|bash|zsh|dash|ksh)$/;

/**
 * What decides a program list held in a name (`args = [tool, "--version"]`): its first item, or,
 * for `["sh", "-c", command]`, what follows `-c`.
 */
export function programPart(items: readonly Value[]): Value[] {
  const [program] = items;
  const shell = program?.isConst && SHELLS.test(String(program.const));
  const dashC = shell ? items.findIndex((item) => item.isConst && item.const === '-c') : -1;
  if (dashC > 0) return items.slice(dashC + 1);
  return program ? [program] : [];
}
