import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../ai/testing/openai-test-server.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { createTestUser, type TestUser } from '../test/users.ts';

/** A GET with the bytes as they came over the wire (fetch would decompress them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('compressed API answers', () => {
  let upstream: OpenAiTestServer;
  let server: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestApp({
      ai: { provider: 'openai', baseUrl: upstream.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 30_000 },
    });
    user = await createTestUser(server, { username: 'compressed' });
    for (let index = 0; index < 6; index++) {
      const created = await server.request('/api/snippets', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}` },
        body: { title: `Squeezed ${index}`, description: 'A snippet to list.', code: 'print("hello")\n'.repeat(20) },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('sends a list over 1 KB as Brotli or gzip, as the client asks, and plain to a client that asks neither', async () => {
    const url = `${server.baseUrl}/api/snippets`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const text = plain.body.toString('utf8');

    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);

    // A remembered page is compressed once: the same bytes again. A coding with q=0 is refused.
    expect((await rawGet(url, { 'accept-encoding': 'br' })).body.equals(br.body)).toBe(true);
    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const identity = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body.toString('utf8')).toBe(text);
  });

  it('compresses answers that are not remembered lists too (a snippet)', async () => {
    const created = await server.request('/api/snippets', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: { title: 'Squeezed whole', description: 'Long.', code: 'print("a longer program")\n'.repeat(200) },
    });
    const { slug } = (await created.json()) as { slug: string };
    const one = await rawGet(`${server.baseUrl}/api/snippets/${slug}`, { 'accept-encoding': 'gzip' });
    expect(one.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(one.body).toString('utf8'))).toMatchObject({ slug });
  });

  it('sends an answer under 1 KB as it is', async () => {
    const health = await rawGet(`${server.baseUrl}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('streams chat events uncompressed, each as soon as it is written', async () => {
    // The model never answers: the first event must still reach the reader while the stream is open.
    upstream.enqueue({ kind: 'hang' });
    const aborter = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/ai/chat/stream`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ message: 'Say hello' }),
      signal: aborter.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const first = (await reader.read()).value as Uint8Array | undefined;
    expect(Buffer.from(first ?? []).toString('utf8')).toContain('event: conversation');
    aborter.abort();
  });
});
