/**
 * The entry point of the JavaScript judge's thread: runs a program once per test input in
 * QuickJS (WebAssembly), each run in a fresh runtime that has only the ECMAScript built-ins we
 * hand it — console and input() (`installGuestIo`, shared with the playground's runner) — so a program reaches no file, socket or host object. QuickJS is
 * imported from the paths the server resolved (workerData): in development this file is bundled
 * into a temporary folder, from where the package and its WebAssembly file cannot be found.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type * as QuickJSCore from 'quickjs-emscripten-core';
import type { QuickJSHandle, QuickJSSyncVariant, QuickJSWASMModule } from 'quickjs-emscripten-core';
import {
  PLAYGROUND_LIMITS,
  formatGuestError,
  installGuestIo,
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
  // Standard error stops growing at its limit; standard output past its limit ends the run.
  installGuestIo<QuickJSHandle>(context, input, (stream, line) => {
    if (stream === 'err') {
      if (output.stderr.length < PLAYGROUND_LIMITS.stderrMaxBytes) output.stderr += line;
    } else if (output.stdout.length + line.length > PLAYGROUND_LIMITS.outputMaxBytes) output.overflow = true;
    else output.stdout += line;
  });
  try {
    let exit: RawRun['exit'] = 'ok';
    const result = context.evalCode(job.code, 'main.js');
    if (result.error) {
      exit = 'error';
      output.stderr += formatGuestError(context.dump(result.error), memoryLimitBytes);
      result.error.dispose();
    } else {
      result.value.dispose();
      // Let promise callbacks (async functions, .then) run to the end.
      const pending = runtime.executePendingJobs();
      if (pending.error) {
        exit = 'error';
        output.stderr += formatGuestError(context.dump(pending.error), memoryLimitBytes);
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
    const run = runProgram(quickjs, job, input, data.memoryLimitBytes);
    parentPort!.postMessage(run);
    // After a timeout the rest would most likely time out too: they are not run.
    if (run.exit === 'timeout') break;
  }
  parentPort!.close();
});
parentPort!.postMessage('ready');
