import { z } from 'zod';
import { EmailSchema, text } from './common.ts';

export const NewsletterSubscribeSchema = z.strictObject({
  email: EmailSchema,
});
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

export const NewsletterSubscriptionSchema = z.object({
  email: text(),
  subscribed: z.literal(true),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
