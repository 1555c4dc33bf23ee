import { useCallback, useEffect, useState } from 'react';

type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, unknown>();
const pending = new WeakMap<Loader<unknown>, Promise<unknown>>();

/** Runs `load` once; later calls share its promise (a failed load may be tried again). */
export function loadOnce<T>(load: Loader<T>): Promise<T> {
  let promise = pending.get(load) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(load, module);
        return module;
      },
      (error: unknown) => {
        pending.delete(load);
        throw error;
      },
    );
    pending.set(load, promise);
  }
  return promise;
}

/** Calls `run` once the browser is idle after the first page (a short delay where it has no idle callback). */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * The module `load` gives: null at first, requested once the browser is idle, so code the first
 * page does not need stays out of its first script. `loadNow` fetches it at once (a user's press).
 */
export function useIdleModule<T>(load: Loader<T>): { module: T | null; loadNow: () => Promise<T> } {
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  const loadNow = useCallback(
    () =>
      loadOnce(load).then((value) => {
        setModule(() => value);
        return value;
      }),
    [load],
  );
  useEffect(() => {
    if (module) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadOnce(load).then(
        (value) => {
          if (live) setModule(() => value);
        },
        // An idle prefetch that fails stays quiet: the press that needs the code loads it again.
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load, module]);
  return { module, loadNow };
}
