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
  return <Badge variant={variants[status]}>{SUPPORT_STATUSES[status]}</Badge>;
}
