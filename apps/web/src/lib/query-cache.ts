import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The cache, with one correction to how it invalidates. React Query lets an invalidation join a
 * read already in flight when the query has no data yet (its first read), and that read's answer
 * may predate the change the invalidation is about: the chat listed no conversation after a reply
 * when the list's first read was still arriving. Reads in flight are cancelled (their queries go
 * back to where they were) before the invalidation reads again.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    // With no read to follow, cancelling would only lose the one in flight.
    if (filters?.refetchType !== 'none') await this.cancelQueries({ ...filters, fetchStatus: 'fetching' });
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The app's one server-state cache. It lives in its own module, loaded with the first screen that
 * queries (see `lib/query-client.ts`), so pages that never query do not download the query core.
 */
export const queryClient: QueryClient = new AppQueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
// What QueryClientProvider would do on mount: refetch on reconnect and focus. The cache lives as
// long as the page, so it is never unmounted.
queryClient.mount();
