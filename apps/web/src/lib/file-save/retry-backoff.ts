/** The first retry waits this long; each further one waits twice as long, up to the cap. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** How long to wait before retry number `attempt` (1, 2, 3 …): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number, base = RETRY_BASE_MS, max = RETRY_MAX_MS): number {
  if (!Number.isFinite(attempt) || attempt < 1) return base;
  return Math.min(max, base * 2 ** Math.min(attempt - 1, 30));
}
