import { CheckCircle2, Rocket, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DeploymentState } from './use-ide-session';

export interface DeploymentPanelProps {
  deployment: DeploymentState;
  /** Absent when the open workspace cannot be deployed by this user. */
  onDeploy?: (() => void) | undefined;
  /** Why Deploy is not offered, when it is not. */
  unavailable?: string | undefined;
  /** Where the stored releases are listed (projects only). */
  releasesHref?: string | undefined;
}

/** Deploy to Staging through the release gate, and the status of the last attempt. */
export function DeploymentPanel({ deployment, onDeploy, unavailable, releasesHref }: DeploymentPanelProps) {
  const tone = deployment.passed === true ? 'success' : deployment.passed === false ? 'blocked' : 'idle';
  const Icon = tone === 'success' ? CheckCircle2 : tone === 'blocked' ? ShieldAlert : Rocket;
  return (
    <section aria-labelledby="ide-deploy-heading" className="grid gap-2">
      <h2 id="ide-deploy-heading" className="text-sm font-semibold">
        Deployment
      </h2>
      <p
        role="status"
        data-tone={tone}
        className={cn(
          'flex items-start gap-2 text-sm',
          tone === 'success' && 'font-medium text-green-700 dark:text-green-400',
          tone === 'blocked' && 'font-medium text-red-700 dark:text-red-400',
        )}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{deployment.status}</span>
      </p>
      {onDeploy ? (
        <Button onClick={onDeploy} disabled={deployment.pending}>
          <Rocket aria-hidden /> Deploy to Staging
        </Button>
      ) : (
        unavailable && <p className="text-xs text-muted-foreground">{unavailable}</p>
      )}
      {releasesHref && (
        <Link to={releasesHref} className="text-sm text-primary underline-offset-4 hover:underline">
          Release history
        </Link>
      )}
    </section>
  );
}
