import { formatRelativeTime } from '@hammurabi/shared';
import { Card } from '@/components/ui/card';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { usePathSuggestions } from '../api/get-path-suggestions';

/** For staff: the newest Suggest a Path entries. */
export function PathSuggestionsPanel() {
  const suggestions = usePathSuggestions(true);
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-lg font-semibold">Path suggestions</h2>
      {suggestions.isPending ? (
        <Spinner label="Loading suggestions" />
      ) : suggestions.error ? (
        <p className="text-sm text-muted-foreground">
          Suggestions could not be loaded. <RetryButton onRetry={suggestions.refetch} busy={suggestions.isFetching} />
        </p>
      ) : suggestions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No suggestions yet.</p>
      ) : (
        <ul className="grid gap-3">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.id} className="grid gap-1 border-b border-border pb-3 last:border-0 last:pb-0">
              <p className="font-medium">{suggestion.title}</p>
              <p className="text-sm whitespace-pre-line text-muted-foreground">{suggestion.description}</p>
              <p className="text-xs text-muted-foreground">
                {suggestion.author_email} · {formatRelativeTime(suggestion.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
