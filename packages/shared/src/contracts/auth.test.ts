import { describe, expect, it } from 'vitest';
import { ProfileUpdateSchema } from './profile.ts';

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
