import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A bordered surface for grouped content. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-border bg-card p-6 shadow-sm', className)} {...props} />;
}
