import { ArrowLeft, FolderX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown for an unknown project id, or one the user may not see. */
export function ProjectNotFound({ projectId }: { projectId: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-labelledby="pnf-title">
      <FolderX className="size-12 text-muted-foreground" aria-hidden />
      <h1 id="pnf-title" className="mt-6 text-3xl font-bold tracking-tight">
        Project Not Found
      </h1>
      <p className="mt-3 break-words text-muted-foreground">The project with ID "{projectId}" could not be found.</p>
      <Button asChild className="mt-8">
        <Link to="/projects">
          <ArrowLeft aria-hidden />
          Back to Projects
        </Link>
      </Button>
    </section>
  );
}
