import { timeoutMessage, type RawRun } from '@hammurabi/shared';
import type { LoadStage, TraceStep, WorkerRequest, WorkerResponse } from './protocol';
import type { RunnerHost } from './sandbox-frame';

/** The wait after asking a program to stop before its worker is terminated instead. */
const STOP_GRACE_MS = 1000;

export interface WorkerRunnerOptions {
  /** Starts the runner's host: a sandboxed frame with the language's worker (sandbox-frame.ts). */
  create: () => RunnerHost;
  /** The interpreter's name in messages ("Python"). */
  name: string;
  loadTimeoutMs: number;
  /** The worker enforces the time limit itself (QuickJS); the page only keeps a backstop. */
  selfTimed: boolean;
}

/** The program's own file name and the other files it may import (JavaScript modules). */
export interface ProgramFiles {
  filename: string;
  modules: Record<string, string>;
}

export interface RunOutcome {
  run: RawRun;
  trace?: TraceStep[];
}

interface PendingRun {
  resolve: (outcome: RunOutcome) => void;
  finish: (run: RawRun) => void;
}

/**
 * One reusable runner (a worker in a sandboxed frame): loads on first use (with progress and a
 * load timeout), runs one program at a time with a time limit, and recovers from a runaway program
 * by interrupting it, or by dropping the frame and starting a fresh one for the next run.
 */
export class WorkerRunner {
  private worker: RunnerHost | null = null;
  private loading: Promise<void> | null = null;
  private pending = new Map<number, PendingRun>();
  private nextRunId = 1;
  private stage: LoadStage | null = null;
  private readonly listeners = new Set<(stage: LoadStage | null) => void>();

  constructor(private readonly options: WorkerRunnerOptions) {}

  /** Follows the load stage; null while nothing is loaded. Returns an unsubscribe function. */
  onStage(listener: (stage: LoadStage | null) => void): () => void {
    this.listeners.add(listener);
    listener(this.stage);
    return () => this.listeners.delete(listener);
  }

  private setStage(stage: LoadStage | null): void {
    this.stage = stage;
    for (const listener of this.listeners) listener(stage);
  }

  /** Starts the worker and its interpreter once; later calls share the same promise. */
  load(): Promise<void> {
    this.loading ??= new Promise<void>((resolve, reject) => {
      const worker = this.options.create();
      this.worker = worker;
      const timer = setTimeout(() => {
        this.reset();
        reject(
          new Error(
            `${this.options.name} did not start within ${this.options.loadTimeoutMs / 1000} s. Check your connection and try again.`,
          ),
        );
      }, this.options.loadTimeoutMs);
      worker.onMessage((message: WorkerResponse) => {
        if (message.type === 'progress') {
          this.setStage(message.stage);
          if (message.stage === 'ready') {
            clearTimeout(timer);
            resolve();
          }
        } else if (message.type === 'load-error') {
          clearTimeout(timer);
          this.reset();
          reject(new Error(`${this.options.name} could not start: ${message.message}`));
        } else {
          this.pending.get(message.runId)?.resolve({ run: message.run, trace: message.trace });
          if (message.fatal) this.reset();
        }
      });
      const request: WorkerRequest = { type: 'load' };
      worker.send(request);
    });
    return this.loading;
  }

  /** Ends the frame and its worker; pending runs end with `run`, and the next load starts a fresh one. */
  private reset(ending?: RawRun): void {
    this.worker?.terminate();
    this.worker = null;
    this.loading = null;
    this.setStage(null);
    for (const pending of this.pending.values()) {
      pending.finish(
        ending ?? { exit: 'error', stdout: '', stderr: `${this.options.name} stopped unexpectedly.`, durationMs: 0 },
      );
    }
    this.pending.clear();
  }

  /** Runs `code` with `input` as stdin; a timeout or a stop ends it, never leaving the page stuck. */
  async run(
    code: string,
    input: string,
    timeLimitMs: number,
    signal: AbortSignal,
    trace = false,
    files?: ProgramFiles,
  ): Promise<RunOutcome> {
    await this.load();
    if (signal.aborted) return { run: stopped(0) };
    const worker = this.worker;
    if (!worker) throw new Error(`${this.options.name} is not running.`);
    const runId = this.nextRunId++;
    const started = performance.now();
    return new Promise<RunOutcome>((resolve) => {
      let ending: 'timeout' | 'stopped' | null = null;
      const timers: ReturnType<typeof setTimeout>[] = [];
      const finish = (run: RawRun) => {
        timers.forEach(clearTimeout);
        signal.removeEventListener('abort', onAbort);
        this.pending.delete(runId);
        resolve({ run });
      };
      const endWith = () => {
        const elapsed = performance.now() - started;
        return ending === 'timeout'
          ? { exit: 'timeout' as const, stdout: '', stderr: timeoutMessage(timeLimitMs), durationMs: elapsed }
          : stopped(elapsed);
      };
      const halt = (reason: 'timeout' | 'stopped') => {
        ending ??= reason;
        if (worker.interruptible) {
          const stop: WorkerRequest = { type: 'stop' };
          worker.send(stop);
          timers.push(setTimeout(() => this.reset(endWith()), STOP_GRACE_MS));
        } else {
          this.reset(endWith());
        }
      };
      const onAbort = () => halt('stopped');
      signal.addEventListener('abort', onAbort, { once: true });
      const grace = this.options.selfTimed ? STOP_GRACE_MS : 0;
      timers.push(setTimeout(() => halt('timeout'), timeLimitMs + grace));
      this.pending.set(runId, {
        finish,
        resolve: (outcome) => {
          timers.forEach(clearTimeout);
          signal.removeEventListener('abort', onAbort);
          this.pending.delete(runId);
          // An interrupted program reports KeyboardInterrupt; say why it was interrupted instead.
          if (ending) resolve({ run: { ...endWith(), stdout: outcome.run.stdout } });
          else resolve(outcome);
        },
      });
      const request: WorkerRequest = { type: 'run', runId, code, input, timeLimitMs, trace, ...files };
      worker.send(request);
    });
  }
}

function stopped(durationMs: number): RawRun {
  return { exit: 'error', stdout: '', stderr: 'Stopped.', durationMs };
}
