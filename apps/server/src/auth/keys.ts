import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';

export interface AuthKeys {
  /** The HMAC key of HS256 access tokens. */
  secret: Uint8Array;
  /** The public anon key clients send as `apikey`. */
  anonKey: string;
  isAnonKey(candidate: string | undefined): boolean;
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

/**
 * The anon key: ANON_KEY when set, else a JWT with role `anon` signed by the secret, like
 * Supabase's legacy anon key. It is public (the web app receives it from GET /api/config).
 */
export async function createAuthKeys(secretText: string, configuredAnonKey: string | undefined): Promise<AuthKeys> {
  const secret = new TextEncoder().encode(secretText);
  const anonKey =
    configuredAnonKey ??
    (await new SignJWT({ role: 'anon', iss: 'hammurabi' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(0)
      .sign(secret));
  const expected = Buffer.from(anonKey);
  return {
    secret,
    anonKey,
    isAnonKey(candidate) {
      if (!candidate) return false;
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
