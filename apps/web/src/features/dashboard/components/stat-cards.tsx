import { type DashboardStats, pluralNoun } from '@hammurabi/shared';
import { Award, Flame, FolderGit2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useErrorToast } from '@/lib/use-error-toast';

const zeros: DashboardStats = { projectCount: 0, reviewCount: 0, learningStreak: 0, achievementCount: 0 };

const cards: Array<{
  key: keyof DashboardStats;
  label: string;
  hint: string;
  icon: ReactNode; /** The noun after the number, in the singular. */
  unit?: string;
}> = [
  { key: 'projectCount', label: 'Projects', hint: 'Active projects', icon: <FolderGit2 aria-hidden /> },
  { key: 'reviewCount', label: 'Code Reviews', hint: 'Completed this month', icon: <ShieldCheck aria-hidden /> },
  {
    key: 'learningStreak',
    label: 'Learning Streak',
    hint: 'Consecutive days',
    icon: <Flame aria-hidden />,
    unit: 'day',
  },
  { key: 'achievementCount', label: 'Achievements', hint: 'Total earned', icon: <Award aria-hidden /> },
];

/** The four stat cards; on failure a toast and zeros. */
export function StatCards() {
  const stats = useDashboardStats();
  const { error } = stats;
  useErrorToast(error, 'Error fetching dashboard data');
  const values = stats.data ?? zeros;

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Your statistics">
      {cards.map((card) => (
        <li key={card.key}>
          <Card className="flex h-full flex-col gap-2 p-4 sm:p-5" data-testid={`stat-${card.key}`}>
            <div className="flex min-h-10 items-start justify-between gap-2 sm:min-h-0">
              <h2 className="text-sm font-medium text-muted-foreground">{card.label}</h2>
              <span className="rounded-md bg-primary/10 p-1.5 text-primary [&_svg]:size-4">{card.icon}</span>
            </div>
            <p className="text-3xl font-bold tabular-nums" aria-busy={stats.isPending}>
              {stats.isPending ? (
                <span className="inline-block h-8 w-10 animate-pulse rounded bg-muted" />
              ) : (
                values[card.key]
              )}
              {card.unit && !stats.isPending ? (
                <>
                  {/* A real space, so the number and its unit read as two words ("1 day"), not "1day". */}{' '}
                  <span className="text-base font-medium text-muted-foreground">
                    {pluralNoun(values[card.key], card.unit)}
                  </span>
                </>
              ) : null}
            </p>
            <p className="text-xs text-muted-foreground">{card.hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
