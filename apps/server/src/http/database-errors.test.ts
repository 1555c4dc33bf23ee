import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.ts';
import { translateDatabaseError } from './database-errors.ts';

describe('database errors', () => {
  it('maps integrity violations to client errors, by constraint first, through a Drizzle wrapper', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    expect(translateDatabaseError(wrapped({ code: '23505', constraint: 'profiles_username_lower_key' }))).toMatchObject(
      {
        status: 422,
        message: 'username: This username is already taken.',
      },
    );
    expect(translateDatabaseError({ code: '23505', constraint: 'some_other_key' })).toMatchObject({ status: 409 });
    expect(translateDatabaseError(wrapped({ code: '23503' }))).toMatchObject({ status: 409 });
    expect(translateDatabaseError({ code: '23514' })).toMatchObject({ status: 422 });
    expect(translateDatabaseError({ code: '57014' })).toBeUndefined();
    expect(translateDatabaseError(new Error('plain'))).toBeUndefined();
  });

  it('answers a real unique violation that reaches the error handler with 409 and a detail', async () => {
    const test = await startTestApp({}, (app) => {
      app.get('/api/test-duplicate', async () => {
        await app.database.pool.query('create temporary table t (id int unique); insert into t values (1), (1)');
        return {};
      });
    });
    try {
      const response = await test.request('/api/test-duplicate');
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ detail: 'That already exists.' });
    } finally {
      await test.close();
    }
  });
});
