/**
 * Serialised project-list pages of signed-in callers, each remembered with the PostgreSQL snapshot
 * (`pg_current_snapshot()`) it was read in. A request whose session check ran in the same snapshot
 * sees exactly the same data (no transaction has committed or aborted in between, in any process),
 * so the remembered page is still exact; any write anywhere makes every page miss once. Nothing
 * is invalidated by hand, so no write path can forget to.
 */
export interface CachedPage {
  snapshot: string;
  body: string;
  total: number;
}

// At most this many pages and this many bytes of JSON; the least recently used go first.
const MAX_PAGES = 1_000;
const MAX_BYTES = 16 * 1024 * 1024;

/** A bounded least-recently-used map from (caller, query) to a serialised page. */
export class ProjectListCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxPages = MAX_PAGES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** The page cached for `key` if it was read in `snapshot`; null otherwise. */
  get(key: string, snapshot: string | null): CachedPage | null {
    const page = this.pages.get(key);
    if (!page || page.snapshot !== snapshot) return null;
    // Re-inserting moves the page to the young end of the map's order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Remembers a page read in `page.snapshot`. */
  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.body.length > this.maxBytes / 4) return;
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest, old] of this.pages) {
      if (this.pages.size <= this.maxPages && this.bytes <= this.maxBytes) break;
      this.delete(oldest, old);
    }
  }

  private delete(key: string, page = this.pages.get(key)): void {
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}

/** The cache key of one caller's list query. */
export function listCacheKey(
  userId: string,
  query: { q?: string | undefined; visibility?: string | undefined; limit: number; offset: number },
): string {
  return [userId, query.visibility ?? '', query.limit, query.offset, query.q ?? ''].join('\u0000');
}
