import { importJWK, type JWK } from 'jose';
import { z } from 'zod';

/** An algorithm access tokens may be signed with (GoTrue's GOTRUE_JWT_KEYS takes these). */
export type SigningAlgorithm = 'HS256' | 'RS256' | 'ES256';

type Key = Awaited<ReturnType<typeof importJWK>>;

/**
 * How access tokens are signed and checked (decision 121). Without JWT_KEYS: HS256 with the
 * secret, no `kid`, and an empty key set. With JWT_KEYS (a JSON list of JWKs, as GoTrue's
 * GOTRUE_JWT_KEYS): the key whose `key_ops` has `sign` signs, with its `kid`; every listed key
 * verifies tokens naming its `kid`; RS256 and ES256 public keys are published at
 * /.well-known/jwks.json, so auth-js's getClaims() checks tokens without asking the server.
 */
export interface SigningKeys {
  sign: { alg: SigningAlgorithm; kid: string | undefined; key: Key };
  /** The key that checks a token with this header, or undefined (refused). */
  verifyKeyFor(header: { alg?: string | undefined; kid?: string | undefined }): Key | undefined;
  algorithms: SigningAlgorithm[];
  /** Public keys, for /.well-known/jwks.json. */
  jwks: JWK[];
}

const JwkSchema = z
  .object({
    kty: z.enum(['oct', 'RSA', 'EC']),
    kid: z.string().min(1),
    alg: z.enum(['HS256', 'RS256', 'ES256']),
    key_ops: z.array(z.string()).default(['verify']),
  })
  .loose();

const KEY_TYPE: Record<SigningAlgorithm, string> = { HS256: 'oct', RS256: 'RSA', ES256: 'EC' };
/** JWK members that are private (RFC 7518 6.2.2, 6.3.2) or the shared secret of `oct`. */
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** Parses JWT_KEYS; throws a message naming what is wrong (the server refuses to start). */
export function parseJwtKeys(text: string): JWK[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('JWT_KEYS must be a JSON list of JWKs');
  }
  const parsed = z.array(JwkSchema).min(1).safeParse(value);
  if (!parsed.success) {
    throw new Error('JWT_KEYS must be a JSON list of JWKs with kty, kid and alg (HS256, RS256, ES256)');
  }
  const keys = parsed.data;
  for (const key of keys) {
    if (KEY_TYPE[key.alg] !== key.kty) {
      throw new Error(`JWT_KEYS: key ${key.kid} has alg ${key.alg} but kty ${key.kty}`);
    }
  }
  const signers = keys.filter((key) => key.key_ops.includes('sign'));
  if (signers.length > 1) throw new Error('JWT_KEYS: only one key may have "sign" in key_ops');
  if (signers[0] && signers[0].kty !== 'oct' && typeof signers[0].d !== 'string') {
    throw new Error(`JWT_KEYS: the signing key ${signers[0].kid} needs its private part`);
  }
  if (new Set(keys.map((key) => key.kid)).size !== keys.length) throw new Error('JWT_KEYS: every kid must be unique');
  return keys;
}

const publicPart = (jwk: JWK): JWK =>
  Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member)));

export async function createSigningKeys(secret: Uint8Array, configured: JWK[] = []): Promise<SigningKeys> {
  const byKid = new Map<string, { alg: SigningAlgorithm; key: Key }>();
  let sign: SigningKeys['sign'] = { alg: 'HS256', kid: undefined, key: secret };
  for (const jwk of configured) {
    const alg = jwk.alg as SigningAlgorithm;
    const signs = jwk.key_ops?.includes('sign') ?? false;
    // WebCrypto gives a public key only `verify` and a private one only `sign`.
    const verifyKey = await importJWK(alg === 'HS256' ? jwk : { ...publicPart(jwk), key_ops: ['verify'] }, alg);
    byKid.set(jwk.kid!, { alg, key: verifyKey });
    if (signs) sign = { alg, kid: jwk.kid, key: await importJWK({ ...jwk, key_ops: ['sign'] }, alg) };
  }
  const algorithms = [...new Set<SigningAlgorithm>(['HS256', ...[...byKid.values()].map((entry) => entry.alg)])];
  return {
    sign,
    algorithms,
    jwks: configured.filter((jwk) => jwk.kty !== 'oct').map((jwk) => ({ ...publicPart(jwk), key_ops: ['verify'] })),
    verifyKeyFor({ alg, kid }) {
      if (kid === undefined) return alg === 'HS256' ? secret : undefined;
      const entry = byKid.get(kid);
      return entry && entry.alg === alg ? entry.key : undefined;
    },
  };
}
