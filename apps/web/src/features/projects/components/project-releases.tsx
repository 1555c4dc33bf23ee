import { type Project, type Release, countLabel, formatRelativeTime } from '@hammurabi/shared';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { editorLanguage } from '@/components/code-editor/languages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/state-panels';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useRelease } from '../api/get-release';
import { useReleases } from '../api/get-releases';

function violationSummary(counts: Release['files'][number]['counts']): string {
  const total = counts.Critical + counts.Major + counts.Minor + counts.Trivial;
  if (total === 0) return 'no violations';
  return `${countLabel(total, 'violation')} (${counts.Critical} Critical, ${counts.Major} Major)`;
}

/** The files of one release as they were then, read only. */
function ReleaseSnapshot({ projectId, release }: { projectId: string; release: Release }) {
  const detail = useRelease(projectId, release.id);
  const [open, setOpen] = useState(0);
  if (detail.isPending) return <Spinner label="Loading the release" />;
  if (detail.isError) {
    return <ErrorPanel title="Error loading the release" message={detail.error.message} retry={detail} />;
  }
  const file = detail.data.files[open];
  if (!file) return <p className="text-sm text-muted-foreground">This release holds no files.</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label={`Files of release ${release.number}`} className="flex flex-wrap gap-1">
        {detail.data.files.map((entry, index) => (
          <li key={`${entry.filename}-${index}`}>
            <Button size="sm" variant={index === open ? 'secondary' : 'ghost'} onClick={() => setOpen(index)}>
              {entry.filename} · v{entry.version}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {file.filename}, version {file.version}: {violationSummary(file.counts)}
      </p>
      <CodeEditor
        key={`${release.id}-${open}`}
        initialDoc={file.content}
        language={editorLanguage(file.language, file.filename)}
        readOnly
        placeholder="This file was empty."
        label={`${file.filename} as of release ${release.number}`}
        className="max-h-96 rounded-md border border-border"
      />
    </div>
  );
}

/** The project's releases through the IDE's law gate, each with its files as of that release. */
export function ProjectReleases({ project }: { project: Project }) {
  const releases = useReleases(project.id);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Card id="releases" className="grid gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Rocket className="size-5" aria-hidden /> Releases
        </h2>
        <Link to={`/hammurabi-ide?project=${project.id}`} className="text-sm text-primary hover:underline">
          Open in the Hammurabi IDE
        </Link>
      </div>
      {releases.isPending ? (
        <Spinner label="Loading releases" />
      ) : releases.isError ? (
        <ErrorPanel title="Error loading releases" message={releases.error.message} retry={releases} />
      ) : releases.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No releases yet. Deploy from the Hammurabi IDE to record one.</p>
      ) : (
        <ul aria-label="Releases" className="grid gap-2">
          {releases.data.map((release) => (
            <li key={release.id} className="grid gap-2 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">Release {release.number}</span>
                <Badge variant={release.status === 'deployed' ? 'success' : 'destructive'}>
                  {release.status === 'deployed' ? 'Deployed to Staging' : 'Blocked'}
                </Badge>
                <span className="text-muted-foreground">
                  {release.profile[0]?.toUpperCase()}
                  {release.profile.slice(1)} profile · {countLabel(release.files.length, 'file')} ·{' '}
                  {formatRelativeTime(release.created_at)}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  aria-expanded={shown === release.id}
                  onClick={() => setShown(shown === release.id ? null : release.id)}
                >
                  {shown === release.id ? 'Hide files' : 'View files'}
                </Button>
              </div>
              <p className={cn('text-sm', release.status === 'blocked' && 'text-muted-foreground')}>
                {release.status_text}
              </p>
              {shown === release.id && <ReleaseSnapshot projectId={project.id} release={release} />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
