import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { timeoutMessage, type RawRun } from '@hammurabi/shared';
import { workerFile } from '../../worker-file.ts';
import type { JavaScriptJudgeJob, JavaScriptWorkerData } from './javascript-worker.ts';

const require = createRequire(import.meta.url);

/** QuickJS's own heap per run; a program growing an array forever reaches it in about a second. */
const QUICKJS_MEMORY_BYTES = 32 * 1024 * 1024;
/** Starting the thread and QuickJS may take this long on a busy machine before the job fails. */
const START_ALLOWANCE_MS = 30_000;

/**
 * Runs a JavaScript program once per input in a thread of its own (QuickJS, fresh runtime per
 * run). QuickJS stops a run at its time limit; should the thread itself hang or exceed its heap,
 * it is terminated and every run without a result is reported as stopped.
 */
export async function runJavaScript(job: JavaScriptJudgeJob, signal?: AbortSignal): Promise<RawRun[]> {
  const data: JavaScriptWorkerData = {
    corePath: require.resolve('quickjs-emscripten-core'),
    variantPath: require.resolve('@jitl/quickjs-wasmfile-release-sync'),
    memoryLimitBytes: QUICKJS_MEMORY_BYTES,
  };
  const worker = new Worker(await workerFile('judge-javascript-worker'), {
    workerData: data,
    env: {},
    stdout: true,
    stderr: true,
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  const runs: RawRun[] = [];
  const finished = new Promise<string | null>((resolve) => {
    const stop = (reason: string | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(reason);
      void worker.terminate();
    };
    const onAbort = () => stop('Stopped.');
    // QuickJS interrupts a run at its limit; this only catches a thread that stopped answering.
    const budget = START_ALLOWANCE_MS + job.inputs.length * (job.timeLimitMs + 1000);
    const timer = setTimeout(() => stop(timeoutMessage(job.timeLimitMs)), budget);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: RawRun | 'ready') => {
      if (message === 'ready') worker.postMessage(job);
      else {
        runs.push(message);
        // After a timeout the thread runs nothing more (run-tests.ts reports the rest as not run).
        if (runs.length === job.inputs.length || message.exit === 'timeout') stop(null);
      }
    });
    worker.on('error', (error) => stop(`The JavaScript runner stopped: ${error.message}`));
    worker.on('exit', () => stop('The JavaScript runner stopped before every test ran.'));
  });
  const reason = await finished;
  while (reason !== null && runs.length < job.inputs.length) {
    const timedOut = reason.startsWith('Timed out');
    runs.push({ exit: timedOut ? 'timeout' : 'error', stdout: '', stderr: reason, durationMs: 0 });
  }
  return runs;
}
