import { snippetPolicy, type SnippetAccess } from '@hammurabi/shared';
import { AppError } from '../../http/app-error.ts';

export type SnippetAction = 'canEdit' | 'canDelete';

const refusals: Record<SnippetAction, string> = {
  canEdit: 'Only the author can change this snippet.',
  canDelete: 'Only the author can delete this snippet.',
};

/** Not found for those who may not know the snippet exists. */
export function assertCanRead(
  snippet: SnippetAccess | null,
  viewerId: string | null,
): asserts snippet is SnippetAccess {
  if (!snippet || !snippetPolicy.canRead(snippet, viewerId)) throw new AppError('not_found', 'Snippet not found.');
}

/** 403 with a sentence saying who may do it, for readers who lack the right. */
export function assertAllowed(snippet: SnippetAccess, viewerId: string | null, action: SnippetAction): void {
  if (!snippetPolicy[action](snippet, viewerId)) throw new AppError('forbidden', refusals[action]);
}
