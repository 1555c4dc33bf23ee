import { snippetFilename, type CodeFile, type Snippet } from '@hammurabi/shared';
import { FileCode } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useCopySnippetToProject } from '../api/copy-snippet-to-project';
import { useWritableProjects } from '../api/get-writable-projects';
import { paths } from '@/lib/paths';

/** Saves a snippet as a new file in one of the caller's projects, then links to it in the editor. */
export function SaveToProjectDialog({
  snippet,
  open,
  onOpenChange,
}: {
  snippet: Snippet;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const projects = useWritableProjects(open);
  const save = useCopySnippetToProject(snippet.id);
  const [projectId, setProjectId] = useState('');
  const [filename, setFilename] = useState(() => snippetFilename(snippet.title, snippet.language));
  const [saved, setSaved] = useState<CodeFile | null>(null);

  const changeOpen = (next: boolean) => {
    if (next) {
      setSaved(null);
      setFilename(snippetFilename(snippet.title, snippet.language));
      save.reset();
    }
    onOpenChange(next);
  };

  const chosen = projectId || projects.data?.[0]?.id || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    save.mutate(
      { project_id: chosen, filename: filename.trim() },
      {
        onSuccess: (file) => {
          setSaved(file);
          toast({ title: 'Saved to project', description: `"${file.filename}" was added.`, variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'Error saving file',
            description: error.message || 'An unexpected error occurred.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent title="Save to Project" description="Add this snippet as a new file in one of your projects.">
        {saved ? (
          <div className="grid gap-4">
            <p className="text-sm">
              <strong>{saved.filename}</strong> is now in your project.
            </p>
            <Button asChild>
              <Link to={paths.projectFile(saved.project_id, saved.id)}>
                <FileCode aria-hidden />
                Open in Editor
              </Link>
            </Button>
          </div>
        ) : projects.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading your projects" />
          </div>
        ) : projects.error ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-muted-foreground">
              {projects.error.message || 'Your projects could not be loaded.'}
            </p>
            <Button variant="outline" onClick={() => void projects.refetch()}>
              Retry
            </Button>
          </div>
        ) : projects.data.length === 0 ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">You have no project you can add files to yet.</p>
            <Button asChild>
              <Link to="/projects/new">Create a Project</Link>
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-project`}>Project</Label>
              <NativeSelect id={`${id}-project`} value={chosen} onChange={(event) => setProjectId(event.target.value)}>
                {projects.data.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-filename`}>File name</Label>
              <Input id={`${id}-filename`} value={filename} onChange={(event) => setFilename(event.target.value)} />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending || !filename.trim()}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
