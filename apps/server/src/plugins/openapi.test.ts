import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

describe('OpenAPI', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('describes the routes from their schemas at /api/openapi.json', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/newsletter']));
    const body = document.paths['/api/newsletter']?.post?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ type: 'object', required: ['email'], properties: { email: { type: 'string' } } });
  });

  it('serves a viewer at /api/docs that loads no inline script', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
