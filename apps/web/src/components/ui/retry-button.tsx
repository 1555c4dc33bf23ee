import { RotateCw } from 'lucide-react';
import { Button } from './button';

/** "Retry" for an error panel: loads again what failed; spins and waits while it does. */
export function RetryButton({ onRetry, busy = false }: { onRetry: () => unknown; busy?: boolean }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void onRetry()} disabled={busy} aria-busy={busy || undefined}>
      <RotateCw className={busy ? 'animate-spin' : undefined} aria-hidden />
      Retry
    </Button>
  );
}
