/**
 * What a runner worker does so that a program reaches nothing beyond its own run, on top of the
 * opaque origin and Content-Security-Policy of the frame (runner-frame.ts):
 * - the APIs that talk to the network or storage, or start other workers, are removed;
 * - `reset()` drops what a run left behind: every timer and interval it set, every event listener
 *   it added (and `onmessage`-style handlers), and every MessageChannel it opened. The worker runs
 *   it before each run and once after, so a listener left for the next run never hears it.
 */

/** Globals a program has no use for that reach outside the run, or schedule work for later. */
const CLOSED_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebTransport',
  'EventSource',
  'BroadcastChannel',
  'indexedDB',
  'caches',
  'importScripts',
  'Worker',
  'SharedWorker',
  'requestAnimationFrame',
  'scheduler',
];

const HANDLER_PROPERTIES = ['onmessage', 'onmessageerror', 'onerror', 'onunhandledrejection', 'onrejectionhandled'];

type Listener = Parameters<EventTarget['addEventListener']>;

export interface RunIsolation {
  /** Clears every timer, listener and channel a program made since the last reset. */
  reset(): void;
}

/** Closes the APIs above on `scope` and starts tracking what programs leave behind. Call once, after loading. */
export function isolateRuns(scope: typeof globalThis): RunIsolation {
  for (const name of CLOSED_GLOBALS) {
    // Own properties of the worker's global (WebIDL puts them there), replaced by a frozen undefined.
    Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
  }
  Object.defineProperty(Atomics, 'waitAsync', { value: undefined, writable: false, configurable: false });
  for (const name of HANDLER_PROPERTIES) {
    // Kept as they are but made permanent, so a program cannot redefine one out of reset()'s reach.
    const descriptor = Object.getOwnPropertyDescriptor(scope, name);
    if (descriptor) Object.defineProperty(scope, name, { ...descriptor, configurable: false });
  }

  const schedule = scope.setTimeout.bind(scope);
  const setTimer = (): number => schedule(() => undefined, 0) as unknown as number;
  const clearTimer = scope.clearTimeout.bind(scope);
  const prototype = EventTarget.prototype;
  // Kept unbound on purpose: they are called on whichever target a program used.
  type Method = (this: EventTarget, ...args: Listener) => void;
  const add: Method = Reflect.get(prototype, 'addEventListener');
  const remove: Method = Reflect.get(prototype, 'removeEventListener');
  const listeners: { target: EventTarget; args: Listener }[] = [];
  prototype.addEventListener = function (this: EventTarget, ...args: Listener) {
    listeners.push({ target: this, args });
    add.apply(this, args);
  };
  const Channel = scope.MessageChannel;
  const ports: MessagePort[] = [];
  class TrackedChannel extends Channel {
    constructor() {
      super();
      ports.push(this.port1, this.port2);
    }
  }
  Object.defineProperty(scope, 'MessageChannel', { value: TrackedChannel, writable: false, configurable: false });

  // Timer ids are handed out in increasing order: everything since the last reset lies above it.
  let clearedUpTo = setTimer();
  return {
    reset() {
      const newest = setTimer();
      for (let id = clearedUpTo; id <= newest; id += 1) clearTimer(id);
      clearedUpTo = newest;
      for (const { target, args } of listeners.splice(0)) remove.call(target, args[0], args[1], args[2]);
      for (const port of ports.splice(0)) {
        port.onmessage = null;
        port.close();
      }
      for (const name of HANDLER_PROPERTIES) Reflect.set(scope, name, null);
    },
  };
}
