import type { AdminStats } from '@hammurabi/shared';
import { Card } from '@/components/ui/card';

const LABELS: Record<keyof AdminStats, string> = {
  users: 'Users',
  active_this_week: 'Active this week',
  questions: 'Questions',
  answers: 'Answers',
  snippets: 'Snippets',
  tickets: 'Support tickets',
  playground_programs: 'Playground programs',
};

/** The site's counts, as a description list so screen readers read each label with its number. */
export function StatsGrid({ stats }: { stats: AdminStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" aria-busy={!stats}>
      {(Object.keys(LABELS) as (keyof AdminStats)[]).map((key) => (
        <Card key={key} className="flex flex-col-reverse gap-1 p-4">
          <dt className="text-xs text-muted-foreground">{LABELS[key]}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stats ? stats[key].toLocaleString() : '…'}</dd>
        </Card>
      ))}
    </dl>
  );
}
