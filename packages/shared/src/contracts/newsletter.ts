import { z } from 'zod';
import { EmailSchema } from './common.ts';

export const NewsletterSubscribeSchema = z.strictObject({
  email: EmailSchema,
});
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

export const NewsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribed: z.literal(true),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
