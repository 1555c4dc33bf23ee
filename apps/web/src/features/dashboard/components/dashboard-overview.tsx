import { AchievementsPanel } from './achievements-panel';
import { CodeMetricsPanel } from './code-metrics-panel';
import { LearningProgressPanel } from './learning-progress-panel';
import { MyReviewRequestsPanel } from './my-review-requests-panel';
import { RecentProjectsPanel } from './recent-projects-panel';
import { ReviewRequestsPanel } from './review-requests-panel';
import { StatCards } from './stat-cards';

/** The dashboard's numbers and panels, placed under the greeting. */
export function DashboardOverview() {
  return (
    <div className="grid gap-6">
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <RecentProjectsPanel />
          <div className="grid gap-6 md:grid-cols-2">
            <CodeMetricsPanel />
            <LearningProgressPanel />
          </div>
        </div>
        <div className="grid content-start gap-6">
          <ReviewRequestsPanel />
          <MyReviewRequestsPanel />
          <AchievementsPanel />
        </div>
      </div>
    </div>
  );
}
