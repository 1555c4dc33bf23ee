import type { RawRun } from '@hammurabi/shared';

/** How far the Python interpreter has loaded, for the progress shown while it starts. */
export type LoadStage = 'download' | 'start' | 'ready';

/** The languages whose programs run in the browser, each in its own sandboxed frame. */
export type BrowserLanguage = 'python' | 'javascript';

/** Messages the page sends to a runner (through its sandboxed frame, which hands them to the worker). */
export type WorkerRequest =
  | { type: 'load' }
  | {
      type: 'run';
      runId: number;
      code: string;
      input: string;
      timeLimitMs: number;
      trace: boolean;
      /** The program's file name, which its relative imports resolve against (JavaScript). */
      filename?: string;
      /** Other files the program may import, by path (JavaScript modules). */
      modules?: Record<string, string>;
    }
  /** Interrupt the running program (only where the frame has shared memory; else the page drops the frame). */
  | { type: 'stop' };

/** What the frame adds to `load` for its worker: the shared interrupt flag, when it can share memory. */
export interface WorkerLoad {
  type: 'load';
  interruptBuffer: Int32Array<ArrayBufferLike> | null;
}

/** What a worker hears from its frame: the page's requests, with `load` carrying the frame's buffer. */
export type WorkerInbound = WorkerLoad | Exclude<WorkerRequest, { type: 'load' }>;

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
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerInbound>) => void): void;
}

/** The frame's first message to the page: it is listening, and whether it can interrupt a program. */
export interface FrameReady {
  type: 'frame-ready';
  interruptible: boolean;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const hasOnly = (value: Fields, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));

/** Checks a message the frame received from the page; anything else is ignored. */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  if (!isObject(value)) return false;
  if (value.type === 'load' || value.type === 'stop') return hasOnly(value, ['type']);
  return (
    value.type === 'run' &&
    hasOnly(value, ['type', 'runId', 'code', 'input', 'timeLimitMs', 'trace', 'filename', 'modules']) &&
    isCount(value.runId) &&
    isString(value.code) &&
    isString(value.input) &&
    isCount(value.timeLimitMs) &&
    typeof value.trace === 'boolean' &&
    (value.filename === undefined || isString(value.filename)) &&
    (value.modules === undefined || (isObject(value.modules) && Object.values(value.modules).every(isString)))
  );
}

const STAGES: readonly unknown[] = ['download', 'start', 'ready'] satisfies LoadStage[];
const EXITS: readonly unknown[] = ['ok', 'error', 'timeout'] satisfies RawRun['exit'][];

function isRawRun(value: unknown): value is RawRun {
  return (
    isObject(value) &&
    hasOnly(value, ['exit', 'stdout', 'stderr', 'durationMs']) &&
    EXITS.includes(value.exit) &&
    isString(value.stdout) &&
    isString(value.stderr) &&
    typeof value.durationMs === 'number' &&
    Number.isFinite(value.durationMs)
  );
}

function isTrace(value: unknown): value is TraceStep[] {
  return (
    Array.isArray(value) &&
    value.every(
      (step) =>
        isObject(step) &&
        isCount(step.line) &&
        isObject(step.locals) &&
        Object.values(step.locals).every((local) => isString(local)),
    )
  );
}

/**
 * Checks a message from a runner (the worker, then the frame, and again the page): the program
 * runs in the same worker, so it can post anything; only these shapes pass.
 */
export function isWorkerResponse(value: unknown): value is WorkerResponse {
  if (!isObject(value)) return false;
  if (value.type === 'progress') return hasOnly(value, ['type', 'stage']) && STAGES.includes(value.stage);
  if (value.type === 'load-error') return hasOnly(value, ['type', 'message']) && isString(value.message);
  return (
    value.type === 'result' &&
    hasOnly(value, ['type', 'runId', 'run', 'fatal', 'trace']) &&
    isCount(value.runId) &&
    isRawRun(value.run) &&
    typeof value.fatal === 'boolean' &&
    (value.trace === undefined || isTrace(value.trace))
  );
}

export function isFrameReady(value: unknown): value is FrameReady {
  return (
    isObject(value) &&
    value.type === 'frame-ready' &&
    hasOnly(value, ['type', 'interruptible']) &&
    typeof value.interruptible === 'boolean'
  );
}
