import type { Project } from '@hammurabi/shared';
import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProject } from '@/lib/api/projects/get-project';
import { ProjectCollaborators } from '../components/project-collaborators';
import { ProjectNotFound } from '../components/project-not-found';
import { ProjectReleases } from '../components/project-releases';
import { ProjectSummary } from '../components/project-summary';
import { ErrorPanel } from '@/components/ui/state-panels';

/** The project's files section, which the files feature provides and app/ composes in. */
export type ProjectFilesSection = ComponentType<{ project: Project }>;

/** A project's page with real data: details, files, collaborators and releases. */
export function ProjectDetailPage({ filesSection: ProjectFiles }: { filesSection: ProjectFilesSection }) {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  useDocumentTitle(project.data?.title ?? (project.error ? 'Project Not Found' : 'Project'));

  if (project.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading project" />
      </div>
    );
  }
  if (project.error) {
    if (project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400)) {
      return <ProjectNotFound projectId={projectId} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorPanel
          title="Error loading project"
          message={project.error.message}
          retry={project}
          action={
            <Button asChild variant="outline">
              <Link to="/projects">Back to Projects</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/projects">
          <ArrowLeft aria-hidden />
          Back to Projects
        </Link>
      </Button>
      <ProjectSummary project={project.data} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ProjectFiles project={project.data} />
        </div>
        <div className="min-w-0">
          <ProjectCollaborators project={project.data} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <ProjectReleases project={project.data} />
        </div>
      </div>
    </div>
  );
}
