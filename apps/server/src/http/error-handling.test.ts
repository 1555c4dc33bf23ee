import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

describe('product API errors', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ bodyLimitBytes: 1024 }, (app) => {
      app.get('/api/test/explode', () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/test/conflict', () => {
        throw new AppError('conflict', 'The file changed since you opened it.', { current_version: 7 });
      });
    });
  });
  afterAll(() => server.close());

  it('answers unknown /api paths with a JSON 404 detail', async () => {
    const response = await server.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ detail: 'No API route matches GET /api/does-not-exist.' });
  });

  it('hides the cause of unexpected errors behind a generic 500 detail', async () => {
    const response = await server.request('/api/test/explode');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('.ts:');
  });

  it('maps an AppError code to its status and keeps its extra fields', async () => {
    const response = await server.request('/api/test/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: 'The file changed since you opened it.', current_version: 7 });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('rejects bodies over the limit with 413', async () => {
    const response = await server.request('/api/newsletter', {
      method: 'POST',
      body: { email: `${'a'.repeat(2000)}@example.com` },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('rejects a body that is not JSON with 415', async () => {
    const response = await fetch(`${server.baseUrl}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect((await response.json()) as { detail: string }).toHaveProperty('detail');
  });

  it('treats a trailing slash as the same route', async () => {
    const response = await server.request('/api/health/');
    expect(response.status).toBe(200);
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await server.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
