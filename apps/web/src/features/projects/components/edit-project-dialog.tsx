import { projectPolicy, type Project } from '@hammurabi/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm } from './project-form';

/** Edits a project's details in a dialog. */
export function EditProjectDialog({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateProject(project.id);
  const visibilityEditable = projectPolicy.canChangeVisibility(project) && !project.visibility_locked;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit project" className="max-w-2xl">
        <ProjectForm
          initial={{
            title: project.title,
            description: project.description,
            language: project.language,
            framework: project.framework ?? '',
            visibility: project.visibility,
            tags: project.tags.join(', '),
          }}
          submitLabel="Save changes"
          pendingLabel="Saving…"
          pending={update.isPending}
          visibilityEditable={visibilityEditable}
          visibilityNote={
            project.visibility_locked
              ? 'This is a fork of a private project, so it stays private while that project is private.'
              : undefined
          }
          onSubmit={({ visibility, tags, ...rest }) =>
            update.mutate(
              { ...rest, tags: tags ?? [], ...(visibilityEditable ? { visibility } : {}) },
              {
                onSuccess: () => {
                  toast({ title: 'Project updated', variant: 'success' });
                  setOpen(false);
                },
                onError: (error) =>
                  toast({ title: 'Error updating project', description: error.message, variant: 'destructive' }),
              },
            )
          }
        >
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </ProjectForm>
      </DialogContent>
    </Dialog>
  );
}
