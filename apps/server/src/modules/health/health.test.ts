import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { findFreePort } from '../../db/embedded.ts';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.ts';

describe('GET /api/health', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('answers ok while the database answers', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const deadPort = await findFreePort();
    const database = openDatabase(`postgres://nobody:nothing@127.0.0.1:${deadPort}/none`);
    const app = await buildApp({ config: await testConfig(), database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
