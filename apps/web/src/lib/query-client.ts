import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads the query cache once (a failed load may be tried again); resolves to the client. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-cache').then(
    (module) => {
      client = module.queryClient;
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query client once loaded, undefined before: the value of the app's QueryClientContext. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, () => client);
}

/** Empties the query cache (after a sign-out); nothing to do when no screen has queried yet. */
export function clearQueryCache(): void {
  client?.clear();
}

/**
 * The routes with their screens loading only together with the query cache, so a screen that
 * queries never renders before its client exists. Every route below gets it, layouts included.
 */
export function withQueryClient(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    if (lazy !== undefined && typeof lazy !== 'function') {
      throw new Error('withQueryClient: only lazy() functions are supported.');
    }
    const wrapped = {
      ...route,
      lazy: async () => (await Promise.all([lazy ? lazy() : {}, loadQueryClient()]))[0],
    } as RouteObject;
    if (route.children) wrapped.children = withQueryClient(route.children);
    return wrapped;
  });
}
