/**
 * The analysis engine behind a pool of worker threads. The engine is synchronous and its cost
 * grows with its input; on the event loop one hostile file would stall every request. In a
 * worker, a task that runs past its time or memory limit is killed with its thread and the
 * request fails with a readable reason, while the server keeps answering.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AiProviderError } from '../errors.ts';
import type { EngineTaskMessage, EngineTaskName, EngineTasks } from './tasks.ts';
import { engineWorkerFile } from './worker-file.ts';

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
    (started ??= engineWorkerFile().then(
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
  return {
    async run(name, input, signal) {
      if (inFlight >= limits.threads + limits.maxQueue) {
        throw new AiProviderError('busy', 'The code analysis is busy right now. Please try again in a few seconds.');
      }
      inFlight += 1;
      const timeout = AbortSignal.timeout(limits.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        return (await (await pool()).run({ name, input }, { signal: combined })) as ReturnType<
          EngineTasks[typeof name]
        >;
      } catch (error) {
        if (timeout.aborted) {
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
        inFlight -= 1;
      }
    },
    async close() {
      if (started) await (await started).destroy();
    },
  };
}
