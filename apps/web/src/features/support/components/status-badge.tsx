import { SUPPORT_STATUSES, type SupportStatus } from '@hammurabi/shared';
import { Badge } from '@/components/ui/badge';

const variants: Record<SupportStatus, 'default' | 'secondary' | 'warning' | 'success' | 'outline'> = {
  new: 'default',
  open: 'default',
  waiting_on_customer: 'warning',
  resolved: 'success',
  closed: 'secondary',
};

/** A ticket's status as a coloured label. */
export function StatusBadge({ status }: { status: SupportStatus }) {
  // Foreground text on the tint: the primary colour as text is too faint on it for WCAG AA.
  return (
    <Badge variant={variants[status]} className="text-foreground">
      {SUPPORT_STATUSES[status]}
    </Badge>
  );
}
