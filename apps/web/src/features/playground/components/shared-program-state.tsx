import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';

/**
 * How opening a program's short link goes: a line while it loads, or what failed with Retry (none
 * for a link that leads nowhere). Nothing once the program is in the editor.
 */
export function SharedProgramState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="[&_svg]:size-4" label="Loading the shared program" />
        Opening the shared program…
      </p>
    );
  }
  if (!query.error) return null;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <ErrorPanel
      title={missing ? 'Program not found' : 'Could not open the program'}
      message={
        missing
          ? 'No saved program has this link: it may have been deleted. The editor below is yours to use.'
          : query.error.message
      }
      retry={missing ? undefined : query}
    />
  );
}
