import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { testClock } from './auth-client.ts';
import { authCall } from './http.ts';
import { latestMail, linkToken } from './mail-helpers.ts';

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Sign-up must not tell by its timing whether an address has an account. Wall-clock times are
 * too noisy for a test (bench/sign-up-timing.bench.mjs measures them); instead this compares the
 * work itself: every SQL statement each path sends, in order, and the bcrypt hash each computes.
 */
describe('sign-up does the same work for new and registered addresses', () => {
  const clock = testClock();
  let server: TestApp;
  let recorded: Statement[] | null = null;

  beforeAll(async () => {
    server = await startTestApp({ auth: testAuthConfig({ confirmEmail: true, now: clock.now }) });
    // Records what the app sends through its pool (every query runs through pool.query).
    const pool = server.database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (recorded) {
        if (typeof config === 'string') recorded.push({ text: config, values: values ?? [] });
        else recorded.push({ text: config.text, values: config.values ?? values ?? [] });
      }
      return query(...args);
    };
  });
  afterAll(() => server.close());

  async function signUpWork(email: string) {
    recorded = [];
    const answer = await authCall(server, '/signup', { body: { email, password: 'a long password' } });
    const statements = recorded;
    recorded = null;
    expect(answer.status).toBe(200);
    return statements;
  }

  // Statement texts without whitespace differences; parameters differ by nature (ids, hashes).
  // The job queue's own polling (background_jobs) runs beside the request and is left out.
  const texts = (statements: Statement[]) =>
    statements
      .map((statement) => statement.text.replace(/\s+/g, ' ').trim())
      .filter((text) => !/\bbackground_jobs\b/.test(text));

  it('runs the same statements, with a fresh bcrypt hash, on every path', async () => {
    await authCall(server, '/signup', { body: { email: 'confirmed@example.com', password: 'a long password' } });
    const link = await latestMail(server, 'confirmed@example.com');
    const verified = await authCall(server, '/verify', { body: { type: 'signup', token_hash: linkToken(link) } });
    expect(verified.status).toBe(200);
    await authCall(server, '/signup', { body: { email: 'pending@example.com', password: 'a long password' } });
    // Past the mail interval, so each registered address gets its mail again.
    clock.advance(120);

    const fresh = await signUpWork('fresh@example.com');
    const registered = await signUpWork('confirmed@example.com');
    const unconfirmed = await signUpWork('pending@example.com');

    expect(texts(fresh).length).toBeGreaterThan(4);
    expect(texts(registered)).toEqual(texts(fresh));
    expect(texts(unconfirmed)).toEqual(texts(fresh));
    // The statement that stores the account carries the password's bcrypt hash on each path,
    // so the registered path hashed too (its statement then inserts nothing).
    for (const statements of [fresh, registered, unconfirmed]) {
      const insert = statements.find((statement) => /insert into auth_users/.test(statement.text));
      expect(insert?.values.some((value) => /^\$2[aby]\$\d\d\$/.test(String(value)))).toBe(true);
    }
    expect((await latestMail(server, 'confirmed@example.com')).kind).toBe('registration-attempt');
    expect((await latestMail(server, 'pending@example.com')).kind).toBe('confirmation');
  });
});
