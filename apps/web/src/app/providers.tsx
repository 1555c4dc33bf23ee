import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { whenIdle } from '@/lib/idle-module';
import { loadQueryClient, useLoadedQueryClient } from '@/lib/query-client';

/**
 * App-wide providers: server-state cache and auth state. The cache's code arrives with the first
 * screen that queries (its route waits for it) or once the browser is idle after the first page,
 * so pages that never query keep it out of their first script.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useLoadedQueryClient();
  useEffect(
    () =>
      whenIdle(() => {
        // An idle prefetch that fails stays quiet: the next screen that queries loads it again.
        loadQueryClient().catch(() => undefined);
      }),
    [],
  );
  return (
    <QueryClientContext.Provider value={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientContext.Provider>
  );
}
