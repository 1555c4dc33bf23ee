import { createHash } from 'node:crypto';
import {
  buildSnippetSlug,
  isUuid,
  snippetFilename,
  snippetPolicy,
  type CodeFile,
  type Snippet,
  type SnippetCopyToProject,
  type SnippetCreateParsed,
  type SnippetLikeState,
  type SnippetListQueryParsed,
  type SnippetUpdateParsed,
} from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { SnapshotCache, type SnapshotPage } from '../../db/snapshot-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { createFile } from '../files/service.ts';
import { toSnippet } from './mapper.ts';
import { assertAllowed, assertCanRead } from './policy.ts';
import { parseSnippetSearch } from './search-text.ts';
import * as repository from './repository.ts';

/** Passages of snippets for the assistant's retrieval (decision 083), read by this module. */
export { snippetPassages } from './repository-passages.ts';

/** Who is looking: a signed-in user, or a visitor known only by a hash of address and browser. */
export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string;
}

async function loadReadable(db: Db, idOrSlug: string, viewerId: string | null): Promise<repository.SnippetRecord> {
  const key = isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  const record = await repository.findSnippet(db, key, viewerId);
  assertCanRead(record, viewerId);
  return record;
}

async function present(db: Db, id: string, viewerId: string | null): Promise<Snippet> {
  return toSnippet(await loadReadable(db, id, viewerId));
}

/** A page of snippets serialised as JSON, with the number of matches. */
export interface SnippetListPage extends SnapshotPage {
  total: number;
}

/** Snippet-list pages per (caller, query): private snippets and likes differ per caller. */
export class SnippetListCache extends SnapshotCache<SnippetListPage> {}

function listCacheKey(viewerId: string | null, query: SnippetListQueryParsed): string {
  const { q, language, category, tag, mine, sort, limit, offset } = query;
  return [
    viewerId ?? '',
    q ?? '',
    language ?? '',
    category ?? '',
    tag ?? '',
    mine ?? '',
    sort ?? '',
    limit,
    offset,
  ].join('\u0000');
}

/**
 * Public snippets for everyone, plus the caller's private ones; `mine` narrows to the caller's own.
 * A page read in the same database snapshot as this request's (`snapshot`, or one read now) is
 * answered from `cache`: equal snapshots see equal data.
 */
export async function listSnippets(
  db: Db,
  viewerId: string | null,
  query: SnippetListQueryParsed,
  cache: SnippetListCache,
  snapshot: string | null,
): Promise<SnippetListPage> {
  if (query.mine && !viewerId) throw new AppError('unauthenticated', 'User not authenticated');
  const key = listCacheKey(viewerId, query);
  const cached = await cache.lookup(db, key, snapshot);
  if (cached) return cached;
  const { words, columnTerms } = parseSnippetSearch(query.q);
  const page = await repository.listSnippets(db, {
    viewerId,
    mine: query.mine ?? false,
    words,
    columnTerms,
    language: query.language,
    category: query.category,
    tag: query.tag,
    sort: query.sort ?? (words.length > 0 || columnTerms.length > 0 ? 'relevance' : 'newest'),
    limit: query.limit,
    offset: query.offset,
  });
  cache.set(key, page);
  return page;
}

/** One snippet by id or slug; the view counts once per user or visitor per day. */
export async function getSnippet(db: Db, idOrSlug: string, viewer: Viewer): Promise<Snippet> {
  const record = await loadReadable(db, idOrSlug, viewer.userId);
  const viewerKey = viewer.userId
    ? `user:${viewer.userId}`
    : `visitor:${createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url').slice(0, 22)}`;
  record.view_count = await repository.recordView(db, record.id, viewerKey);
  return toSnippet(record);
}

/** Adds a snippet; its slug is made from the language, the title and the creation time. */
export async function createSnippet(
  db: Db,
  userId: string,
  input: SnippetCreateParsed & { forkedFromId?: string },
): Promise<Snippet> {
  const createdAt = new Date();
  const slug = buildSnippetSlug(input.language, input.title, createdAt.getTime());
  const id = await repository.insertSnippet(db, userId, input, slug, createdAt);
  return present(db, id, userId);
}

/** The author changes any field; the slug stays so shared links keep working. */
export async function updateSnippet(
  db: Db,
  snippetId: string,
  userId: string,
  changes: SnippetUpdateParsed,
): Promise<Snippet> {
  const record = await loadReadable(db, snippetId, userId);
  assertAllowed(record, userId, 'canEdit');
  await repository.updateSnippet(db, record.id, changes);
  return present(db, record.id, userId);
}

export async function deleteSnippet(db: Db, snippetId: string, userId: string): Promise<void> {
  const record = await loadReadable(db, snippetId, userId);
  assertAllowed(record, userId, 'canDelete');
  await repository.deleteSnippet(db, record.id);
}

/** Likes or unlikes a snippet the caller can read; repeating either changes nothing. */
export async function setLike(db: Db, snippetId: string, userId: string, liked: boolean): Promise<SnippetLikeState> {
  const record = await loadReadable(db, snippetId, userId);
  return repository.setLike(db, record.id, userId, liked);
}

/** Copies a readable snippet into a new private snippet of the caller's, remembering its source. */
export async function forkSnippet(db: Db, snippetId: string, userId: string, title?: string): Promise<Snippet> {
  const source = await loadReadable(db, snippetId, userId);
  return createSnippet(db, userId, {
    title: title ?? source.title,
    description: source.description,
    code: source.code,
    language: source.language,
    category: source.category,
    tags: source.tags,
    visibility: 'private',
    forkedFromId: source.id,
  });
}

/**
 * Saves a readable snippet as a new file in a project. The files service decides whether the
 * caller may write there (404 for projects hidden from them, 403 for viewers) and refuses a
 * name that is taken.
 */
export async function copyToProject(
  db: Db,
  snippetId: string,
  userId: string,
  input: SnippetCopyToProject,
): Promise<CodeFile> {
  const snippet = await loadReadable(db, snippetId, userId);
  if (!snippetPolicy.canUse(snippet, userId)) throw new AppError('not_found', 'Snippet not found.');
  return createFile(db, input.project_id, userId, {
    filename: input.filename ?? snippetFilename(snippet.title, snippet.language),
    content: snippet.code,
    language: snippet.language,
  });
}
