import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const variants: Record<Variant, string> = {
  default: 'bg-primary/15 text-primary border-transparent',
  secondary: 'bg-muted text-foreground border-transparent',
  outline: 'border-border text-muted-foreground',
  // Tinted backgrounds with foreground text: the status colours as text fail WCAG AA contrast.
  success: 'bg-success/20 text-foreground border-transparent',
  warning: 'bg-warning/20 text-foreground border-transparent',
  destructive: 'bg-destructive/20 text-foreground border-transparent',
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
