/**
 * The entry point of the JavaScript judge's thread: runs a program once per test input in
 * QuickJS (WebAssembly), each run in a fresh runtime that has only the ECMAScript built-ins we
 * hand it — console and input() — so a program reaches no file, socket or host object. QuickJS is
 * imported from the paths the server resolved (workerData): in development this file is bundled
 * into a temporary folder, from where the package and its WebAssembly file cannot be found.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type * as QuickJSCore from 'quickjs-emscripten-core';
import type { QuickJSContext, QuickJSHandle, QuickJSSyncVariant, QuickJSWASMModule } from 'quickjs-emscripten-core';
import {
  PLAYGROUND_LIMITS,
  memoryLimitMessage,
  outputLimitMessage,
  timeoutMessage,
  type RawRun,
} from '@hammurabi/shared';

export interface JavaScriptJudgeJob {
  code: string;
  inputs: string[];
  timeLimitMs: number;
}

export interface JavaScriptWorkerData {
  /** Absolute paths of quickjs-emscripten-core and the release-sync variant. */
  corePath: string;
  variantPath: string;
  memoryLimitBytes: number;
}

const STACK_LIMIT_BYTES = 1024 * 1024;

function formatValue(context: QuickJSContext, handle: QuickJSHandle): string {
  if (context.typeof(handle) === 'string') return context.getString(handle);
  const dumped: unknown = context.dump(handle);
  if (typeof dumped === 'object' && dumped !== null) {
    try {
      return JSON.stringify(dumped);
    } catch {
      return Object.prototype.toString.call(dumped);
    }
  }
  return String(dumped);
}

function formatError(dumped: unknown, memoryLimitBytes: number): string {
  if (typeof dumped === 'object' && dumped !== null && 'message' in dumped) {
    const { name, message, stack } = dumped as { name?: string; message?: string; stack?: string };
    if (name === 'InternalError' && message === 'out of memory') {
      return memoryLimitMessage(`the ${memoryLimitBytes / 1024 / 1024} MB memory limit`);
    }
    return [`${name ?? 'Error'}: ${message ?? ''}`, stack?.trim()].filter(Boolean).join('\n');
  }
  return `Uncaught ${String(dumped)}`;
}

function defineGlobals(
  context: QuickJSContext,
  input: string,
  output: { stdout: string; stderr: string; overflow: boolean },
) {
  const write = (target: 'out' | 'err') =>
    context.newFunction('log', (...args) => {
      const line = `${args.map((arg) => formatValue(context, arg)).join(' ')}\n`;
      if (target === 'err') {
        if (output.stderr.length < PLAYGROUND_LIMITS.stderrMaxBytes) output.stderr += line;
      } else if (output.stdout.length + line.length > PLAYGROUND_LIMITS.outputMaxBytes) output.overflow = true;
      else output.stdout += line;
    });
  const lines = input.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let nextLine = 0;
  // input() and prompt() read the next line of the test input, like Python's input(); null at the end.
  const readLine = context.newFunction('input', () => {
    const line = nextLine < lines.length ? lines[nextLine] : undefined;
    nextLine += 1;
    return line === undefined ? context.null : context.newString(line.replace(/\r$/, ''));
  });
  const consoleObject = context.newObject();
  for (const [name, target] of [
    ['log', 'out'],
    ['info', 'out'],
    ['debug', 'out'],
    ['error', 'err'],
    ['warn', 'err'],
  ] as const) {
    const fn = write(target);
    context.setProp(consoleObject, name, fn);
    fn.dispose();
  }
  context.setProp(context.global, 'console', consoleObject);
  context.setProp(context.global, 'input', readLine);
  context.setProp(context.global, 'prompt', readLine);
  consoleObject.dispose();
  readLine.dispose();
}

function runProgram(
  quickjs: QuickJSWASMModule,
  job: JavaScriptJudgeJob,
  input: string,
  memoryLimitBytes: number,
): RawRun {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(memoryLimitBytes);
  runtime.setMaxStackSize(STACK_LIMIT_BYTES);
  const context = runtime.newContext();
  const started = performance.now();
  const deadline = started + job.timeLimitMs;
  const output = { stdout: '', stderr: '', overflow: false };
  let timedOut = false;
  runtime.setInterruptHandler(() => {
    if (performance.now() > deadline) timedOut = true;
    return timedOut || output.overflow;
  });
  defineGlobals(context, input, output);
  try {
    let exit: RawRun['exit'] = 'ok';
    const result = context.evalCode(job.code, 'main.js');
    if (result.error) {
      exit = 'error';
      output.stderr += formatError(context.dump(result.error), memoryLimitBytes);
      result.error.dispose();
    } else {
      result.value.dispose();
      // Let promise callbacks (async functions, .then) run to the end.
      const pending = runtime.executePendingJobs();
      if (pending.error) {
        exit = 'error';
        output.stderr += formatError(context.dump(pending.error), memoryLimitBytes);
        pending.error.dispose();
      }
    }
    const durationMs = performance.now() - started;
    if (timedOut) {
      return { exit: 'timeout', stdout: output.stdout, stderr: timeoutMessage(job.timeLimitMs), durationMs };
    }
    if (output.overflow) {
      const stderr = outputLimitMessage(PLAYGROUND_LIMITS.outputMaxBytes);
      return { exit: 'error', stdout: output.stdout, stderr, durationMs };
    }
    return { exit, stdout: output.stdout, stderr: output.stderr.trim(), durationMs };
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

type Core = typeof QuickJSCore;
type Variant = QuickJSSyncVariant;

const data = workerData as JavaScriptWorkerData;
// Both are CommonJS files: a default export arrives as `default.default`.
const [core, variantModule] = (await Promise.all([import(data.corePath), import(data.variantPath)])) as [
  Core,
  { default: { default?: Variant } & Variant },
];
const quickjs = await core.newQuickJSWASMModuleFromVariant(variantModule.default.default ?? variantModule.default);

// One job per thread: the server starts a thread per submission and ends it afterwards.
parentPort!.once('message', (job: JavaScriptJudgeJob) => {
  for (const input of job.inputs) {
    parentPort!.postMessage(runProgram(quickjs, job, input, data.memoryLimitBytes));
  }
  parentPort!.close();
});
parentPort!.postMessage('ready');
