import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPanel, PanelEmpty } from './panel';

/** Learning progress comes from learning paths (a later issue); until then an honest empty state. */
export function LearningProgressPanel() {
  return (
    <DashboardPanel title="Learning Progress" icon={<GraduationCap aria-hidden />}>
      <PanelEmpty>
        You have not started a learning path yet.{' '}
        <Link to="/tutorials" className="font-medium text-primary hover:underline">
          Browse the tutorials
        </Link>{' '}
        to begin.
      </PanelEmpty>
    </DashboardPanel>
  );
}
