import { displayName, formatRelativeTime, type Snippet, snippetPolicy } from '@hammurabi/shared';
import { ArrowLeft, Clock, Eye, Heart, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSnippet } from '../api/get-snippet';
import { useUpdateSnippet } from '../api/update-snippet';
import { SnippetActions } from '../components/snippet-actions';
import { SnippetBadges, SnippetTags } from '../components/snippet-badges';
import { SnippetCode } from '../components/snippet-code';
import { SnippetFormDialog, type SnippetFormOutput } from '../components/snippet-form-dialog';
import { paths } from '@/lib/paths';

function BackLink() {
  return (
    <Link to="/snippets" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden />
      All snippets
    </Link>
  );
}

/** /snippets/{slug}: the whole snippet with its actions. */
export function SnippetPage() {
  const { slug = '' } = useParams();
  const snippet = useSnippet(slug);
  useDocumentTitle(snippet.data?.title ?? 'Code Snippet');

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink />
      <div className="mt-4">
        {snippet.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner label="Loading snippet" />
          </div>
        ) : snippet.error ? (
          snippet.error instanceof ApiError && snippet.error.status === 404 ? (
            <EmptyState icon={<SearchX aria-hidden />} title="Snippet not found">
              It may have been deleted or made private.
            </EmptyState>
          ) : (
            <ErrorPanel
              title="Error fetching snippet"
              message={snippet.error.message || 'An unexpected error occurred.'}
              action={
                <Button variant="outline" onClick={() => void snippet.refetch()}>
                  Retry
                </Button>
              }
            />
          )
        ) : (
          <SnippetDetail snippet={snippet.data} />
        )}
      </div>
    </div>
  );
}

function SnippetDetail({ snippet }: { snippet: Snippet }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const update = useUpdateSnippet(snippet);
  const access = { ownerId: snippet.author?.id ?? null, visibility: snippet.visibility };
  const author = displayName(snippet.author);

  const save = (values: SnippetFormOutput) =>
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: 'Snippet updated', description: 'Your changes are saved.', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: error.message || 'An unexpected error occurred.',
          variant: 'destructive',
        }),
    });

  return (
    <article className="grid gap-5">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words">{snippet.title}</h1>
        <SnippetBadges snippet={snippet} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>by {author}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {formatRelativeTime(snippet.created_at)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden />
            {snippet.view_count} {snippet.view_count === 1 ? 'view' : 'views'}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="like-count">
            <Heart className="size-4" aria-hidden />
            {snippet.like_count} {snippet.like_count === 1 ? 'like' : 'likes'}
          </span>
          {snippet.forked_from ? (
            <span>
              Forked from{' '}
              <Link to={paths.snippet(snippet.forked_from.slug)} className="text-primary underline">
                {snippet.forked_from.title}
              </Link>
            </span>
          ) : null}
        </div>
        <SnippetTags tags={snippet.tags} />
      </header>
      <p className="break-words whitespace-pre-line">{snippet.description}</p>
      <SnippetActions
        snippet={snippet}
        signedIn={user !== null}
        canEdit={snippetPolicy.canEdit(access, user?.id ?? null)}
        onEdit={() => setEditing(true)}
        onDeleted={() => void navigate('/snippets', { replace: true })}
      />
      <SnippetCode code={snippet.code} language={snippet.language} />
      {user ? (
        <SnippetFormDialog
          open={editing}
          onOpenChange={setEditing}
          snippet={snippet}
          pending={update.isPending}
          onSubmit={save}
        />
      ) : null}
    </article>
  );
}

export default SnippetPage;
