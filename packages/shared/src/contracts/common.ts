import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../domain/text.ts';

/**
 * Every text field of the API: a string without NUL characters or unpaired surrogates, which
 * PostgreSQL cannot store. Request schemas use it instead of z.string(), so such input is
 * refused with 422 before it reaches a query.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });

/** The body of every product-API error: the web client shows `detail`. */
export const ErrorBodySchema = z.object({
  detail: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Trims a string and rejects one that is empty afterwards. */
export const requiredText = (label: string, max: number) =>
  text({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** An e-mail address as people type it: trimmed, at most 254 characters, lower-cased. */
export const EmailSchema = text({ error: 'Please enter a valid email address.' })
  .trim()
  .max(254, { error: 'Please enter a valid email address.' })
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

// Built once: making a zod schema costs far more than checking a string with it, and ids are
// checked on every request that names one.
const UuidSchema = z.uuid();

/** True when `value` is a UUID; ids that are not are treated as "not found", not as bad input. */
export function isUuid(value: string): boolean {
  return UuidSchema.safeParse(value).success;
}
