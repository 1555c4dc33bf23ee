import { formatRelativeTime } from '@hammurabi/shared';
import { Award, Lock } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { cn } from '@/lib/cn';
import { useAchievements } from '../api/get-achievements';
import { DashboardPanel, PanelEmpty } from './panel';

/** Every achievement: the earned ones first, with when; the rest greyed out with how to earn them. */
export function AchievementsPanel() {
  const achievements = useAchievements();
  const items = [...(achievements.data ?? [])].sort(
    (a, b) => Number(b.earned_at !== null) - Number(a.earned_at !== null),
  );
  const earned = items.filter((item) => item.earned_at).length;
  return (
    <DashboardPanel
      title="Achievements"
      icon={<Award aria-hidden />}
      action={
        achievements.data ? (
          <span className="text-sm text-muted-foreground">
            {earned} of {items.length}
          </span>
        ) : undefined
      }
    >
      {achievements.isPending ? (
        <Spinner label="Loading achievements" className="self-center" />
      ) : achievements.error ? (
        <PanelEmpty>
          Achievements could not be loaded.{' '}
          <RetryButton onRetry={achievements.refetch} busy={achievements.isFetching} />
        </PanelEmpty>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li
              key={item.id}
              className={cn('flex items-start gap-3 rounded-lg p-2', item.earned_at ? 'bg-primary/5' : 'opacity-60')}
            >
              <span
                className={cn(
                  'mt-0.5 rounded-full p-1.5 [&_svg]:size-4',
                  item.earned_at ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
                )}
              >
                {item.earned_at ? <Award aria-hidden /> : <Lock aria-hidden />}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {item.title}
                  <span className="sr-only">{item.earned_at ? ' (earned)' : ' (not earned yet)'}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {item.description}
                  {item.earned_at ? ` · earned ${formatRelativeTime(item.earned_at)}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
