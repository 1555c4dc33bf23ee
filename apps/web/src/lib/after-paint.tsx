import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadQueryClient } from './query-client';

/**
 * A screen whose code (and, with `queries`, the query cache's) is requested only once what the
 * route rendered first is on the page: `fallback`, the screen's heading and a spinner. The heading
 * thus never waits for the editor, the forms or the cache. Once loaded, later visits render the
 * screen at once. A failed download is thrown to the route's error view, as a route's lazy() is.
 */
export function lazyAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { queries = false }: { queries?: boolean } = {},
): ComponentType<P & { fallback: ReactNode }> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= Promise.all([load(), queries ? loadQueryClient() : undefined]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function AfterPaint({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [Screen, setScreen] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Screen) return;
      let live = true;
      start().then(
        (component) => live && setScreen(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Screen]);
    if (failure) throw failure.error;
    return Screen ? <Screen {...(props as P)} /> : fallback;
  }
  return AfterPaint;
}
