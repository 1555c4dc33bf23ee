import { countLabel } from '@hammurabi/shared';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useLearningProgress } from '../api/get-learning-progress';
import { DashboardPanel, PanelEmpty } from './panel';

/** Learning Progress: the learning paths the user has started, or how to begin. */
export function LearningProgressPanel() {
  const progress = useLearningProgress();
  return (
    <DashboardPanel title="Learning Progress" icon={<GraduationCap aria-hidden />}>
      {progress.isPending ? (
        <Spinner label="Loading learning progress" className="self-center" />
      ) : progress.error ? (
        <PanelEmpty>
          Learning progress could not be loaded. <RetryButton onRetry={progress.refetch} busy={progress.isFetching} />
        </PanelEmpty>
      ) : progress.data.paths.length === 0 ? (
        <PanelEmpty>
          You have not started a learning path yet.{' '}
          <Link to="/learning" className="font-medium text-primary hover:underline">
            Browse the learning paths
          </Link>{' '}
          to begin.
        </PanelEmpty>
      ) : (
        <ul className="grid gap-3">
          {progress.data.paths.map((path) => (
            <li key={path.id} className="grid gap-1 text-sm">
              <Link to={path.path} className="flex justify-between gap-2 font-medium hover:text-primary">
                <span className="truncate">{path.title}</span>
                <span className="text-muted-foreground tabular-nums">
                  {path.completed}/{countLabel(path.total, 'step')}
                </span>
              </Link>
              <progress
                className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
                value={path.completed}
                max={Math.max(path.total, 1)}
                aria-label={`${path.title}: ${path.completed} of ${countLabel(path.total, 'step')} done`}
              />
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
