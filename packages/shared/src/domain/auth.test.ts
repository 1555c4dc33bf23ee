import { describe, expect, it } from 'vitest';
import { displayName, isPublicConfig } from './auth.ts';

describe('displayName', () => {
  it('uses the full name, else the e-mail, else "User"', () => {
    expect(displayName({ email: 'ada@example.com', user_metadata: { full_name: ' Ada Lovelace ' } })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ email: 'ada@example.com', user_metadata: { full_name: '  ' } })).toBe('ada@example.com');
    expect(displayName({ email: '', user_metadata: {} })).toBe('User');
    expect(displayName(null)).toBe('User');
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
