import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateProject } from '../api/create-project';
import { ProjectForm } from '../components/project-form';
import { paths } from '@/lib/paths';

/** Create Project: on success a toast and the new project's page; on failure the form stays. */
export function NewProjectPage() {
  useDocumentTitle('New Project');
  const navigate = useNavigate();
  const creation = useCreateProject();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/projects">
          <ArrowLeft aria-hidden />
          Back to Projects
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Create New Project</h1>
      <p className="mt-1 text-muted-foreground">Give your project a name and tell others what it is about.</p>
      <Card className="mt-6">
        <ProjectForm
          submitLabel="Create Project"
          pendingLabel="Creating…"
          pending={creation.isPending}
          onSubmit={(payload) =>
            creation.mutate(payload, {
              onSuccess: (project) => {
                toast({
                  title: 'Project Created!',
                  description: `Successfully created "${project.title}".`,
                  variant: 'success',
                });
                void navigate(paths.project(project.id));
              },
              onError: (error) => {
                toast({
                  title: 'Error Creating Project',
                  description: error.message || 'An unexpected error occurred.',
                  variant: 'destructive',
                });
              },
            })
          }
        />
      </Card>
    </div>
  );
}

export default NewProjectPage;
