import type { QuestionDetail } from '@hammurabi/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';

/** Calls the API as a user (a bearer token) or as a visitor (undefined), with a JSON body. */
export function clientFor(server: TestApp) {
  return (token: string | undefined) => ({
    get: (path: string) => server.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    send: (method: string, path: string, body?: unknown) =>
      server.request(path, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  });
}

/** Asks a question through the API and expects it to be created. */
export async function ask(
  server: TestApp,
  token: string,
  body: { title: string; body: string; tags: string[] | string },
): Promise<QuestionDetail> {
  const response = await clientFor(server)(token).send('POST', '/api/community/questions', body);
  expect(response.status).toBe(201);
  return (await response.json()) as QuestionDetail;
}
