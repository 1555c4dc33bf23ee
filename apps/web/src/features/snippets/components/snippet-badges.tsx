import { SNIPPET_CATEGORIES, SNIPPET_LANGUAGES, visibleTags, type Snippet } from '@hammurabi/shared';
import { Code2, Folder, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';

/** Language, category and (when private) a lock, as badges. */
export function SnippetBadges({ snippet }: { snippet: Pick<Snippet, 'language' | 'category' | 'visibility'> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary">
        <Code2 aria-hidden />
        {SNIPPET_LANGUAGES[snippet.language]}
      </Badge>
      <Badge variant="outline">
        <Folder aria-hidden />
        {SNIPPET_CATEGORIES[snippet.category]}
      </Badge>
      {snippet.visibility === 'private' ? (
        <Badge variant="warning">
          <Lock aria-hidden />
          Private
        </Badge>
      ) : null}
    </div>
  );
}

/** Tags as links that filter the library; with `limit`, the first three and then "+N more". */
export function SnippetTags({ tags, limit = false }: { tags: string[]; limit?: boolean }) {
  if (tags.length === 0) return null;
  const { shown, more } = limit ? visibleTags(tags) : { shown: tags, more: 0 };
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.snippetsTagged(tag)}
            className="rounded-full bg-muted px-2 py-0.5 text-xs text-foreground hover:bg-primary/15"
          >
            #{tag}
          </Link>
        </li>
      ))}
      {more > 0 ? <li className="text-xs text-muted-foreground">+{more} more</li> : null}
    </ul>
  );
}
