import { SNIPPET_LIMITS, SnippetListSchema, type Snippet } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

// A list carries what a card shows of each snippet; the code itself comes from the snippet's page.
describe('snippet list previews', () => {
  let server: TestApp;
  let token: string;

  beforeAll(async () => {
    server = await startTestApp();
    token = (await createTestUser(server, { username: 'preview_owner' })).accessToken;
  });
  afterAll(() => server.close());

  async function create(title: string, code: string): Promise<Snippet> {
    const response = await server.request('/api/snippets', {
      method: 'POST',
      body: { title, description: 'Preview test', code, language: 'python' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Snippet;
  }

  it('lists the first lines and the number of lines, never the whole code', async () => {
    const lines = Array.from({ length: 3000 }, (_, index) => `value_${index} = ${index} * 2  # line ${index + 1}`);
    const code = lines.join('\n').slice(0, SNIPPET_LIMITS.codeBytesMax);
    const long = await create('Previewword long program', code);
    const minified = await create('Previewword minified', `x=1;${'y=2;'.repeat(20_000)}`);
    const short = await create('Previewword short', 'a = 1\r\nb = 2\r\n');

    const response = await server.request('/api/snippets?q=previewword&limit=100');
    expect(response.status).toBe(200);
    const body = await response.text();
    // Three cards, one of them a 100 KB program: a few kilobytes in all.
    expect(body.length).toBeLessThan(6_000);
    const items = SnippetListSchema.parse(JSON.parse(body));
    const card = (id: string) => items.find((item) => item.id === id);
    expect(items.every((item) => !('code' in item))).toBe(true);
    expect(card(long.id)).toMatchObject({
      code_preview: lines.slice(0, SNIPPET_LIMITS.previewLines).join('\n'),
      code_lines: code.split('\n').length,
    });
    expect(card(minified.id)).toMatchObject({
      code_preview: minified.code.slice(0, SNIPPET_LIMITS.previewChars),
      code_lines: 1,
    });
    expect(card(short.id)).toMatchObject({ code_preview: 'a = 1\r\nb = 2\r\n', code_lines: 3 });

    // The snippet's own endpoint still answers the whole code.
    const whole = (await (await server.request(`/api/snippets/${long.slug}`)).json()) as Snippet;
    expect(whole.code).toBe(code);
  });

  it('keeps the preview with the code when the code is edited', async () => {
    const snippet = await create('Previewedit', 'first\nsecond\n');
    const edited = await server.request(`/api/snippets/${snippet.id}`, {
      method: 'PUT',
      body: { code: 'changed' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edited.status).toBe(200);
    const items = SnippetListSchema.parse(await (await server.request('/api/snippets?q=previewedit')).json());
    expect(items[0]).toMatchObject({ code_preview: 'changed', code_lines: 1 });
  });
});
