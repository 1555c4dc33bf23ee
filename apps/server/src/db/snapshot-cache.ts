import type { DbExecutor } from './client.ts';
import { currentSnapshot } from './repository.ts';

/**
 * A serialised answer remembered with the PostgreSQL snapshot (`pg_current_snapshot()`) it was
 * read in. A request made in the same snapshot sees exactly the same data (no transaction of any
 * process has committed or aborted in between), so the remembered answer is still exact; any
 * write anywhere makes every answer miss once. Nothing is invalidated by hand, so no write path
 * can forget to.
 */
export interface SnapshotPage {
  snapshot: string;
  body: string;
}

// At most this many pages and this many bytes of JSON; the least recently used go first.
const MAX_PAGES = 1_000;
const MAX_BYTES = 16 * 1024 * 1024;

/** A bounded least-recently-used map from a key to a serialised page and its snapshot. */
export class SnapshotCache<Page extends SnapshotPage = SnapshotPage> {
  private readonly pages = new Map<string, Page>();
  private bytes = 0;

  constructor(
    private readonly maxPages = MAX_PAGES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** The page cached for `key` if it was read in `snapshot`; null otherwise. */
  get(key: string, snapshot: string | null): Page | null {
    const page = this.pages.get(key);
    if (!page || page.snapshot !== snapshot) return null;
    // Re-inserting moves the page to the young end of the map's order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Whether a page is remembered for `key`, whatever its snapshot: without one, no snapshot is needed to know it misses. */
  has(key: string): boolean {
    return this.pages.has(key);
  }

  /**
   * The page for `key` if it is still exact: read in the request's `snapshot`, or, for a request
   * without one, in the snapshot a statement would read now. A key never stored misses without a
   * snapshot read, so a query nobody asked before costs one statement, not two.
   */
  async lookup(db: DbExecutor, key: string, snapshot: string | null): Promise<Page | null> {
    if (!this.has(key)) return null;
    return this.get(key, snapshot ?? (await currentSnapshot(db)));
  }

  /** Remembers a page read in `page.snapshot`. */
  set(key: string, page: Page): void {
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
