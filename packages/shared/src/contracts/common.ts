import { z } from 'zod';

/** The body of every product-API error: the web client shows `detail`. */
export const ErrorBodySchema = z.object({
  detail: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Trims a string and rejects one that is empty afterwards. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** An e-mail address as people type it: trimmed, at most 254 characters, lower-cased. */
export const EmailSchema = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .max(254, { error: 'Please enter a valid email address.' })
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

/** True when `value` is a UUID; ids that are not are treated as "not found", not as bad input. */
export function isUuid(value: string): boolean {
  return z.uuid().safeParse(value).success;
}
