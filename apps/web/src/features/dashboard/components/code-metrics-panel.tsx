import { Gauge } from 'lucide-react';
import { DashboardPanel, PanelEmpty } from './panel';

/**
 * Code metrics come from code reviews of the user's files. Reviews arrive with a later issue;
 * until then the panel says plainly that there is nothing to measure yet.
 */
export function CodeMetricsPanel() {
  return (
    <DashboardPanel title="Code Metrics" icon={<Gauge aria-hidden />}>
      <PanelEmpty>
        No code reviews yet. Scores for clarity, reliability and maintainability appear here once your files have been
        reviewed.
      </PanelEmpty>
    </DashboardPanel>
  );
}
