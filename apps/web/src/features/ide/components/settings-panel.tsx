import type { IdeCheckResult } from '@hammurabi/shared';
import { GitBranch } from 'lucide-react';
import { Link } from 'react-router';

export interface SettingsPanelProps {
  projectName: string;
  profileLabel: string;
  result: IdeCheckResult | null;
  /** The project page's release list; the Branch link goes there. */
  releasesHref?: string | undefined;
}

/** The workspace's settings and the real measures of the last run. */
export function SettingsPanel({ projectName, profileLabel, result, releasesHref }: SettingsPanelProps) {
  const rows: [string, string][] = [
    ['Project', projectName],
    ['Target environment', 'Staging'],
    ['Law profile', profileLabel],
    ['Last run', result ? `${result.duration_ms} ms` : 'Not run yet'],
    ['Lines', result ? String(result.lines) : '—'],
    ['Functions', result ? String(result.functions) : '—'],
  ];
  return (
    <section aria-labelledby="ide-settings-heading" className="grid gap-2">
      <h2 id="ide-settings-heading" className="text-sm font-semibold">
        Project settings
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">Branch</dt>
        <dd>
          {releasesHref ? (
            <Link to={releasesHref} className="inline-flex items-center gap-1 text-primary hover:underline">
              <GitBranch className="size-3.5" aria-hidden /> main (release history)
            </Link>
          ) : (
            'main'
          )}
        </dd>
      </dl>
    </section>
  );
}
