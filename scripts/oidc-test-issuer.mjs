// A real OpenID Connect issuer (oidc-provider) for the tests: the server signs in through it as
// its `keycloak` provider. Its sign-in page asks for an e-mail address and whether the issuer
// vouches for it ("E-mail verified"), so tests can play verified and unverified accounts.
import { createHash } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The subject id of an account: one per address and verification state. */
export const subjectOf = (email, verified) =>
  `user-${createHash('sha256').update(`${email.toLowerCase()}|${verified}`).digest('hex').slice(0, 16)}`;

async function readForm(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

function signInPage(uid, clientName) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test issuer sign-in</title></head>
<body><main><h1>Sign in to ${escapeHtml(clientName)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>E-mail <input name="email" type="email" required></label>
<label><input name="verified" type="checkbox" value="true" checked> E-mail verified</label>
<button type="submit" name="action" value="login">Sign in at the issuer</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel at the issuer</button>
</form></main></body></html>`;
}

/**
 * Starts the issuer on `port` with one confidential client whose redirect URIs are given.
 * Returns its URL, the client credentials and `close()`.
 */
export async function startOidcIssuer({
  port = 0,
  redirectUris,
  clientId = 'hammurabi',
  clientSecret = 'test-secret',
}) {
  const accounts = new Map();
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Hammurabi',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.verified, name: account.name }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-issuer-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Session: 3600, Interaction: 600, Grant: 3600, IdToken: 600, AccessToken: 600 },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc test issuer:', error));
  const callback = provider.callback();
  server.on('request', async (request, response) => {
    // Browsers ask every page's origin for an icon; a 404 would count as a console error.
    if (request.url === '/favicon.ico') return response.writeHead(204).end();
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url.split('?')[0]);
    if (!match) return callback(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end(signInPage(details.uid, 'Hammurabi'));
      }
      const form = await readForm(request);
      if (form.get('action') === 'deny') {
        return await provider.interactionFinished(
          request,
          response,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in at the issuer.' },
          { mergeWithLastSubmission: false },
        );
      }
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const verified = form.get('verified') === 'true';
      const accountId = subjectOf(email, verified);
      accounts.set(accountId, { email, verified, name: form.get('name') || email.split('@')[0] });
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.statusCode = 400;
      response.end(`Interaction failed: ${error.message}`);
    }
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
