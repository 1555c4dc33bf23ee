import { SnapshotCache } from '../../db/snapshot-cache.ts';

/** A serialised project-list page of a signed-in caller and the snapshot it was read in. */
export interface CachedPage {
  snapshot: string;
  body: string;
  total: number;
}

/** Project-list pages per (caller, query); see db/snapshot-cache.ts for why they stay exact. */
export class ProjectListCache extends SnapshotCache<CachedPage> {}

/** The cache key of one caller's list query. */
export function listCacheKey(
  userId: string,
  query: { q?: string | undefined; visibility?: string | undefined; limit: number; offset: number },
): string {
  return [userId, query.visibility ?? '', query.limit, query.offset, query.q ?? ''].join('\u0000');
}
