/**
 * A time limit scaled to this machine: `E2E_SLOWNESS` is measured once by the Playwright config
 * (1 on CI's machine, up to 3 on a slower one) and inherited by every worker.
 */
export function scaled(milliseconds: number): number {
  const slowness = Number(process.env.E2E_SLOWNESS ?? '1');
  return Math.round(milliseconds * (Number.isFinite(slowness) && slowness > 1 ? slowness : 1));
}
