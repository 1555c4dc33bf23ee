import type { NewsletterSubscribe, NewsletterSubscription } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { insertSubscription } from './repository.ts';

/** Subscribes an address; subscribing twice (in any letter case) is the same as once. */
export async function subscribe(db: Db, input: NewsletterSubscribe): Promise<NewsletterSubscription> {
  await insertSubscription(db, input.email);
  return { email: input.email, subscribed: true };
}
