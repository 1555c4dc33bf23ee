import { ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { useAuditLog } from '../api/admin-api';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** One value of an entry's details: a list joined, a setting's change as "old → new". */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  if (isChange(value)) return `${valueText(value.from)} → ${valueText(value.to)}`;
  return JSON.stringify(value);
}

/** A readable line of an entry's details (roles granted and revoked, the ban's duration, the type of a link). */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${valueText(value)}`)
    .join(' · ');
}

/** The audit log: who did what to whom, when and why, newest first. */
export function AuditPanel() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  if (log.isError) return <ErrorPanel title="Could not load the audit log" message={log.error.message} retry={log} />;
  if (log.data && entries.length === 0) {
    return (
      <EmptyState icon={<ScrollText />} title="Nothing recorded yet">
        Every action of an administrator or a moderator will be listed here.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="admin-audit-title" className="grid gap-3">
      <h2 id="admin-audit-title" className="sr-only">
        Audit log
      </h2>
      <ol className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card className="grid gap-1 p-3 text-sm">
              <p>
                <span className="font-semibold">{entry.actor.replace(/^user:/, '')}</span>{' '}
                <span className="font-mono text-xs">{entry.action}</span>
                {entry.target_email ? <> · {entry.target_email}</> : null}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString()}</time>
                {entry.reason ? <> · Reason: {entry.reason}</> : null}
              </p>
              {detailsText(entry.details) ? (
                <p className="text-xs break-words text-muted-foreground">{detailsText(entry.details)}</p>
              ) : null}
            </Card>
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Show older entries
        </Button>
      ) : null}
    </section>
  );
}
