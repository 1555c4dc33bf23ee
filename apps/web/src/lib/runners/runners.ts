import { PLAYGROUND_LIMITS } from '@hammurabi/shared';
import { WorkerRunner } from './worker-runner';

let python: WorkerRunner | null = null;
let javascript: WorkerRunner | null = null;

/** The page's one Python runner, created on first use and reused while the page lives. */
export function pythonRunner(): WorkerRunner {
  python ??= new WorkerRunner({
    name: 'Python',
    create: () => new Worker(new URL('./python-worker.ts', import.meta.url), { type: 'module', name: 'python-runner' }),
    loadTimeoutMs: PLAYGROUND_LIMITS.pythonLoadTimeoutMs,
    // Shared memory exists only when the page is cross-origin isolated (COOP + COEP on a secure origin).
    interruptible: globalThis.crossOriginIsolated === true,
    selfTimed: false,
  });
  return python;
}

/** The page's one JavaScript (QuickJS) runner. */
export function javascriptRunner(): WorkerRunner {
  javascript ??= new WorkerRunner({
    name: 'JavaScript',
    create: () =>
      new Worker(new URL('./javascript-worker.ts', import.meta.url), { type: 'module', name: 'javascript-runner' }),
    loadTimeoutMs: 20_000,
    interruptible: false,
    selfTimed: true,
  });
  return javascript;
}
