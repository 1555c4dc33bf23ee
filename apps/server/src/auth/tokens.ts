import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';

export const AUDIENCE = 'authenticated';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of an access token (spec: supabase-auth-protocol §5.1). */
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

/** Signs an HS256 access token; returns it with its expiry (unix seconds). */
export async function signAccessToken(
  context: AuthContext,
  input: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(context.config.now() / 1000);
  const expiresAt = iat + context.config.jwtExpirySeconds;
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
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(context.issuer)
    .setSubject(input.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(context.keys.secret);
  return { token, expiresAt };
}

/**
 * Verifies an access token with the algorithm pinned to HS256 and our key, audience and
 * issuer, against the context's clock. Any failure is 403 bad_jwt, as GoTrue answers.
 */
export async function verifyAccessToken(context: AuthContext, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, context.keys.secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: context.issuer,
      currentDate: new Date(context.config.now()),
      requiredClaims: ['sub', 'exp', 'iat', 'session_id'],
    });
    if (typeof payload.session_id !== 'string' || typeof payload.sub !== 'string') throw new Error('claims');
    return payload as unknown as AccessClaims;
  } catch (error) {
    const reason = error instanceof joseErrors.JWTExpired ? 'token is expired' : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
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
