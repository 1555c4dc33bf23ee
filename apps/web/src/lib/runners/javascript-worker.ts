/**
 * The JavaScript runner: QuickJS compiled to WebAssembly, in a module worker. The program runs in
 * a fresh QuickJS runtime per test, which has only the ECMAScript built-ins plus what we hand it
 * (console, input(), timers that live inside the run) — no DOM, storage, cookies or fetch — so it
 * cannot reach the page, the session or our API, and nothing of one run outlives it.
 */
import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  PLAYGROUND_LIMITS,
  formatGuestError,
  installGuestIo,
  outputLimitMessage,
  timeoutMessage,
  type RawRun,
} from '@hammurabi/shared';
import { newQuickJSWASMModuleFromVariant, type QuickJSHandle, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import { resolveModuleName } from './module-names';
import type { WorkerInbound, WorkerRequest, WorkerResponse, WorkerScope } from './protocol';
import { QuickJSTimers } from './quickjs-timers';

const scope = self as unknown as WorkerScope;
const post = (message: WorkerResponse) => scope.postMessage(message);

// Small enough that a program growing an array forever reaches it in about a second, well
// inside the time limit, so it ends with its real cause rather than a timeout.
const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
const STACK_LIMIT_BYTES = 1024 * 1024;

let module: Promise<QuickJSWASMModule> | null = null;

type RunRequest = Extract<WorkerRequest, { type: 'run' }>;

async function runProgram(quickjs: QuickJSWASMModule, request: RunRequest): Promise<RawRun> {
  const { code, input, timeLimitMs, filename = 'main.js', modules = {} } = request;
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
  runtime.setMaxStackSize(STACK_LIMIT_BYTES);
  // A program that imports another file of its project gets that file's text as the module.
  // QuickJS drops a normalizer's error, so a name that cannot resolve is kept and refused on load.
  const refused = new Map<string, string>();
  runtime.setModuleLoader(
    (name) =>
      Object.hasOwn(modules, name) && !refused.has(name)
        ? (modules[name] as string)
        : { error: new Error(refused.get(name) ?? `Cannot import "${name}": the project has no such file.`) },
    (base, requested) => {
      const resolved = resolveModuleName(base, requested);
      if ('path' in resolved) return resolved.path;
      refused.set(`refused:${requested}`, resolved.error);
      return `refused:${requested}`;
    },
  );
  const context = runtime.newContext();
  const started = performance.now();
  const deadline = started + timeLimitMs;
  let stdout = '';
  let stderr = '';
  let overflow = false;
  let timedOut = false;
  runtime.setInterruptHandler(() => {
    if (performance.now() > deadline) timedOut = true;
    return timedOut || overflow;
  });
  installGuestIo<QuickJSHandle>(context, input, (stream, line) => {
    if (stream === 'err') stderr += line;
    else if (stdout.length + line.length > PLAYGROUND_LIMITS.outputMaxBytes) overflow = true;
    else stdout += line;
  });
  const timers = new QuickJSTimers(context);
  // Runs a callback (a timer's) and the promise jobs it queued; the error it threw, dumped, or null.
  const settle = (): unknown => {
    const pending = runtime.executePendingJobs();
    if (!pending.error) return null;
    const dumped: unknown = context.dump(pending.error);
    pending.error.dispose();
    return dumped;
  };
  const call = (callback: QuickJSHandle, args: QuickJSHandle[]): unknown => {
    const result = context.callFunction(callback, context.undefined, ...args);
    if (result.error) {
      const dumped: unknown = context.dump(result.error);
      result.error.dispose();
      return dumped;
    }
    result.value.dispose();
    return settle();
  };
  try {
    let failure: unknown = null;
    // Code with `import` or `export` runs as a module, whose evaluation is a promise.
    const result = context.evalCode(code, filename);
    if (result.error) {
      failure = context.dump(result.error);
      result.error.dispose();
    } else {
      // Let promise callbacks (async functions, .then) run, then the timers, as an event loop would.
      failure = settle();
      const evaluated = context.getPromiseState(result.value);
      if (failure === null && evaluated.type === 'rejected') {
        failure = context.dump(evaluated.error);
        evaluated.error.dispose();
      } else if (evaluated.type === 'fulfilled' && !evaluated.notAPromise) {
        evaluated.value.dispose();
      }
      result.value.dispose();
      if (failure === null) {
        const drained = await timers.drain(deadline, call, () => timedOut || overflow);
        if (drained === 'timeout') timedOut = !overflow;
        else if (drained) failure = drained.error;
      }
    }
    const exit: RawRun['exit'] = failure === null ? 'ok' : 'error';
    if (failure !== null) stderr += formatGuestError(failure, MEMORY_LIMIT_BYTES);
    const durationMs = performance.now() - started;
    if (timedOut) return { exit: 'timeout', stdout, stderr: timeoutMessage(timeLimitMs), durationMs };
    if (overflow) {
      return { exit: 'error', stdout, stderr: outputLimitMessage(PLAYGROUND_LIMITS.outputMaxBytes), durationMs };
    }
    return { exit, stdout, stderr: stderr.trim(), durationMs };
  } finally {
    timers.dispose();
    context.dispose();
    runtime.dispose();
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerInbound>) => {
  const request = event.data;
  if (request.type === 'stop') return;
  if (request.type === 'load') {
    module ??= newQuickJSWASMModuleFromVariant(variant);
    module.then(
      () => post({ type: 'progress', stage: 'ready' }),
      (error: unknown) => post({ type: 'load-error', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  module ??= newQuickJSWASMModuleFromVariant(variant);
  module
    .then(async (quickjs) => {
      post({
        type: 'result',
        runId: request.runId,
        run: await runProgram(quickjs, request),
        fatal: false,
      });
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      post({
        type: 'result',
        runId: request.runId,
        run: { exit: 'error', stdout: '', stderr: message, durationMs: 0 },
        fatal: true,
      });
    });
});
