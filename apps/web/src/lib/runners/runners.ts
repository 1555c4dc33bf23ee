import { PLAYGROUND_LIMITS } from '@hammurabi/shared';
import { SandboxFrame } from './sandbox-frame';
import { WorkerRunner } from './worker-runner';

let python: WorkerRunner | null = null;
let javascript: WorkerRunner | null = null;

/** The page's one Python runner, created on first use and reused while the page lives. */
export function pythonRunner(): WorkerRunner {
  python ??= new WorkerRunner({
    name: 'Python',
    create: () => new SandboxFrame('python'),
    loadTimeoutMs: PLAYGROUND_LIMITS.pythonLoadTimeoutMs,
    selfTimed: false,
  });
  return python;
}

/** The page's one JavaScript (QuickJS) runner. */
export function javascriptRunner(): WorkerRunner {
  javascript ??= new WorkerRunner({
    name: 'JavaScript',
    create: () => new SandboxFrame('javascript'),
    loadTimeoutMs: 20_000,
    selfTimed: true,
  });
  return javascript;
}
