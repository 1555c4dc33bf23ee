import { describe, expect, it } from 'vitest';
import { SnapshotCache } from './snapshot-cache.ts';

describe('SnapshotCache', () => {
  it('knows whether a key has a page at all, whatever its snapshot', () => {
    const cache = new SnapshotCache(2, 1_000);
    expect(cache.has('a')).toBe(false);
    cache.set('a', { snapshot: '1:1:', body: '[]' });
    expect(cache.has('a')).toBe(true);
    expect(cache.get('a', '2:2:')).toBeNull();
    expect(cache.get('a', '1:1:')).toEqual({ snapshot: '1:1:', body: '[]' });
    // The least recently used page leaves first.
    cache.set('b', { snapshot: '1:1:', body: '[]' });
    cache.set('c', { snapshot: '1:1:', body: '[]' });
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
  });
});
