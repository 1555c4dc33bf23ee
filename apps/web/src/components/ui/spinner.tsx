import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning indicator with a label for screen readers. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
