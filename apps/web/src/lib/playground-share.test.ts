import { describe, expect, it } from 'vitest';
import { draftShareUrl, readDraftFromHash } from './playground-share';

describe('share links for unsaved programs', () => {
  it('round-trips code, language and tests through the URL hash', () => {
    const draft = {
      language: 'python' as const,
      code: 'print(sum(int(x) for x in input().split()))\n',
      testCases: [{ id: 'a', name: 'sum', input: '1 2 3', expectedOutput: '6' }],
    };
    const url = draftShareUrl('http://example.test', draft);
    expect(url.startsWith('http://example.test/playground#code=')).toBe(true);
    expect(readDraftFromHash(new URL(url).hash)).toEqual(draft);
  });

  it('ignores hashes that are not drafts or are damaged', () => {
    expect(readDraftFromHash('#section')).toBeNull();
    expect(readDraftFromHash('#code=not-lz-data')).toBeNull();
  });
});
