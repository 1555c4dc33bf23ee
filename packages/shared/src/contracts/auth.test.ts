import { describe, expect, it } from 'vitest';
import { displayName } from './auth.ts';
import { ProfileUpdateSchema } from './profile.ts';

describe('displayName (spec §2.6)', () => {
  it('uses the full name, else the e-mail, else "User"', () => {
    expect(displayName({ email: 'ada@example.com', user_metadata: { full_name: ' Ada Lovelace ' } })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ email: 'ada@example.com', user_metadata: { full_name: '  ' } })).toBe('ada@example.com');
    expect(displayName({ email: '', user_metadata: {} })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('ProfileUpdateSchema', () => {
  it('turns blank fields into null and keeps absent ones absent', () => {
    expect(ProfileUpdateSchema.parse({ bio: '  ', full_name: 'Ada' })).toEqual({ bio: null, full_name: 'Ada' });
  });

  it('accepts only http(s) addresses', () => {
    expect(ProfileUpdateSchema.safeParse({ avatar_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ avatar_url: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ avatar_url: 'https://example.com/a.png' }).success).toBe(true);
  });
});
