/**
 * The Python runner: Pyodide (loaded from our origin) in a module worker, reused across runs.
 * Each run gets fresh globals, the test's input as stdin and a capped stdout.
 */
import { PLAYGROUND_LIMITS, memoryLimitMessage, outputLimitMessage, type RawRun } from '@hammurabi/shared';
import type { TraceStep, WorkerInbound, WorkerResponse, WorkerScope } from './protocol';
import { isolateRuns, type RunIsolation } from './run-isolation';

interface PyProxy {
  toJs(options?: { dict_converter?: typeof Object.fromEntries }): unknown;
  destroy(): void;
}
interface Pyodide {
  runPython(code: string, options?: { globals?: PyProxy; filename?: string }): unknown;
  setStdin(options: { stdin: () => Uint8Array | null }): void;
  setStdout(options: { write: (buffer: Uint8Array) => number }): void;
  setStderr(options: { write: (buffer: Uint8Array) => number }): void;
  setInterruptBuffer(buffer: Int32Array<ArrayBufferLike>): void;
  globals: { get(name: string): (...args: unknown[]) => PyProxy };
}
type LoadPyodide = (options: { indexURL: string; fullStdLib: boolean }) => Promise<Pyodide>;

const scope = self as unknown as WorkerScope;
// Taken before any program runs: a program can replace the worker's globals.
const postMessage = scope.postMessage.bind(scope);
const post = (message: WorkerResponse) => postMessage(message);
const later = setTimeout.bind(globalThis);

// Runs the program as __main__ and returns the traceback without our own frame, or None. What it
// uses is bound here, so a program replacing sys.settrace or traceback's functions does not reach
// the next run through it. __hammurabi_reset puts back what a program may have changed for the
// next one: the builtins, new modules, import hooks and sys's streams and hooks; a first audit hook
// refuses any later one (an audit hook could not be removed and would see every later run).
const HARNESS = `
import sys, traceback, builtins
def __hammurabi_setup():
    saved_builtins = dict(builtins.__dict__)
    saved_modules = set(sys.modules)
    names = ('stdin', 'stdout', 'stderr', 'displayhook', 'excepthook', 'meta_path', 'path_hooks', 'path')
    saved_sys = {name: getattr(sys, name) for name in names}
    saved_lists = {name: list(getattr(sys, name)) for name in ('meta_path', 'path_hooks', 'path')}
    def refuse_audit_hooks(event, args):
        if event == 'sys.addaudithook':
            raise RuntimeError('audit hooks are not available in the playground')
    sys.addaudithook(refuse_audit_hooks)
    def reset(settrace=sys.settrace, setprofile=sys.setprofile):
        builtins.__dict__.clear()
        builtins.__dict__.update(saved_builtins)
        for name in set(sys.modules) - saved_modules:
            del sys.modules[name]
        for name, value in saved_sys.items():
            setattr(sys, name, value)
        for name, items in saved_lists.items():
            getattr(sys, name)[:] = items
        sys.path_importer_cache.clear()
        settrace(None)
        setprofile(None)
    def run(code, namespace, trace_steps, settrace=sys.settrace, compile=compile, exec=exec,
            repr=repr, len=len, format_exception=traceback.format_exception):
        def tracer(frame, event, arg):
            if frame.f_code.co_filename != 'main.py':
                return None
            if event == 'line' and len(trace_steps) < 500:
                trace_steps.append((frame.f_lineno, {k: repr(v)[:200] for k, v in frame.f_locals.items() if not k.startswith('__')}))
            return tracer
        try:
            if trace_steps is not None:
                settrace(tracer)
            exec(compile(code, 'main.py', 'exec'), namespace)
            return None
        except SystemExit as error:
            return None if error.code in (None, 0) else f'SystemExit: {error.code}'
        except BaseException as error:
            return ''.join(format_exception(type(error), error, error.__traceback__.tb_next))
        finally:
            settrace(None)
    return run, reset
`;

type PyCallable = (...args: unknown[]) => unknown;

/**
 * The interpreter's functions this worker calls, taken once after loading: a program reaches the
 * Pyodide API (`import pyodide_js`) and could replace its methods to watch the next run.
 */
interface Loaded {
  instance: Pyodide;
  runner: PyCallable;
  resetPython: PyCallable;
  setStdin: Pyodide['setStdin'];
  setStdout: Pyodide['setStdout'];
  setStderr: Pyodide['setStderr'];
  makeDict: () => PyProxy;
  makeList: () => PyProxy;
}

let pyodide: Loaded | null = null;
let isolation: RunIsolation | null = null;

// WebAssembly memory only grows. After a program that took more than this (a list grown until the
// time limit, say), the worker is replaced so the tab gives the memory back.
const HEAP_RESTART_BYTES = 1024 ** 3;

function heapBytes(instance: Pyodide): number {
  return (instance as unknown as { _module?: { HEAP8?: Int8Array } })._module?.HEAP8?.length ?? 0;
}
let interrupt: Int32Array<ArrayBufferLike> = new Int32Array(1);

