// The engine's constants module alone: the package entry also pulls in the parser.
import { SCORE_FAIR_THRESHOLD, SCORE_GOOD_THRESHOLD } from '@hammurabi/analysis/constants';
import { type CodeMetrics, countLabel } from '@hammurabi/shared';
import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { RatingsExplained } from '@/components/reviews/ratings-explained';
import { Badge } from '@/components/ui/badge';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useCodeMetrics } from '../api/get-code-metrics';
import { DashboardPanel, PanelEmpty } from './panel';
import { ScoreTrend } from './score-trend';
import { paths } from '@/lib/paths';

/** A 0–100 score as a badge, in the review badges' bands. */
function ScoreBadge({ score }: { score: number }) {
  const variant = score > SCORE_GOOD_THRESHOLD ? 'success' : score > SCORE_FAIR_THRESHOLD ? 'warning' : 'destructive';
  return (
    <Badge variant={variant} className="tabular-nums">
      {score}
    </Badge>
  );
}

/** Code Metrics from the latest AI review of each of the user's files. */
export function CodeMetricsPanel() {
  const metrics = useCodeMetrics();
  return (
    <DashboardPanel title="Code Metrics" icon={<Gauge aria-hidden />}>
      {metrics.isPending ? (
        <Spinner label="Loading code metrics" className="self-center" />
      ) : metrics.error ? (
        <PanelEmpty>
          Code metrics could not be loaded. <RetryButton onRetry={metrics.refetch} busy={metrics.isFetching} />
        </PanelEmpty>
      ) : metrics.data.reviewed_files === 0 ? (
        <PanelEmpty>
          No code reviews yet. Scores for clarity, reliability and maintainability appear here once your files have been
          reviewed.
        </PanelEmpty>
      ) : (
        <MetricsBody metrics={metrics.data} />
      )}
    </DashboardPanel>
  );
}

function MetricsBody({ metrics }: { metrics: CodeMetrics }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Average score <ScoreBadge score={metrics.average_score ?? 0} /> across{' '}
        {countLabel(metrics.reviewed_files, 'reviewed file')}
      </p>
      {metrics.ratings ? <RatingsExplained ratings={metrics.ratings} label="Average ratings" /> : null}
      {metrics.trend.length > 1 ? <ScoreTrend trend={metrics.trend} /> : null}
      <div className="grid gap-1">
        <h3 className="text-xs font-medium text-muted-foreground">Lowest scores</h3>
        <ul className="divide-y divide-border" aria-label="Files with the lowest scores">
          {metrics.lowest.map((file) => (
            <li key={file.file_id}>
              <Link
                to={paths.projectFile(file.project_id, file.file_id)}
                className="flex items-center justify-between gap-3 py-1.5 text-sm hover:text-primary"
              >
                <span className="min-w-0 truncate">
                  <span className="font-mono">{file.filename}</span>
                  <span className="text-muted-foreground"> · {file.project_title}</span>
                </span>
                <ScoreBadge score={file.score} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
