import { SNIPPET_LIMITS, displayName, type SnippetSummary } from '@hammurabi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Eye, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getSnippetQueryOptions } from '../api/get-snippet';
import { copySnippet } from '../lib/snippet-actions';
import { SnippetBadges, SnippetTags } from './snippet-badges';
import { SnippetCode } from './snippet-code';
import { paths } from '@/lib/paths';

/**
 * A snippet in the library: title, description, language, category, tags, counts, the first lines
 * of the code and Copy, which reads the whole code first (a list carries only the first lines).
 */
export function SnippetCard({ snippet }: { snippet: SnippetSummary }) {
  const queryClient = useQueryClient();
  const author = displayName(snippet.author);
  const preview =
    snippet.code_lines > SNIPPET_LIMITS.previewLines ? `${snippet.code_preview}\n…` : snippet.code_preview;
  return (
    <li className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-snug font-semibold break-words">
          <Link to={paths.snippet(snippet.slug)} className="hover:text-primary hover:underline">
            {snippet.title}
          </Link>
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void copySnippet(snippet.title, () => queryClient.fetchQuery(getSnippetQueryOptions(snippet.slug)))
          }
          aria-label={`Copy ${snippet.title}`}
          className="shrink-0"
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <p className="line-clamp-3 text-sm break-words text-muted-foreground">{snippet.description}</p>
      <SnippetBadges snippet={snippet} />
      <SnippetTags tags={snippet.tags} limit />
      <SnippetCode code={preview} language={snippet.language} className="flex-1" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1" title="Views">
          <Eye className="size-3.5" aria-hidden />
          {snippet.view_count} {snippet.view_count === 1 ? 'view' : 'views'}
        </span>
        <span className="inline-flex items-center gap-1" title="Likes">
          <Heart className="size-3.5" aria-hidden />
          {snippet.like_count} {snippet.like_count === 1 ? 'like' : 'likes'}
        </span>
        <span className="min-w-0 truncate">by {author}</span>
      </div>
    </li>
  );
}
