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

let showFirstPage: () => void = () => undefined;
const firstPageShown = new Promise<void>((resolve) => (showFirstPage = resolve));

/** Called once the first page's screen has rendered (see AppLayout). */
export function markFirstPageLoaded(): void {
  showFirstPage();
}

/**
 * Calls `run` once the browser is idle after the first page (a short delay where it has no idle
 * callback). The wait starts when the first page's screen has loaded: the browser is also idle
 * while that screen's code downloads, and prefetches then would compete with it.
 */
export function whenIdle(run: () => void): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  void firstPageShown.then(() => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 200);
      cancel = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
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
