import type { NewsletterSubscribe, NewsletterSubscription } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/newsletter`: subscribing twice is the same as once. */
export function subscribeNewsletter(input: NewsletterSubscribe): Promise<NewsletterSubscription> {
  return apiRequest<NewsletterSubscription>('/newsletter', { method: 'POST', body: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
