import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase } from '../test/harness.ts';
import { RateLimiter } from './rate-limiter.ts';
import { windowSeconds } from './route-rate-limits.ts';

describe('the shared rate limiter', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  // Two pools and two limiters on one database: what two server processes have.
  let first: Database;
  let second: Database;
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    first = openDatabase(testDatabase.url, { max: 5 });
    second = openDatabase(testDatabase.url, { max: 5 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await testDatabase.drop();
  });

  it('holds one limit across limiters, counting concurrent requests exactly', async () => {
    const a = new RateLimiter(first.db, now);
    const b = new RateLimiter(second.db, now);
    const limit = { max: 10, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? a : b).consume('test', 'shared-key', limit)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    const refused = results.find((result) => !result.allowed);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(50);
    // Another key and another bucket count on their own.
    expect(await a.consume('test', 'other-key', limit)).toEqual({ allowed: true });
    expect(await b.consume('other-bucket', 'shared-key', limit)).toEqual({ allowed: true });
    a.close();
    b.close();
  });

  it('starts a new window once the old one has ended, and sweeps ended windows', async () => {
    const limiter = new RateLimiter(first.db, now);
    const limit = { max: 1, windowSeconds: 30 };
    expect(await limiter.consume('window', 'k', limit)).toEqual({ allowed: true });
    expect(await limiter.consume('window', 'k', limit)).toMatchObject({ allowed: false });
    offsetMs += 31_000;
    expect(await limiter.consume('window', 'k', limit)).toEqual({ allowed: true });
    offsetMs += 31_000;
    await limiter.sweep();
    const left = await first.pool.query(`select count(*)::int as n from rate_limit_counters where key = 'window:k'`);
    expect(left.rows[0]).toEqual({ n: 0 });
    limiter.close();
  });

  it('reads route windows in milliseconds or words', () => {
    expect(windowSeconds('1 minute')).toBe(60);
    expect(windowSeconds('15 minutes')).toBe(900);
    expect(windowSeconds(900_000)).toBe(900);
    expect(() => windowSeconds('soon')).toThrow(/Unreadable/);
  });
});