async function load(interruptBuffer: Int32Array<ArrayBufferLike> | null): Promise<void> {
  post({ type: 'progress', stage: 'download' });
  // Absolute: this worker is started from a blob: URL in the runner frame, which has no base path.
  const base = new URL(__PYODIDE_BASE__, import.meta.url).href;
  const { loadPyodide } = (await import(/* @vite-ignore */ `${base}pyodide.mjs`)) as {
    loadPyodide: LoadPyodide;
  };
  post({ type: 'progress', stage: 'start' });
  const instance = await loadPyodide({ indexURL: base, fullStdLib: false });
  // Without cross-origin isolation the page cannot share memory; a local buffer still lets the
  // output cap below interrupt the program.
  interrupt = interruptBuffer ?? new Int32Array(1);
  instance.setInterruptBuffer(interrupt);
  instance.runPython(HARNESS);
  const [runner, resetPython] = instance.globals.get('__hammurabi_setup')().toJs() as [PyCallable, PyCallable];
  instance.runPython('del __hammurabi_setup');
  isolation = isolateRuns(globalThis);
  pyodide = {
    instance,
    runner,
    resetPython,
    setStdin: instance.setStdin.bind(instance),
    setStdout: instance.setStdout.bind(instance),
    setStderr: instance.setStderr.bind(instance),
    makeDict: instance.globals.get('dict'),
    makeList: instance.globals.get('list'),
  };
  post({ type: 'progress', stage: 'ready' });
}

function run(
  { instance, runner, resetPython, setStdin, setStdout, setStderr, makeDict, makeList }: Loaded,
  code: string,
  input: string,
  trace: boolean,
): { run: RawRun; fatal: boolean; trace?: TraceStep[] } {
  const decoder = new TextDecoder();
  const errors = new TextDecoder();
  let stdout = '';
  let stderr = '';
  let overflow = false;
  let stdinSent = false;
  setStdin({
    stdin: () => {
      if (stdinSent) return null;
      stdinSent = true;
      return new TextEncoder().encode(input);
    },
  });
  setStdout({
    write: (buffer) => {
      if (overflow) return buffer.length;
      stdout += decoder.decode(buffer, { stream: true });
      if (stdout.length > PLAYGROUND_LIMITS.outputMaxBytes) {
        overflow = true;
        stdout = stdout.slice(0, PLAYGROUND_LIMITS.outputMaxBytes);
        Atomics.store(interrupt, 0, 2);
      }
      return buffer.length;
    },
  });
  setStderr({
    write: (buffer) => {
      if (stderr.length < PLAYGROUND_LIMITS.stderrMaxBytes) stderr += errors.decode(buffer, { stream: true });
      return buffer.length;
    },
  });
  Atomics.store(interrupt, 0, 0);
  const started = performance.now();
  const namespace = makeDict();
  const list = trace ? makeList() : null;
  try {
    (namespace as unknown as { set(key: string, value: unknown): void }).set('__name__', '__main__');
    const failure = runner(code, namespace, list ?? undefined);
    const durationMs = performance.now() - started;
    const traceSteps = list
      ? (list.toJs({ dict_converter: Object.fromEntries }) as [number, Record<string, string>][]).map(
          ([line, locals]) => ({ line, locals }),
        )
      : undefined;
    if (overflow) {
      return {
        run: { exit: 'error', stdout, stderr: outputLimitMessage(PLAYGROUND_LIMITS.outputMaxBytes), durationMs },
        fatal: false,
      };
    }
    let errorText = typeof failure === 'string' ? failure : '';
    // Python reports a memory bomb as a bare "MemoryError"; say what happened.
    if (/^MemoryError\b/m.test(errorText)) {
      errorText = `${errorText.trimEnd()}\n${memoryLimitMessage('the memory the browser gives Python')}`;
    }
    return {
      run: { exit: errorText ? 'error' : 'ok', stdout, stderr: (stderr + errorText).trim(), durationMs },
      fatal: heapBytes(instance) > HEAP_RESTART_BYTES,
      trace: traceSteps,
    };
  } catch (error) {
    // Only a broken interpreter (out of memory in WebAssembly, say) gets here; the page restarts the worker.
    const message = error instanceof Error ? error.message : String(error);
    return {
      run: {
        exit: 'error',
        stdout,
        stderr: `The Python interpreter stopped: ${message}`,
        durationMs: performance.now() - started,
      },
      fatal: true,
    };
  } finally {
    namespace.destroy();
    list?.destroy();
    resetPython();
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerInbound>) => {
  const request = event.data;
  if (request.type === 'stop') return;
  if (request.type === 'load') {
    load(request.interruptBuffer).catch((error: unknown) => {
      post({ type: 'load-error', message: error instanceof Error ? error.message : String(error) });
    });
    return;
  }
  if (!pyodide) {
    post({
      type: 'result',
      runId: request.runId,
      run: { exit: 'error', stdout: '', stderr: 'Python is not loaded yet.', durationMs: 0 },
      fatal: true,
    });
    return;
  }
  // Before the run (a listener the last program left for this message is gone before it hears it)
  // and after it, once the program's own promise callbacks have run.
  isolation?.reset();
  post({ type: 'result', runId: request.runId, ...run(pyodide, request.code, request.input, request.trace) });
  later(() => isolation?.reset(), 0);
});
