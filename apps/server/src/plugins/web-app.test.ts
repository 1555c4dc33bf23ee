import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { runnerFrameCsp } from './security.ts';

/** A written page's content as the web build puts it in the table, with text that must be escaped. */
const faqData = { title: 'FAQ', html: '<p>Close </script> here & <!-- there --></p>' };

describe('serving the built web app', () => {
  let server: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-web-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    await fs.writeFile(
      path.join(distDir, 'route-preloads.json'),
      JSON.stringify({
        routes: {
          '/docs': ['/assets/content-page-route-aaa111.js', '/assets/docs-bbb222.js', '/assets/markdown-eee555.css'],
          '/tutorials/:level': ['/assets/tutorial-path-page-ccc333.js'],
          '/faq': ['/assets/faq-page-fff666.js'],
        },
        data: { '/faq': { key: 'pages/faq', value: faqData } },
      }),
    );
    await fs.writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    const bundle = `export const words = ${JSON.stringify('law '.repeat(2000))};`;
    await fs.writeFile(path.join(distDir, 'assets', 'big-def456.js'), bundle);
    await fs.writeFile(path.join(distDir, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(bundle));
    await fs.writeFile(path.join(distDir, 'assets', 'big-def456.js.gz'), zlib.gzipSync(bundle));
    await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
    await fs.writeFile(path.join(distDir, 'runner-frame.html'), '<!doctype html><title>Program runner</title>');
    server = await startTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("serves the runner frame sandboxed, with no connection allowed but the runners' files", async () => {
    const response = await server.request('/runner-frame.html');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const host = new URL(response.url).host;
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self' 'wasm-unsafe-eval'",
      'worker-src blob:',
      `connect-src ${host}/pyodide/ ${host}/assets/`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
      'sandbox allow-scripts',
    ]);
    expect(response.headers.get('x-frame-options')).toBeNull();
    // The frame's opaque origin loads the runners' scripts cross-origin.
    const asset = await server.request('/assets/main-abc123.js');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("names no host in the runner frame's policy when the Host header is not a host", async () => {
    // fetch() cannot send a Host header of its own, so the policy is asked directly.
    expect(runnerFrameCsp('evil.example/ *; script-src *')).toContain("connect-src 'none';");
    expect(runnerFrameCsp('127.0.0.1:3000')).toContain('connect-src 127.0.0.1:3000/pyodide/ 127.0.0.1:3000/assets/;');
  });

  it('sends the pre-compressed copy the browser accepts, else the file itself', async () => {
    const expected = `export const words = ${JSON.stringify('law '.repeat(2000))};`;
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await server.request('/assets/big-def456.js', { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes the body, so every answer must read back as the original file.
      expect(await response.text()).toBe(expected);
    }
  });

  it('never caches other files', async () => {
    const response = await server.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/docs', '/projects/123/code/456', '/tutorials/beginner/'])(
    'answers %s with index.html',
    async (url) => {
      const response = await server.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('does not answer a missing file with HTML', async () => {
    const response = await server.request('/assets/missing-999.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/nothing', '/auth/v1/nothing']) {
      const response = await server.request(url);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/No API route matches/);
    }
  });

  /** The modulepreload targets named in an HTML answer. */
  function preloads(html: string): string[] {
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  }

  it('names the chunks of the route in its HTML, before the end of the head', async () => {
    for (const url of ['/docs', '/docs/', '/docs?ref=footer']) {
      const html = await (await server.request(url)).text();
      expect(preloads(html)).toEqual(['/assets/content-page-route-aaa111.js', '/assets/docs-bbb222.js']);
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/markdown-eee555.css">');
      expect(html.indexOf('markdown-eee555.css')).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain('<div id="root">');
    }
    const level = await (await server.request('/tutorials/beginner')).text();
    expect(preloads(level)).toEqual(['/assets/tutorial-path-page-ccc333.js']);
  });

  /** The data blocks of an HTML answer: their key and parsed value. */
  function dataBlocks(html: string): { key: string; value: unknown }[] {
    return [
      ...html.matchAll(/<script type="application\/json" id="route-data" data-key="([^"]+)">(.*?)<\/script>/g),
    ].map((match) => ({ key: match[1]!, value: JSON.parse(match[2]!) as unknown }));
  }

  it("writes a content page's data into its HTML, read back intact, and only there", async () => {
    for (const url of ['/faq', '/faq/']) {
      const html = await (await server.request(url)).text();
      expect(dataBlocks(html)).toEqual([{ key: 'pages/faq', value: faqData }]);
      expect(html.indexOf('id="route-data"')).toBeLessThan(html.indexOf('</head>'));
      expect(preloads(html)).toEqual(['/assets/faq-page-fff666.js']);
    }
    for (const url of ['/docs', '/tutorials/beginner', '/']) {
      expect(dataBlocks(await (await server.request(url)).text())).toEqual([]);
    }
  });

  it('answers routes the table does not name with the plain shell', async () => {
    for (const url of ['/', '/projects/123/code/456', '/tutorials/beginner/first-program', '/no-such-page']) {
      const response = await server.request(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(preloads(html)).toEqual([]);
      expect(html).not.toContain('rel="stylesheet"');
    }
  });

  it('sends the shell compressed as the browser accepts', async () => {
    const plain = await (await server.request('/docs', { headers: { 'accept-encoding': 'identity' } })).text();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await server.request('/docs', { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(plain);
    }
  });
});
