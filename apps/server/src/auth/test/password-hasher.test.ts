import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../password-hasher.ts';

describe('the password hasher (worker threads)', () => {
  const hasher = createPasswordHasher(5);
  afterAll(() => hasher.close());

  it('hashes at its cost and verifies only the right password', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$2[aby]\$05\$.{53}$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('wrong horse', hash)).toBe(false);
  });

  it('answers false for an account without a hash, after the same bcrypt work', async () => {
    expect(await hasher.verify('anything', undefined)).toBe(false);
  });

  it('runs many hashes at once, each salted on its own', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, () => hasher.hash('same password')));
    expect(new Set(hashes).size).toBe(6);
    const checks = await Promise.all(hashes.map((hash) => hasher.verify('same password', hash)));
    expect(checks).toEqual([true, true, true, true, true, true]);
  });

  it('answers false for a stored value that is not a bcrypt hash', async () => {
    expect(await hasher.verify('not a hash', 'not a hash')).toBe(false);
  });
});
