/**
 * The Python runner: Pyodide (loaded from our origin) in a module worker, reused across runs.
 * Each run gets fresh globals, the test's input as stdin and a capped stdout.
 */
import { PLAYGROUND_LIMITS, memoryLimitMessage, outputLimitMessage, type RawRun } from '@hammurabi/shared';
import type { TraceStep, WorkerRequest, WorkerResponse, WorkerScope } from './protocol';

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
const post = (message: WorkerResponse) => scope.postMessage(message);

// Runs the program as __main__ and returns the traceback without our own frame, or None.
const HARNESS = `
import sys, traceback
def __hammurabi_run(code, namespace, trace_steps):
    def tracer(frame, event, arg):
        if frame.f_code.co_filename != 'main.py':
            return None
        if event == 'line' and len(trace_steps) < 500:
            trace_steps.append((frame.f_lineno, {k: repr(v)[:200] for k, v in frame.f_locals.items() if not k.startswith('__')}))
        return tracer
    try:
        if trace_steps is not None:
            sys.settrace(tracer)
        exec(compile(code, 'main.py', 'exec'), namespace)
        return None
    except SystemExit as error:
        return None if error.code in (None, 0) else f'SystemExit: {error.code}'
    except BaseException as error:
        return ''.join(traceback.format_exception(type(error), error, error.__traceback__.tb_next))
    finally:
        sys.settrace(None)
`;

let pyodide: Pyodide | null = null;

// WebAssembly memory only grows. After a program that took more than this (a list grown until the
// time limit, say), the worker is replaced so the tab gives the memory back.
const HEAP_RESTART_BYTES = 1024 ** 3;

function heapBytes(instance: Pyodide): number {
  return (instance as unknown as { _module?: { HEAP8?: Int8Array } })._module?.HEAP8?.length ?? 0;
}
let interrupt: Int32Array<ArrayBufferLike> = new Int32Array(1);

async function load(interruptBuffer: Int32Array | null): Promise<void> {
  post({ type: 'progress', stage: 'download' });
  const { loadPyodide } = (await import(/* @vite-ignore */ `${__PYODIDE_BASE__}pyodide.mjs`)) as {
    loadPyodide: LoadPyodide;
  };
  post({ type: 'progress', stage: 'start' });
  const instance = await loadPyodide({ indexURL: __PYODIDE_BASE__, fullStdLib: false });
  // Without cross-origin isolation the page cannot share memory; a local buffer still lets the
  // output cap below interrupt the program.
  interrupt = interruptBuffer ?? new Int32Array(1);
  instance.setInterruptBuffer(interrupt);
  instance.runPython(HARNESS);
  pyodide = instance;
  post({ type: 'progress', stage: 'ready' });
}

function run(
  instance: Pyodide,
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
  instance.setStdin({
    stdin: () => {
      if (stdinSent) return null;
      stdinSent = true;
      return new TextEncoder().encode(input);
    },
  });
  instance.setStdout({
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
  instance.setStderr({
    write: (buffer) => {
      if (stderr.length < PLAYGROUND_LIMITS.stderrMaxBytes) stderr += errors.decode(buffer, { stream: true });
      return buffer.length;
    },
  });
  Atomics.store(interrupt, 0, 0);
  const started = performance.now();
  const makeDict = instance.globals.get('dict');
  const namespace = makeDict();
  const list = trace ? instance.globals.get('list')() : null;
  try {
    (namespace as unknown as { set(key: string, value: unknown): void }).set('__name__', '__main__');
    const runner = instance.globals.get('__hammurabi_run');
    const failure = runner(code, namespace, list ?? undefined) as unknown;
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
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
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
  post({ type: 'result', runId: request.runId, ...run(pyodide, request.code, request.input, request.trace) });
});
