import { COLLABORATOR_ROLES, type CollaboratorRole, displayName, type Project, projectPolicy } from '@hammurabi/shared';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useAddCollaborator } from '../api/add-collaborator';
import { useCollaborators } from '../api/get-collaborators';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import { useUpdateCollaborator } from '../api/update-collaborator';

const roleLabels: Record<CollaboratorRole, string> = { editor: 'Editor', viewer: 'Viewer' };

/** Who works on the project; the owner adds people by username, changes roles and removes them. */
export function ProjectCollaborators({ project }: { project: Project }) {
  const id = useId();
  const manage = projectPolicy.canManageCollaborators(project);
  // Only members may read the list; everyone else sees the owner alone.
  const collaborators = useCollaborators(project.id, projectPolicy.canSeeCollaborators(project));
  const add = useAddCollaborator(project.id);
  const update = useUpdateCollaborator(project.id);
  const remove = useRemoveCollaborator(project.id);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('editor');
  const ownerName = displayName(project.owner);

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) return;
    add.mutate(
      { username: name, role },
      {
        onSuccess: () => {
          setUsername('');
          toast({ title: 'Collaborator added', description: `@${name} is now a ${role}.`, variant: 'success' });
        },
        onError: (error) =>
          toast({ title: 'Error adding collaborator', description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card className="p-0">
      <div className="flex items-center gap-2 border-b border-border px-5 py-4">
        <Users className="size-5 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">Collaborators</h2>
      </div>
      <ul className="divide-y divide-border" aria-label="Collaborators">
        <li className="flex items-center justify-between gap-3 px-5 py-3">
          <span className="truncate text-sm font-medium">{ownerName}</span>
          <Badge>Owner</Badge>
        </li>
        {project.role === null ? null : collaborators.isPending ? (
          <li className="flex justify-center py-4">
            <Spinner label="Loading collaborators" />
          </li>
        ) : collaborators.error ? (
          <li role="alert" className="px-5 py-3 text-sm text-destructive">
            {collaborators.error.message}{' '}
            <RetryButton onRetry={collaborators.refetch} busy={collaborators.isFetching} />
          </li>
        ) : (
          collaborators.data.map((person) => {
            const name = displayName(person.user);
            return (
              <li key={person.user.id} className="flex items-center gap-2 px-5 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{name}</p>
                  {person.user.username ? (
                    <p className="truncate text-xs text-muted-foreground">@{person.user.username}</p>
                  ) : null}
                </div>
                {manage ? (
                  <>
                    <NativeSelect
                      aria-label={`Role of ${name}`}
                      value={person.role}
                      className="w-28"
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate(
                          { userId: person.user.id, role: event.target.value as CollaboratorRole },
                          {
                            onError: (error) =>
                              toast({
                                title: 'Error changing role',
                                description: error.message,
                                variant: 'destructive',
                              }),
                          },
                        )
                      }
                    >
                      {(Object.keys(COLLABORATOR_ROLES) as CollaboratorRole[]).map((value) => (
                        <option key={value} value={value}>
                          {roleLabels[value]}
                        </option>
                      ))}
                    </NativeSelect>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive"
                      aria-label={`Remove ${name}`}
                      title="Remove"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(person.user.id, {
                          onError: (error) =>
                            toast({
                              title: 'Error removing collaborator',
                              description: error.message,
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      <UserMinus aria-hidden />
                    </Button>
                  </>
                ) : (
                  <Badge variant="outline">{roleLabels[person.role]}</Badge>
                )}
              </li>
            );
          })
        )}
      </ul>
      {manage ? (
        <form onSubmit={onAdd} className="grid gap-3 border-t border-border px-5 py-4">
          <Label htmlFor={`${id}-username`}>Add by username</Label>
          <Input
            id={`${id}-username`}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder="username"
            autoComplete="off"
          />
          <div className="flex gap-2">
            <NativeSelect
              aria-label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as CollaboratorRole)}
              className="flex-1"
            >
              {(Object.keys(COLLABORATOR_ROLES) as CollaboratorRole[]).map((value) => (
                <option key={value} value={value}>
                  {roleLabels[value]}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" disabled={add.isPending || !username.trim()}>
              <UserPlus aria-hidden />
              Add
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">Editors can change files; viewers can only read them.</p>
        </form>
      ) : null}
    </Card>
  );
}
