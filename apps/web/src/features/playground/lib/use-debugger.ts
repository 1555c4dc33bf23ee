import { PLAYGROUND_LIMITS, type PlaygroundLanguage } from '@hammurabi/shared';
import { useCallback, useRef, useState } from 'react';
import type { DebugSession } from '../components/debugger-panel';
import { tracePython } from './run-program';

/** Records a traced Python run and walks through its steps. */
export function useDebugger() {
  const [session, setSession] = useState<DebugSession | null>(null);
  const [tracing, setTracing] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (language: PlaygroundLanguage, code: string, input: string) => {
    if (language !== 'python' || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setTracing(true);
    try {
      const { run, steps } = await tracePython(code, input, PLAYGROUND_LIMITS.timeLimitDefaultMs, abort.signal);
      setSession({ steps, index: 0, output: run.stdout, error: run.exit === 'ok' ? '' : run.stderr });
    } catch (error) {
      setSession({ steps: [], index: 0, output: '', error: error instanceof Error ? error.message : String(error) });
    } finally {
      controller.current = null;
      setTracing(false);
    }
  }, []);

  const step = useCallback((index: number) => {
    setSession((current) =>
      current ? { ...current, index: Math.max(0, Math.min(index, current.steps.length - 1)) } : current,
    );
  }, []);

  const clear = useCallback(() => setSession(null), []);

  return { session, tracing, start, step, clear };
}
