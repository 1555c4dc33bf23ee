import type { TestApp } from '../../test/harness.ts';
import { authServerHeaders } from '../../test/users.ts';

/** Calls /auth/v1 with the anon apikey (and a user token when given); answers status and JSON. */
export async function authCall(
  server: TestApp,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await server.request(`/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    body: init.body,
    headers: { ...authServerHeaders(server, init.token), ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { code?: string },
  };
}

/** GET /api/auth/users/me with a bearer token: 200 while the session lives, 401 after. */
export async function meStatus(server: TestApp, accessToken: string): Promise<number> {
  const response = await server.request('/api/auth/users/me', { headers: { authorization: `Bearer ${accessToken}` } });
  return response.status;
}
