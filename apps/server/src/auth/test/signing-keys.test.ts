import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { defaultAuthConfig } from '../auth-config.ts';
import { parseJwtKeys } from '../signing-keys.ts';
import { authClient } from './auth-client.ts';

const rsaKey = async (kid: string, keyOps: string[]) => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', key_ops: keyOps } as JWK;
};

describe('asymmetric signing keys (JWT_KEYS)', () => {
  let server: TestApp;
  let signingKey: JWK;
  beforeAll(async () => {
    signingKey = await rsaKey('rsa-main', ['sign', 'verify']);
    server = await startTestApp({ auth: defaultAuthConfig({ jwtKeys: parseJwtKeys(JSON.stringify([signingKey])) }) });
  });
  afterAll(() => server.close());

  const signUp = async () => {
    const client = authClient(server);
    const email = `rsa-${Math.random().toString(36).slice(2)}@example.com`;
    const { data, error } = await client.signUp({ email, password: 'a long password' });
    expect(error).toBeNull();
    return { client, session: data.session! };
  };

  it('signs sessions with the RS256 key, publishes only its public part, and auth-js checks claims with it', async () => {
    const { client, session } = await signUp();
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'RS256', kid: 'rsa-main' });

    const response = await fetch(`${server.baseUrl}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: server.app.auth.keys.anonKey },
    });
    const jwks = (await response.json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: 'rsa-main', alg: 'RS256', kty: 'RSA', key_ops: ['verify'] });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const verified = await jwtVerify(session.access_token, createLocalJWKSet(jwks));
    expect(verified.payload.sub).toBe(session.user.id);

    const claims = await client.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(session.user.id);
    expect((await client.getUser()).data.user?.id).toBe(session.user.id);
  });

  it('refuses a token signed by another key under the same kid, and one whose kid it does not know', async () => {
    const { session } = await signUp();
    const payload = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    for (const kid of ['rsa-main', 'rsa-unknown']) {
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
      const answer = await fetch(`${server.baseUrl}/auth/v1/user`, {
        headers: { apikey: server.app.auth.keys.anonKey, authorization: `Bearer ${forged}` },
      });
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe('bad_jwt');
    }
  });
});

describe('parseJwtKeys', () => {
  it('refuses what GoTrue would not sign with', async () => {
    const key = await rsaKey('a', ['sign']);
    expect(() => parseJwtKeys('not json')).toThrow('JWT_KEYS must be a JSON list of JWKs');
    expect(() => parseJwtKeys(JSON.stringify([{ kty: 'RSA', kid: 'x', alg: 'PS512' }]))).toThrow(/kty, kid and alg/);
    expect(() => parseJwtKeys(JSON.stringify([{ ...key, alg: 'ES256' }]))).toThrow('has alg ES256 but kty RSA');
    expect(() => parseJwtKeys(JSON.stringify([key, { ...key, kid: 'b' }]))).toThrow('only one key may have "sign"');
    expect(() => parseJwtKeys(JSON.stringify([{ ...key, d: undefined }]))).toThrow('needs its private part');
    expect(() => parseJwtKeys(JSON.stringify([key, { ...key, key_ops: ['verify'] }]))).toThrow(
      'every kid must be unique',
    );
  });
});
