import { retryDelayMs } from './retry-backoff';

/** Autosave fires this long after the last edit. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'retrying' | 'error' | 'conflict';
export type SaveKind = 'auto' | 'manual';

/** What a failed save means for the controller. */
export type SaveFailure<Conflict> =
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'retry'; offline: boolean; message: string }
  | { kind: 'fatal'; message: string };

export interface SaveSnapshot<Conflict> {
  status: SaveStatus;
  /** The version the next save is based on. */
  version: number;
  lastSavedAt: number | null;
  error: string | null;
  conflict: Conflict | null;
  /** Retries made since the last success. */
  attempt: number;
  /** When the next retry runs (ms since the epoch), while one is scheduled. */
  retryAt: number | null;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export interface SaveControllerOptions<Content, Conflict> {
  /** The content as last loaded from (or acknowledged by) the server, and its version. */
  saved: Content;
  version: number;
  /** The editor's current content. */
  current: () => Content;
  equals: (a: Content, b: Content) => boolean;
  /** Sends the content based on `version`; resolves with the new version. */
  save: (content: Content, version: number) => Promise<{ version: number }>;
  classify: (error: unknown) => SaveFailure<Conflict>;
  onChange: (snapshot: SaveSnapshot<Conflict>) => void;
  /** A manual save finished ("File saved successfully!" only for these). */
  onManualSaved?: () => void;
  /** A save failed in a way the user should hear about ("Error saving file"). */
  onError?: (message: string, kind: SaveKind) => void;
}

// After a failed save with one of these, flush() gives up: the user or the network must act first.
const UNSAVABLE_NOW: readonly SaveStatus[] = ['conflict', 'error', 'offline', 'retrying'];

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Keeps a file's edits safe: autosaves 2000 ms after the last change when the content differs
 * from the saved content, saves on demand, never runs two saves at once, retries with back-off
 * while the network is down, and stops at a conflict instead of overwriting someone's work.
 */
export class SaveController<Content, Conflict> {
  private readonly options: SaveControllerOptions<Content, Conflict>;
  private readonly timers: Timers;
  private readonly delay: number;
  private saved: Content;
  private snapshot: SaveSnapshot<Conflict>;
  private autosaveTimer: unknown = null;
  private retryTimer: unknown = null;
  private retryKind: SaveKind = 'auto';
  private inFlight = false;
  private request: Promise<unknown> | null = null;
  private queued: SaveKind | null = null;
  private disposed = false;

  constructor(options: SaveControllerOptions<Content, Conflict>) {
    this.options = options;
    this.timers = defaultTimers;
    this.delay = AUTOSAVE_DELAY_MS;
    this.saved = options.saved;
    this.snapshot = {
      status: 'saved',
      version: options.version,
      lastSavedAt: null,
      error: null,
      conflict: null,
      attempt: 0,
      retryAt: null,
    };
    if (this.isDirty()) this.snapshot.status = 'unsaved';
  }

  get state(): SaveSnapshot<Conflict> {
    return this.snapshot;
  }

  /** True while something typed is not yet on the server. */
  hasUnsavedWork(): boolean {
    return this.snapshot.status !== 'saved' || this.isDirty();
  }

  isDirty(): boolean {
    return !this.options.equals(this.options.current(), this.saved);
  }

  /** Call after every change of the editor's content. */
  edited(): void {
    if (this.disposed) return;
    const dirty = this.isDirty();
    const { status } = this.snapshot;
    if (status === 'conflict' || status === 'saving' || status === 'offline' || status === 'retrying') {
      // A conflict waits for the user; a running save or a scheduled retry picks up the new text.
      if (status === 'saving' && dirty) this.restartAutosave();
      return;
    }
    if (dirty) {
      this.update({ status: 'unsaved', error: status === 'error' ? this.snapshot.error : null });
      this.restartAutosave();
    } else {
      this.clearAutosave();
      this.update({ status: 'saved', error: null });
    }
  }

  /** Saves now (Save button, Ctrl/Cmd+S) or on the autosave timer. */
  async save(kind: SaveKind = 'manual'): Promise<void> {
    if (this.disposed) return;
    this.clearAutosave();
    if (this.snapshot.status === 'conflict') return;
    if (this.inFlight) {
      this.queued = kind === 'manual' || this.queued === 'manual' ? 'manual' : 'auto';
      return;
    }
    this.clearRetry();
    const content = this.options.current();
    if (this.options.equals(content, this.saved)) {
      this.update({ status: 'saved', error: null, attempt: 0, retryAt: null });
      if (kind === 'manual') this.options.onManualSaved?.();
      return;
    }
    this.inFlight = true;
    this.update({ status: 'saving', retryAt: null });
    try {
      const request = this.options.save(content, this.snapshot.version);
      this.request = request;
      const result = await request;
      if (this.disposed) return;
      this.inFlight = false;
      this.saved = content;
      const dirty = this.isDirty();
      this.update({
        status: dirty ? 'unsaved' : 'saved',
        version: result.version,
        lastSavedAt: this.timers.now(),
        error: null,
        attempt: 0,
        retryAt: null,
      });
      if (kind === 'manual') this.options.onManualSaved?.();
      this.runQueued(dirty);
    } catch (error) {
      if (this.disposed) return;
      this.inFlight = false;
      this.handleFailure(error, kind);
    }
  }

