import type { NewsletterSubscribe, NewsletterSubscription } from '@hammurabi/shared';
import { useCallback, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/newsletter`: subscribing twice is the same as once. */
export function subscribeNewsletter(input: NewsletterSubscribe): Promise<NewsletterSubscription> {
  return apiRequest<NewsletterSubscription>('/newsletter', { method: 'POST', body: input });
}

interface SubscribeCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * The footer form's subscription, with its pending state. A plain hook rather than a query
 * mutation: the footer is on every page, and the query cache's code stays out of pages that do
 * not query (see lib/query-client.ts).
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((input: NewsletterSubscribe, callbacks: SubscribeCallbacks) => {
    setPending(true);
    subscribeNewsletter(input).then(
      () => {
        setPending(false);
        callbacks.onSuccess();
      },
      (error: unknown) => {
        setPending(false);
        callbacks.onError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }, []);
  return { isPending, mutate };
}
