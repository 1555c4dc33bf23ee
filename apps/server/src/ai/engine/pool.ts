/**
 * The analysis engine behind a pool of worker threads. The engine is synchronous and its cost
 * grows with its input; on the event loop one hostile file would stall every request. In a
 * worker, a task that runs past its time or memory limit is killed with its thread and the
 * request fails with a readable reason, while the server keeps answering.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AiProviderError } from '../errors.ts';
import type { EngineTaskMessage, EngineTaskName, EngineTasks } from './tasks.ts';
import { workerFile } from '../../worker-file.ts';

/** Limits of the pool (config.analysis). */
export interface EngineLimits {
  /** Worker threads analysing at once. */
  threads: number;
  /** A task running longer is killed. */
  timeoutMs: number;
  /** A worker's heap limit; a task needing more is killed. */
  memoryMb: number;
  /** Tasks waiting for a thread; more are refused as busy. */
  maxQueue: number;
}

/** Defaults: one thread fewer than the machine has (at least one), 10 s, 256 MB, 32 waiting. */
export function defaultEngineLimits(): EngineLimits {
  return { threads: Math.max(1, availableParallelism() - 1), timeoutMs: 10_000, memoryMb: 256, maxQueue: 32 };
}

/** Runs engine tasks in worker threads. */
export interface AnalysisEngine {
  run<Name extends EngineTaskName>(
    name: Name,
    input: Parameters<EngineTasks[Name]>[0],
    signal?: AbortSignal,
  ): Promise<ReturnType<EngineTasks[Name]>>;
  close(): Promise<void>;
}

/** A pool created on first use (a server that never analyses never builds the worker); threads stop when idle. */
export function createAnalysisEngine(limits: EngineLimits): AnalysisEngine {
  let started: Promise<Piscina<EngineTaskMessage, unknown>> | undefined;
  const pool = () =>
    (started ??= workerFile('engine-worker').then(
      (filename) =>
        new Piscina<EngineTaskMessage, unknown>({
          filename,
          minThreads: 0,
          maxThreads: limits.threads,
          idleTimeout: 30_000,
          resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        }),
    ));
  const seconds = Math.round(limits.timeoutMs / 100) / 10;
  // Counted here rather than by piscina's maxQueue, which does not apply while threads start.
  let inFlight = 0;
  // Tasks wait here, not in piscina's queue: piscina starts no new thread for its queue after it
  // killed a thread that ran past its limit (minThreads is 0), so queued tasks would wait forever.
  // A task handed over while fewer than `threads` run always gets a thread.
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  const slot = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (running < limits.threads) {
        running += 1;
        resolve();
        return;
      }
      const take = () => {
        signal?.removeEventListener('abort', cancel);
        running += 1;
        resolve();
      };
      const cancel = () => {
        const place = waiting.indexOf(take);
        if (place >= 0) waiting.splice(place, 1);
        reject(new AiProviderError('cancelled', 'The analysis was cancelled.'));
      };
      signal?.addEventListener('abort', cancel, { once: true });
      waiting.push(take);
    });
  return {
    async run(name, input, signal) {
      if (inFlight >= limits.threads + limits.maxQueue) {
        throw new AiProviderError('busy', 'The code analysis is busy right now. Please try again in a few seconds.');
      }
      inFlight += 1;
      try {
        await slot(signal);
      } catch (error) {
        inFlight -= 1;
        throw error;
      }
      // The time limit counts from the moment a worker starts the task: waiting for a turn or for
      // a new thread to load its modules is not the input's fault, and on a busy machine it alone
      // could exceed a tight limit.
      const limit = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const { port1: startedHere, port2: startedThere } = new MessageChannel();
      startedHere.once('message', () => {
        timer = setTimeout(() => limit.abort(), limits.timeoutMs);
        startedHere.close();
      });
      const combined = signal ? AbortSignal.any([signal, limit.signal]) : limit.signal;
      try {
        const message: EngineTaskMessage = { name, input, started: startedThere };
        return (await (await pool()).run(message, { signal: combined, transferList: [startedThere] })) as ReturnType<
          EngineTasks[typeof name]
        >;
      } catch (error) {
        if (limit.signal.aborted) {
          throw new AiProviderError(
            'too_complex',
            `Analysing this code took longer than ${seconds} seconds, so it was stopped. Split it into smaller files or shorten very long lines.`,
          );
        }
        if (signal?.aborted) throw new AiProviderError('cancelled', 'The analysis was cancelled.');
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new AiProviderError(
            'too_complex',
            `Analysing this code needed more than ${limits.memoryMb} MB of memory, so it was stopped. Split it into smaller files.`,
          );
        }
        throw error;
      } finally {
        clearTimeout(timer);
        startedHere.close();
        release();
        inFlight -= 1;
      }
    },
    async close() {
      if (started) await (await started).destroy();
    },
  };
}
