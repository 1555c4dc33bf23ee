import type { TokenResponse } from './sessions.ts';

/** The implicit flow's fragment: the session for auth-js to read from the address. */
export function sessionFragment(session: TokenResponse, type?: string): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...(type ? { type } : {}),
    sb: '',
  }).toString();
}

/** Puts an error into a redirect target as auth-js reads it: in the query and in the fragment. */
export function withError(target: URL, error: string, code: string, description: string): string {
  const params = new URLSearchParams({ error, error_code: code, error_description: description });
  const url = new URL(target);
  url.search = params.toString();
  url.hash = `${params.toString()}&sb=`;
  return url.toString();
}
