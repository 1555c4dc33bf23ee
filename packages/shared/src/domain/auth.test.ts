import { describe, expect, it } from 'vitest';
import { displayName, FORMER_MEMBER, isPublicConfig } from './auth.ts';

describe('displayName', () => {
  it('takes the full name, else the username, else the e-mail before "@" of a signed-in user', () => {
    expect(
      displayName({ email: 'ada@example.com', user_metadata: { full_name: ' Ada Lovelace ', username: 'ada' } }),
    ).toBe('Ada Lovelace');
    expect(displayName({ email: 'ada@example.com', user_metadata: { full_name: '  ', username: 'ada_l' } })).toBe(
      'ada_l',
    );
    expect(displayName({ email: 'ada.king@example.com', user_metadata: {} })).toBe('ada.king');
  });

  it('applies the same rule to a user summary, and says "Former member" only for a deleted account', () => {
    const summary = { username: null, full_name: null, email_name: 'grace' };
    expect(displayName({ ...summary, full_name: 'Grace Hopper', username: 'grace_h' })).toBe('Grace Hopper');
    expect(displayName({ ...summary, username: 'grace_h' })).toBe('grace_h');
    expect(displayName(summary)).toBe('grace');
    expect(displayName(null)).toBe(FORMER_MEMBER);
    expect(FORMER_MEMBER).toBe('Former member');
  });
});

describe('isPublicConfig', () => {
  it('accepts the shape of GET /api/config and refuses anything else', () => {
    expect(isPublicConfig({ auth_url: '/auth/v1', anon_key: 'key', providers: [] })).toBe(true);
    expect(
      isPublicConfig({ auth_url: '/auth/v1', anon_key: 'key', providers: [{ id: 'github', name: 'GitHub' }] }),
    ).toBe(true);
    expect(isPublicConfig({ auth_url: '/auth/v1', anon_key: 'key' })).toBe(false);
    expect(isPublicConfig({ auth_url: '/auth/v1' })).toBe(false);
    expect(isPublicConfig({ auth_url: 1, anon_key: 'key' })).toBe(false);
    expect(isPublicConfig(null)).toBe(false);
    expect(isPublicConfig('config')).toBe(false);
  });
});
