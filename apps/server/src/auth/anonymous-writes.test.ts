import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

interface OpenApiOperation {
  security?: Record<string, unknown>[];
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
// The only writes an anonymous visitor may make; any other write must demand a session.
const ANONYMOUS_WRITES = [
  // A visit to a question counts one view, a visitor's too; it changes nothing else.
  'POST /api/community/questions/{id}/views',
  // The Hammurabi IDE checks a visitor's sample workspace; it stores nothing.
  'POST /api/ide/check',
  'POST /api/newsletter',
  // Analysing code in the playground stores nothing and needs no account.
  'POST /api/playground/analyze',
  // A ticket's requester may have no account: the mailed secret link (x-support-token) is their
  // access to open a ticket and to answer on it.
  'POST /api/support/tickets',
  'POST /api/support/tickets/{id}/messages',
];
const SOME_ID = '0dce71aa-c966-4668-a1c1-8ebf658a41a9';

let server: TestApp;
let writes: { method: string; path: string; secured: boolean }[];

beforeAll(async () => {
  server = await startTestApp();
  const document = (await (await server.request('/api/openapi.json')).json()) as OpenApiDocument;
  // The product API only: /auth/v1 speaks GoTrue's own protocol and answers in its shape.
  const productPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'));
  writes = productPaths.flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => WRITE_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        // Secured means every alternative demands the bearer token; `{}` is the anonymous one.
        secured:
          (operation.security ?? []).length > 0 &&
          (operation.security ?? []).every((requirement) => 'bearerAuth' in requirement),
      })),
  );
});
afterAll(() => server.close());

describe('anonymous writes to the product API', () => {
  it('documents every write as needing a session except the known anonymous ones', () => {
    expect(writes.length).toBeGreaterThan(20);
    const open = writes.filter((write) => !write.secured).map((write) => `${write.method} ${write.path}`);
    expect(open.sort()).toEqual(ANONYMOUS_WRITES);
  });

  it('answers 401 "User not authenticated" before looking at the body, for every protected write', async () => {
    const wrong: string[] = [];
    for (const write of writes.filter((item) => item.secured)) {
      const url = write.path.replace(/\{[^}]+\}/g, SOME_ID);
      // An empty object fails every body schema, a malformed one fails parsing: neither may win over 401.
      for (const body of ['{}', '{"unfinished', undefined]) {
        const response = await fetch(`${server.baseUrl}${url}`, {
          method: write.method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body,
        });
        const detail = ((await response.json()) as { detail?: unknown }).detail;
        if (response.status !== 401 || detail !== 'User not authenticated') {
          wrong.push(`${write.method} ${url} with ${body ?? 'no body'}: ${response.status} ${String(detail)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still lets a bad token count as anonymous', async () => {
    const response = await server.request('/api/projects/', {
      method: 'POST',
      body: { title: 'Valid', language: 'javascript', visibility: 'private' },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
  });
});
