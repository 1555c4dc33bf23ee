import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';

interface Timer {
  id: number;
  due: number;
  callback: QuickJSHandle;
  args: QuickJSHandle[];
  /** The interval of setInterval; null for setTimeout. */
  repeatMs: number | null;
}

/** Runs a guest function; returns the error it threw, already dumped, or null. */
export type CallGuest = (callback: QuickJSHandle, args: QuickJSHandle[]) => unknown;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * setTimeout, setInterval, their clear functions and queueMicrotask for a QuickJS context (which
 * has none). Timers wait for real, but only inside the run: `drain` runs them in order of when they
 * are due and stops at the run's deadline, so a timer due later than the limit ends the run as a
 * timeout, as waiting for it would. Every handle is given back before the context is disposed.
 */
export class QuickJSTimers {
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(private readonly context: QuickJSContext) {
    const add = (repeat: boolean) =>
      context.newFunction(repeat ? 'setInterval' : 'setTimeout', (callback, delay, ...args) => {
        if (context.typeof(callback) !== 'function') {
          return { error: context.newError('The callback must be a function.') };
        }
        const ms = Math.max(0, Number(context.dump(delay ?? context.undefined)) || 0);
        const id = this.nextId++;
        this.timers.push({
          id,
          due: performance.now() + ms,
          callback: callback.dup(),
          args: args.map((arg) => arg.dup()),
          repeatMs: repeat ? Math.max(1, ms) : null,
        });
        return context.newNumber(id);
      });
    const clear = context.newFunction('clearTimeout', (id) => {
      const wanted = id ? Number(context.dump(id)) : NaN;
      const index = this.timers.findIndex((timer) => timer.id === wanted);
      if (index >= 0) this.release(...this.timers.splice(index, 1));
    });
    const timeout = add(false);
    const interval = add(true);
    context.setProp(context.global, 'setTimeout', timeout);
    context.setProp(context.global, 'setInterval', interval);
    context.setProp(context.global, 'clearTimeout', clear);
    context.setProp(context.global, 'clearInterval', clear);
    for (const fn of [timeout, interval, clear]) fn.dispose();
    const queued = context.evalCode(
      `globalThis.queueMicrotask = (callback) => {
        if (typeof callback !== 'function') throw new TypeError('The callback must be a function.');
        Promise.resolve().then(() => callback());
      };`,
      'timers.js',
    );
    context.unwrapResult(queued).dispose();
  }

  /**
   * Runs the timers until none is left or the deadline passes. Returns 'timeout' when a timer was
   * still waiting at the deadline, the dumped error a timer threw, or null when all have run.
   */
  async drain(
    deadline: number,
    call: CallGuest,
    stopped: () => boolean,
  ): Promise<'timeout' | { error: unknown } | null> {
    while (this.timers.length > 0) {
      if (stopped()) return 'timeout';
      this.timers.sort((a, b) => a.due - b.due || a.id - b.id);
      const timer = this.timers.shift()!;
      if (timer.due > deadline) {
        this.timers.push(timer);
        return 'timeout';
      }
      const wait = timer.due - performance.now();
      if (wait > 0) await sleep(wait);
      const error = call(timer.callback, timer.args);
      if (timer.repeatMs !== null && error === null) {
        timer.due = Math.max(timer.due + timer.repeatMs, performance.now());
        this.timers.push(timer);
      } else {
        this.release(timer);
      }
      if (error !== null) return { error };
    }
    return null;
  }

  private release(...timers: Timer[]): void {
    for (const timer of timers) {
      timer.callback.dispose();
      for (const arg of timer.args) arg.dispose();
    }
  }

  /** Gives back every handle still held; call before disposing the context. */
  dispose(): void {
    this.release(...this.timers.splice(0));
  }
}
