/** Checks at run time that unknown JSON has the shape T; a tiny stand-in for a schema library. */
export type Guard<T> = (value: unknown) => value is T;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * GETs JSON and proves its shape before the caller sees it, so a changed API fails
 * loudly at the boundary instead of deep inside the UI.
 */
export async function getJson<T>(url: string, isT: Guard<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  if (!response.ok) throw new HttpError(response.status, await response.text());
  const data: unknown = await response.json();
  if (!isT(data)) throw new TypeError(`Unexpected response shape from ${url}`);
  return data;
}

interface User {
  id: number;
  name: string;
}

const isUser: Guard<User> = (value): value is User =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as User).id === 'number' &&
  typeof (value as User).name === 'string';

export const loadUser = (id: number) => getJson(`/api/users/${id}`, isUser);
