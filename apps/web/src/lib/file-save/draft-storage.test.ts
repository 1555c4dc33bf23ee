import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, draftWorthOffering, loadDraft, saveDraft } from './draft-storage';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('draft storage', () => {
  it('round-trips a draft and forgets it', () => {
    const store = memoryStore();
    const draft = { content: 'let x = 1;', baseVersion: 3, updatedAt: 1700000000000 };
    expect(saveDraft(store, 'f1', draft)).toBe(true);
    expect(loadDraft(store, 'f1')).toEqual(draft);
    clearDraft(store, 'f1');
    expect(loadDraft(store, 'f1')).toBeNull();
  });

  it('ignores broken or foreign values', () => {
    const store = memoryStore();
    store.setItem(draftKey('a'), '{not json');
    store.setItem(draftKey('b'), JSON.stringify({ content: 1, baseVersion: 'x' }));
    expect(loadDraft(store, 'a')).toBeNull();
    expect(loadDraft(store, 'b')).toBeNull();
  });

  it('reports a full or unavailable storage instead of throwing', () => {
    const store = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(saveDraft(store, 'f', { content: '', baseVersion: 1, updatedAt: 0 })).toBe(false);
    expect(loadDraft(store, 'f')).toBeNull();
    expect(() => clearDraft(store, 'f')).not.toThrow();
  });

  it('offers a draft only when it differs from the server', () => {
    const draft = { content: 'mine', baseVersion: 1, updatedAt: 0 };
    expect(draftWorthOffering(draft, 'mine')).toBe(false);
    expect(draftWorthOffering(draft, 'server')).toBe(true);
    expect(draftWorthOffering(null, 'server')).toBe(false);
  });
});
