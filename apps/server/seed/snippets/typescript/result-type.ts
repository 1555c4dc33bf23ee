/** A value or an error, so failures are part of a function's type instead of a thrown surprise. */
export type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** Runs a function that may throw and captures the outcome as a Result. */
export function attempt<T>(fn: () => T): Result<T> {
  try {
    return ok(fn());
  } catch (error) {
    return err(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Parses a port number, explaining what is wrong instead of returning NaN. */
export function parsePort(text: string): Result<number, string> {
  const port = Number(text);
  if (!Number.isInteger(port)) return err(`"${text}" is not a whole number`);
  if (port < 1 || port > 65535) return err(`${port} is outside 1-65535`);
  return ok(port);
}

const parsed = parsePort('8080');
if (parsed.ok) console.log('listening on', parsed.value);
else console.error(parsed.error);
