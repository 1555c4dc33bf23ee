/**
 * Every operation of the OpenAPI document, called with hostile input: NUL characters, unpaired
 * surrogates, huge numbers, over-long and malformed path parameters. Nothing may answer 5xx,
 * and every error must be `{"detail": "..."}`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { authHeaders, authServerHeaders, createTestUser, type TestUser } from '../test/users.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const NUL = 'bad\u0000text';
const SURROGATE = 'bad\ud800text';
const HUGE = 2 ** 31;
const PATH_VALUES = ['%00', '%ff%fe', '%ED%A0%80', 'a'.repeat(150), '00000000-0000-4000-8000-000000000000'];
const QUERY_VALUES = ['%00', '%ED%A0%80', '%ff', '99999999999999999999', String(HUGE)];

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  const alternative = schema.anyOf?.find((each) => each.type !== 'null');
  return type ?? (alternative ? typeOf(alternative) : undefined);
}

/** A value of the schema's shape in which every string is `text` and every number `number`. */
function hostileValue(schema: JsonSchema | undefined, text: string, number: number): unknown {
  switch (typeOf(schema) ?? 'string') {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema?.properties ?? {}).map(([key, value]) => [key, hostileValue(value, text, number)]),
      );
    case 'array':
      return [hostileValue(schema?.items, text, number)];
    case 'integer':
    case 'number':
      return number;
    case 'boolean':
      return true;
    default:
      return text;
  }
}

describe('the API under hostile input', () => {
  let server: TestApp;
  let user: TestUser;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    server = await startTestApp();
    user = await createTestUser(server);
    paths = (server.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  });
  afterAll(() => server.close());

  async function expectDetail(method: string, url: string, body: unknown, token?: string): Promise<void> {
    const headers: Record<string, string> = token ? authHeaders(token) : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const where = `${method} ${url} ${JSON.stringify(body)?.slice(0, 120) ?? ''} → ${response.status}`;
    expect(response.status, where).toBeLessThan(500);
    const text = await response.text();
    if (response.status >= 400) {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      expect(typeof parsed.detail, where).toBe('string');
      expect(Object.keys(parsed), where).not.toContain('code');
    }
  }

  it('never answers 5xx and always answers errors as {detail}', async () => {
    let calls = 0;
    for (const [template, operations] of Object.entries(paths)) {
      if (!template.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const fill = (value: string) => template.replace(/\{[^}]+\}/g, value);
        const plain = fill(PATH_VALUES[4] ?? '');
        for (const token of [undefined, user.accessToken]) {
          for (const value of pathParams.length > 0 ? PATH_VALUES : []) {
            await expectDetail(verb, fill(value), bodySchema ? {} : undefined, token);
            calls++;
          }
          for (const parameter of queryParams) {
            for (const value of QUERY_VALUES) {
              await expectDetail(verb, `${plain}?${parameter.name}=${value}`, undefined, token);
              calls++;
            }
          }
          if (bodySchema) {
            for (const [text, number] of [
              [NUL, 1],
              [SURROGATE, 1],
              ['ok', HUGE],
              ['ok', 1e300],
            ] as const) {
              await expectDetail(verb, plain, hostileValue(bodySchema, text, number), token);
              calls++;
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
  }, 120_000);

  it('refuses NUL and unpaired surrogates in text with 422 and a readable detail', async () => {
    const created = await server.request('/api/projects', {
      method: 'POST',
      body: { title: 'Bad\u0000title', language: 'python' },
      headers: authHeaders(user.accessToken),
    });
    expect(created.status).toBe(422);
    expect(await created.json()).toEqual({
      detail: 'title: Text must not contain NUL characters or unpaired surrogate halves.',
    });
    const search = await server.request('/api/projects?q=%00');
    expect(search.status).toBe(422);
    expect(await search.json()).toEqual({
      detail: 'q: Text must not contain NUL characters or unpaired surrogate halves.',
    });
  });

  it('refuses versions beyond the integer range in the body and in If-Match with 422', async () => {
    const headers = authHeaders(user.accessToken);
    const project = await server.request('/api/projects', {
      method: 'POST',
      body: { title: 'Versions', language: 'python' },
      headers,
    });
    const projectId = ((await project.json()) as { id: string }).id;
    const file = await server.request(`/api/projects/${projectId}/files`, {
      method: 'POST',
      body: { filename: 'main.py' },
      headers,
    });
    const fileUrl = `/api/projects/${projectId}/files/${((await file.json()) as { id: string }).id}`;
    const inBody = await server.request(fileUrl, { method: 'PUT', body: { content: 'x', version: 2 ** 31 }, headers });
    expect(inBody.status).toBe(422);
    expect(await inBody.json()).toEqual({ detail: 'version: version is not a version of this file.' });
    const inHeader = await server.request(fileUrl, {
      method: 'PUT',
      body: { content: 'x' },
      headers: { ...headers, 'if-match': '"4294967296"' },
    });
    expect(inHeader.status).toBe(422);
    expect(await inHeader.json()).toEqual({ detail: 'If-Match must hold a file version, such as "3".' });
  });

  it('answers Fastify router errors as {detail} without echoing the path', async () => {
    const long = await server.request(`/api/projects/${'x'.repeat(150)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ detail: 'A part of the address is too long.' });
    const malformed = await server.request('/api/projects/%ff%fe');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: 'The address is not valid: it has a malformed %-escape.' });
  });

  it('refuses NUL and unpaired surrogates at sign-in and sign-up without a 5xx', async () => {
    for (const [path, extra] of [
      ['/auth/v1/token?grant_type=password', {}],
      ['/auth/v1/signup', {}],
      ['/auth/v1/recover', {}],
    ] as const) {
      for (const bad of [NUL, SURROGATE]) {
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { ...authServerHeaders(server), 'content-type': 'application/json' },
          body: JSON.stringify({ email: `${bad}@example.com`, password: `pass${bad}word`, ...extra }),
        });
        expect(response.status, `${path} with ${JSON.stringify(bad)}`).toBeLessThan(500);
      }
    }
  });
});
