import type { RawRun } from '@hammurabi/shared';

/** How far the Python interpreter has loaded, for the progress shown while it starts. */
export type LoadStage = 'download' | 'start' | 'ready';

/** Messages the page sends to a runner worker. */
export type WorkerRequest =
  | { type: 'load'; interruptBuffer: Int32Array<ArrayBufferLike> | null }
  | { type: 'run'; runId: number; code: string; input: string; timeLimitMs: number; trace: boolean };

/** One step of a traced Python run: the line about to run and the local variables at that point. */
export interface TraceStep {
  line: number;
  locals: Record<string, string>;
}

/** Messages a runner worker sends back. */
export type WorkerResponse =
  | { type: 'progress'; stage: LoadStage }
  | { type: 'load-error'; message: string }
  | { type: 'result'; runId: number; run: RawRun; fatal: boolean; trace?: TraceStep[] };

/** The part of a dedicated worker's global scope the runners use (the app's types are the window's). */
export interface WorkerScope {
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}
