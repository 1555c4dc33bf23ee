import { newsletterSubscriptions } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

/** Stores the address unless it is already there; true when a new row was written. */
export async function insertSubscription(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
