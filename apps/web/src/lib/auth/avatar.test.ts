import { describe, expect, it } from 'vitest';
import { avatarFor, identiconDataUri } from './avatar';

describe('identicon avatars', () => {
  it('is a local SVG data: URI, the same for the same id and different for another', () => {
    const first = identiconDataUri('11111111-1111-1111-1111-111111111111');
    expect(first.startsWith('data:image/svg+xml;utf8,%3Csvg')).toBe(true);
    expect(identiconDataUri('11111111-1111-1111-1111-111111111111')).toBe(first);
    expect(identiconDataUri('22222222-2222-2222-2222-222222222222')).not.toBe(first);
  });

  it('prefers the avatar the user set', () => {
    expect(avatarFor({ id: 'x', avatarUrl: 'https://example.com/a.png' })).toBe('https://example.com/a.png');
    expect(avatarFor({ id: 'x', avatarUrl: null })).toBe(identiconDataUri('x'));
  });
});
