import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

describe('POST /api/newsletter', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const subscriberCount = async (email: string) => {
    const result = await server.database.db.execute(
      sql`select count(*)::int as count from newsletter_subscriptions where email = ${email}`,
    );
    return (result.rows[0] as { count: number }).count;
  };

  it('stores a new address, lower-cased and trimmed', async () => {
    const response = await server.request('/api/newsletter', { method: 'POST', body: { email: '  Ada@Example.COM ' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'ada@example.com', subscribed: true });
    expect(await subscriberCount('ada@example.com')).toBe(1);
  });

  it('is idempotent and case-insensitive', async () => {
    for (const email of ['grace@example.com', 'GRACE@example.com', 'grace@EXAMPLE.com']) {
      const response = await server.request('/api/newsletter', { method: 'POST', body: { email } });
      expect(response.status).toBe(200);
    }
    expect(await subscriberCount('grace@example.com')).toBe(1);
  });

  it.each([
    ['not an address', { email: 'not-an-email' }, 'email: Please enter a valid email address.'],
    ['an empty address', { email: '   ' }, 'email: Please enter a valid email address.'],
    ['a missing address', {}, 'email: Please enter a valid email address.'],
  ])('refuses %s with 422', async (_case, body, detail) => {
    const response = await server.request('/api/newsletter', { method: 'POST', body });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail });
  });

  it('refuses unknown fields with 422', async () => {
    const response = await server.request('/api/newsletter', {
      method: 'POST',
      body: { email: 'x@example.com', admin: true },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain('admin');
    expect(await subscriberCount('x@example.com')).toBe(0);
  });

  it('throttles a flood from one address with 429 and a readable detail', async () => {
    const statuses: number[] = [];
    let lastBody: unknown;
    for (let attempt = 0; attempt < 25; attempt++) {
      const response = await server.request('/api/newsletter', {
        method: 'POST',
        body: { email: `flood${attempt}@example.com` },
      });
      statuses.push(response.status);
      lastBody = await response.json();
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((lastBody as { detail: string }).detail).toMatch(/^Too many requests\. Please wait \d+ seconds/);
  });
});
