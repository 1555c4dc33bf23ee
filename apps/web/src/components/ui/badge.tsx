import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const variants: Record<Variant, string> = {
  default: 'bg-primary/15 text-primary border-transparent',
  secondary: 'bg-muted text-foreground border-transparent',
  outline: 'border-border text-muted-foreground',
  success: 'bg-success/15 text-success border-transparent',
  warning: 'bg-warning/20 text-foreground border-transparent',
  destructive: 'bg-destructive/15 text-destructive border-transparent',
};

/** A small label such as a language, a tag or a status. */
export function Badge({
  variant = 'secondary',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: Variant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
