import type { TestApp } from '../../test/harness.ts';

/** The issuer account a test signs in with; `deny` cancels at the issuer instead. */
export interface IssuerAccount {
  email: string;
  verified?: boolean;
  deny?: boolean;
}

/** Cookies per host, as a browser would keep them for the issuer's interaction. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
      }
    },
  };
}

/**
 * Plays the browser at the test issuer: opens the provider URL our /authorize answered, submits
 * the issuer's sign-in form and follows redirects until the issuer sends the browser back to us.
 * Answers that callback URL (not yet opened).
 */
export async function signInAtIssuer(providerUrl: string, account: IssuerAccount): Promise<URL> {
  const jar = cookieJar();
  const issuerOrigin = new URL(providerUrl).origin;
  let next = new URL(providerUrl);
  for (let step = 0; step < 10; step++) {
    const interaction = /^\/interaction\/[\w-]+$/.test(next.pathname);
    const response = await fetch(next, {
      method: interaction ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: interaction
        ? new URLSearchParams({
            email: account.email,
            action: account.deny ? 'deny' : 'login',
            ...(account.verified === false ? {} : { verified: 'true' }),
          }).toString()
        : undefined,
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(`the issuer answered ${response.status} without a redirect: ${await response.text()}`);
    }
    next = new URL(location, next);
    if (next.origin !== issuerOrigin) return next;
  }
  throw new Error('too many redirects at the issuer');
}

/** Opens a URL of our server (whatever host the redirect named) and answers where it redirects. */
export async function openOnServer(server: TestApp, url: URL | string): Promise<URL> {
  const target = new URL(url);
  const response = await fetch(`${server.baseUrl}${target.pathname}${target.search}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}: ${await response.text()}`);
  return new URL(location, server.baseUrl);
}

/** GET /auth/v1/authorize for the keycloak provider, then the issuer: answers our callback URL. */
export async function providerSignIn(server: TestApp, query: Record<string, string>, account: IssuerAccount) {
  const authorize = `/auth/v1/authorize?${new URLSearchParams({ provider: 'keycloak', ...query }).toString()}`;
  const providerUrl = await openOnServer(server, new URL(authorize, server.baseUrl));
  return signInAtIssuer(providerUrl.toString(), account);
}

/** The fragment or query parameters of a redirect. */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