  /**
   * Saves what is unsaved now, waiting for a save already running, and resolves true once the
   * server holds the editor's text; false when it cannot (a conflict, an error, no connection).
   * For actions that work on the saved file, such as an AI review.
   */
  async flush(): Promise<boolean> {
    // Edits typed during a save queue another one; a few rounds settle any realistic typing.
    for (let round = 0; round < 5 && !this.disposed; round++) {
      if (this.inFlight && this.request) {
        // save() reacted to this request first, so its bookkeeping is done when this resumes.
        await this.request.then(
          () => undefined,
          () => undefined,
        );
        continue;
      }
      if (this.snapshot.status === 'conflict') return false;
      if (!this.isDirty()) return true;
      await this.save('auto');
      if (UNSAVABLE_NOW.includes(this.snapshot.status)) return false;
    }
    return !this.disposed && !this.inFlight && !this.isDirty();
  }

  /** The browser is back online: retry now instead of waiting out the back-off. */
  online(): void {
    if (this.retryTimer === null || this.inFlight) return;
    this.clearRetry();
    void this.save(this.retryKind);
  }

  /**
   * The editor now holds edits based on an older `version` (a restored draft). Saving sends that
   * version, so if the server moved on meanwhile the user sees a conflict rather than losing work.
   */
  rebase(version: number): void {
    this.update({ version });
    this.edited();
  }

  /**
   * Conflict resolved by keeping the user's text: it is saved on top of the server's version
   * (the user has seen the difference, so this is no silent overwrite).
   */
  keepMine(server: { content: Content; version: number }): void {
    this.saved = server.content;
    this.update({ status: 'unsaved', version: server.version, conflict: null, error: null });
    void this.save('auto');
  }

  /** Conflict resolved by taking the server's text; the caller has already put it in the editor. */
  takeTheirs(server: { content: Content; version: number }): void {
    this.saved = server.content;
    this.clearAutosave();
    this.clearRetry();
    this.update({
      status: this.isDirty() ? 'unsaved' : 'saved',
      version: server.version,
      conflict: null,
      error: null,
      attempt: 0,
    });
  }

  /** Stops every timer; later results are ignored. */
  dispose(): void {
    this.disposed = true;
    this.clearAutosave();
    this.clearRetry();
  }

  private runQueued(dirty: boolean): void {
    const queued = this.queued;
    this.queued = null;
    if (queued === 'manual' || (queued === 'auto' && dirty)) {
      void this.save(queued);
    } else if (dirty && this.autosaveTimer === null) {
      this.restartAutosave();
    }
  }

  private handleFailure(error: unknown, kind: SaveKind): void {
    const failure = this.options.classify(error);
    const queuedManual = this.queued === 'manual';
    this.queued = null;
    switch (failure.kind) {
      case 'conflict':
        this.clearAutosave();
        this.update({ status: 'conflict', conflict: failure.conflict, error: null, retryAt: null });
        return;
      case 'retry': {
        const attempt = this.snapshot.attempt + 1;
        const wait = retryDelayMs(attempt);
        this.retryKind = kind === 'manual' || queuedManual ? 'manual' : 'auto';
        this.retryTimer = this.timers.setTimeout(() => {
          this.retryTimer = null;
          void this.save(this.retryKind);
        }, wait);
        this.update({
          status: failure.offline ? 'offline' : 'retrying',
          error: failure.message,
          attempt,
          retryAt: this.timers.now() + wait,
        });
        if (kind === 'manual' && attempt === 1) this.options.onError?.(failure.message, kind);
        return;
      }
      case 'fatal':
        this.update({ status: 'error', error: failure.message, retryAt: null });
        this.options.onError?.(failure.message, kind);
        return;
    }
  }

  private restartAutosave(): void {
    this.clearAutosave();
    this.autosaveTimer = this.timers.setTimeout(() => {
      this.autosaveTimer = null;
      void this.save('auto');
    }, this.delay);
  }

  private clearAutosave(): void {
    if (this.autosaveTimer !== null) this.timers.clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private update(patch: Partial<SaveSnapshot<Conflict>>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.options.onChange(this.snapshot);
  }
}

/** The words the editor shows for each save state. */
export const SAVE_STATUS_LABELS: Record<SaveStatus, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline — will retry',
  retrying: 'Save failed — will retry',
  error: 'Not saved',
  conflict: 'Conflict',
};
