import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A full-width submit button that shows a spinner and disables itself while busy. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
      {busy ? <Spinner label={busyLabel} className="[&_svg]:size-4 [&_svg]:text-current" /> : null}
      {children}
    </Button>
  );
}
