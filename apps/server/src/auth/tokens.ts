import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTHeaderParameters, type JWTPayload } from 'jose';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';

export const AUDIENCE = 'authenticated';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of an access token. */
export interface AccessClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface AccessTokenInput {
  userId: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

/** Signs an access token (HS256 with the secret, or JWT_KEYS' signing key); returns it with its expiry (unix seconds). */
export async function signAccessToken(
  context: AuthContext,
  input: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(context.config.now() / 1000);
  const expiresAt = iat + context.config.jwtExpirySeconds;
  const signing = context.keys.signing.sign;
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: signing.alg, typ: 'JWT', ...(signing.kid ? { kid: signing.kid } : {}) })
    .setIssuer(context.issuer)
    .setSubject(input.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(signing.key);
  return { token, expiresAt };
}

/**
 * Verifies an access token with the algorithm pinned to our keys' (HS256 and JWT_KEYS', the key
 * chosen by `kid`), audience and issuer, against the context's clock. Any failure is 403 bad_jwt, as GoTrue answers.
 */
export async function verifyAccessToken(context: AuthContext, token: string): Promise<AccessClaims> {
  const nowMs = context.config.now();
  const known = verifiedTokens(context).get(token);
  // A token whose signature, issuer and audience were checked before needs only its expiry checked
  // again: the HMAC check (an async WebCrypto import and verify) was a large share of every request.
  if (known && known.exp * 1000 > nowMs) return known;
  try {
    const { signing } = context.keys;
    const keyFor = (header: JWTHeaderParameters) => {
      const key = signing.verifyKeyFor(header);
      if (!key) throw new Error('no key for this token');
      return key;
    };
    const { payload } = await jwtVerify(token, keyFor, {
      algorithms: signing.algorithms,
      audience: AUDIENCE,
      issuer: context.issuer,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'iat', 'session_id'],
    });
    const claims = accessClaimsOf(payload);
    rememberVerified(context, token, claims);
    return claims;
  } catch (error) {
    const reason = error instanceof joseErrors.JWTExpired ? 'token is expired' : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAmrEntry(value: unknown): value is AmrEntry {
  return isRecord(value) && typeof value.method === 'string' && typeof value.timestamp === 'number';
}

/**
 * The claims of a payload whose signature verified, checked to have the shape `signAccessToken`
 * gives them: a token signed with our key but shaped otherwise (an older or foreign issuer
 * sharing the secret) is refused rather than read under a cast.
 */
function accessClaimsOf(payload: JWTPayload): AccessClaims {
  const { iss, sub, aud, exp, iat, email, phone, app_metadata, user_metadata, role, aal, amr, session_id } = payload;
  const { is_anonymous } = payload;
  if (
    typeof iss === 'string' &&
    typeof sub === 'string' &&
    typeof aud === 'string' &&
    typeof exp === 'number' &&
    typeof iat === 'number' &&
    typeof email === 'string' &&
    typeof phone === 'string' &&
    isRecord(app_metadata) &&
    isRecord(user_metadata) &&
    typeof role === 'string' &&
    (aal === 'aal1' || aal === 'aal2') &&
    Array.isArray(amr) &&
    amr.every(isAmrEntry) &&
    typeof session_id === 'string' &&
    typeof is_anonymous === 'boolean'
  ) {
    return {
      iss,
      sub,
      aud,
      exp,
      iat,
      email,
      phone,
      app_metadata,
      user_metadata,
      role,
      aal,
      amr,
      session_id,
      is_anonymous,
    };
  }
  throw new Error('claims');
}

// Verified tokens per auth context (each app has its own secret), at most this many, oldest dropped
// first. Revocation does not depend on this: every request still looks its session up.
const VERIFIED_TOKEN_LIMIT = 2_000;
const verifiedByContext = new WeakMap<AuthContext, Map<string, AccessClaims>>();

function verifiedTokens(context: AuthContext): Map<string, AccessClaims> {
  let tokens = verifiedByContext.get(context);
  if (!tokens) verifiedByContext.set(context, (tokens = new Map<string, AccessClaims>()));
  return tokens;
}

function rememberVerified(context: AuthContext, token: string, claims: AccessClaims): void {
  const tokens = verifiedTokens(context);
  if (tokens.size >= VERIFIED_TOKEN_LIMIT) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
}

/** A new opaque refresh token (256 bits) and the hash stored for it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 hex of a secret token; only hashes reach the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer (\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
