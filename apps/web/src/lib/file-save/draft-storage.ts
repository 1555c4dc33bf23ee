/** Unsaved edits kept on this device so a crash, a closed tab or a reload loses nothing. */
export interface FileDraft {
  content: string;
  /** The file version the edits were based on; saving a restored draft sends it, so a newer server version conflicts instead of being overwritten. */
  baseVersion: number;
  /** When the draft was written (ms since the epoch). */
  updatedAt: number;
}

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyPrefix = 'hammurabi:draft:v1:';

/** The storage key of a file's draft. */
export function draftKey(fileId: string): string {
  return `${keyPrefix}${fileId}`;
}

function isDraft(value: unknown): value is FileDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.content === 'string' &&
    typeof draft.baseVersion === 'number' &&
    Number.isInteger(draft.baseVersion) &&
    typeof draft.updatedAt === 'number'
  );
}

/** Reads a file's draft; broken or foreign values count as none. */
export function loadDraft(store: DraftStore, fileId: string): FileDraft | null {
  try {
    const raw = store.getItem(draftKey(fileId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes a file's draft; returns false when storage is full or unavailable (private mode, quota). */
export function saveDraft(store: DraftStore, fileId: string, draft: FileDraft): boolean {
  try {
    store.setItem(draftKey(fileId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a file's draft. */
export function clearDraft(store: DraftStore, fileId: string): void {
  try {
    store.removeItem(draftKey(fileId));
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}

/** A draft is worth offering only when it holds something the server does not have. */
export function draftWorthOffering(draft: FileDraft | null, serverContent: string): draft is FileDraft {
  return draft !== null && draft.content !== serverContent;
}
