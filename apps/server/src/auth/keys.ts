import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type JWK, SignJWT } from 'jose';
import { createSigningKeys, type SigningKeys } from './signing-keys.ts';

export interface AuthKeys {
  /** The HMAC key of HS256 access tokens. */
  secret: Uint8Array;
  /** How access tokens are signed and checked: the secret, or JWT_KEYS (signing-keys.ts). */
  signing: SigningKeys;
  /** The public anon key clients send as `apikey`. */
  anonKey: string;
  /** The secret key of the admin API (role service_role). */
  serviceRoleKey: string;
  isAnonKey(candidate: string | undefined): boolean;
  /** Which key `candidate` is, or null for neither (compared in constant time). */
  apiKeyKind(candidate: string | undefined): ApiKeyKind | null;
}

const SECRET_FILE = 'jwt-secret';

/**
 * The configured JWT secret, or one generated on first start and kept in DATA_DIR (mode 0600),
 * so tokens survive restarts without any setup.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    await fs.writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another process created it at the same moment: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await fs.readFile(file, 'utf8')).trim();
    throw error;
  }
}

/** The kind of key an `apikey` header carries. */
export type ApiKeyKind = 'anon' | 'service_role';

/** A legacy Supabase key: a JWT with only a role, signed by the secret, issued at 0. */
const roleKey = (role: ApiKeyKind, secret: Uint8Array) =>
  new SignJWT({ role, iss: 'hammurabi' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(0).sign(secret);

function sameText(candidate: string | undefined, expected: string): boolean {
  if (!candidate) return false;
  const given = Buffer.from(candidate);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The keys: ANON_KEY / SERVICE_ROLE_KEY when set, else JWTs with role `anon` / `service_role`
 * signed by the secret, like Supabase's legacy keys. The anon key is public (the web app receives
 * it from GET /api/config); the service_role key is the admin API's secret (decision 074).
 */
export async function createAuthKeys(
  secretText: string,
  configured: { anonKey?: string | undefined; serviceRoleKey?: string | undefined; jwtKeys?: JWK[] | undefined } = {},
): Promise<AuthKeys> {
  const secret = new TextEncoder().encode(secretText);
  const signing = await createSigningKeys(secret, configured.jwtKeys);
  const anonKey = configured.anonKey ?? (await roleKey('anon', secret));
  const serviceRoleKey = configured.serviceRoleKey ?? (await roleKey('service_role', secret));
  return {
    secret,
    signing,
    anonKey,
    serviceRoleKey,
    isAnonKey: (candidate) => sameText(candidate, anonKey),
    apiKeyKind: (candidate) =>
      sameText(candidate, anonKey) ? 'anon' : sameText(candidate, serviceRoleKey) ? 'service_role' : null,
  };
}
