import { isPlaygroundLanguage, type Snippet } from '@hammurabi/shared';
import { Copy, Download, FolderInput, GitFork, Heart, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '@/components/auth/require-auth';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { draftSharePath } from '@/lib/playground-share';
import { toast } from '@/lib/toast';
import { useDeleteSnippet } from '../api/delete-snippet';
import { useForkSnippet } from '../api/fork-snippet';
import { useSetSnippetLike } from '../api/like-snippet';
import { copySnippet, downloadSnippet } from '../lib/snippet-actions';
import { SaveToProjectDialog } from './save-to-project-dialog';
import { paths } from '@/lib/paths';
import { FlagButton } from '@/components/moderation/flag-button';

function failed(title: string) {
  return (error: Error) =>
    toast({ title, description: error.message || 'An unexpected error occurred.', variant: 'destructive' });
}

/** Copy and Download for everyone; Save, Like and Fork when signed in; Edit and Delete for the author. */
export function SnippetActions({
  snippet,
  signedIn,
  canEdit,
  onEdit,
  onDeleted,
}: {
  snippet: Snippet;
  signedIn: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const like = useSetSnippetLike(snippet);
  const fork = useForkSnippet();
  const remove = useDeleteSnippet();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const loginState: LoginRedirectState = { from: location.pathname };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void copySnippet(snippet.title, snippet.code)}>
        <Copy aria-hidden />
        Copy
      </Button>
      <Button variant="outline" onClick={() => downloadSnippet(snippet)}>
        <Download aria-hidden />
        Download
      </Button>
      {isPlaygroundLanguage(snippet.language) ? (
        <Button variant="outline" asChild>
          <Link to={draftSharePath({ language: snippet.language, code: snippet.code, testCases: [] })}>
            <Play aria-hidden />
            Open in Playground
          </Link>
        </Button>
      ) : null}
      {signedIn ? (
        <>
          <Button variant="outline" onClick={() => setSaving(true)}>
            <FolderInput aria-hidden />
            Save to Project
          </Button>
          <Button
            variant="outline"
            aria-pressed={snippet.liked}
            disabled={like.isPending}
            onClick={() => like.mutate(!snippet.liked, { onError: failed('Error') })}
          >
            <Heart aria-hidden className={cn(snippet.liked && 'fill-current text-destructive')} />
            {snippet.liked ? 'Liked' : 'Like'}
          </Button>
          <Button
            variant="outline"
            disabled={fork.isPending}
            onClick={() =>
              fork.mutate(snippet.id, {
                onSuccess: (copy) => {
                  toast({
                    title: 'Snippet forked',
                    description: 'Your private copy is ready to edit.',
                    variant: 'success',
                  });
                  void navigate(paths.snippet(copy.slug));
                },
                onError: failed('Error'),
              })
            }
          >
            <GitFork aria-hidden />
            Fork
          </Button>
        </>
      ) : (
        <Button variant="link" asChild>
          <Link to="/login" state={loginState}>
            Sign in to like, fork or save it
          </Link>
        </Button>
      )}
      {signedIn && !canEdit && snippet.visibility === 'public' ? (
        <FlagButton targetType="snippet" targetId={snippet.id} />
      ) : null}
      {canEdit ? (
        <>
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this snippet?"
            description={`"${snippet.title}" will be removed for everyone. This cannot be undone.`}
            confirmLabel="Delete Snippet"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(snippet.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: 'Snippet deleted', description: `"${snippet.title}" was removed.` });
                  onDeleted();
                },
                onError: failed('Error'),
              })
            }
          />
        </>
      ) : null}
      {signedIn ? <SaveToProjectDialog snippet={snippet} open={saving} onOpenChange={setSaving} /> : null}
    </div>
  );
}
