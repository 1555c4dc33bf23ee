import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one server-state cache. It lives in its own module, loaded with the first screen that
 * queries (see `lib/query-client.ts`), so pages that never query do not download the query core.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
// What QueryClientProvider would do on mount: refetch on reconnect and focus. The cache lives as
// long as the page, so it is never unmounted.
queryClient.mount();
