import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { serializeError } from './log-errors.ts';

describe('errors as logged', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected the query to fail');
  }

  it('keeps the SQL of a failed query but never its parameter values', async () => {
    const error = await failure(() =>
      server.database.db.execute(sql`select ${'hunter2-secret'}::int as value, ${'other-secret'}::text`),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('select $1::int as value, $2::text');
    expect(logged).toContain('22P02'); // the PostgreSQL error code stays
    expect(logged).not.toContain('hunter2-secret');
    expect(logged).not.toContain('other-secret');
  });

  it('leaves ordinary errors readable', () => {
    const logged = serializeError(new TypeError('broken thing'));
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('broken thing');
    expect(logged.stack).toContain('log-errors.test.ts');
  });
});
