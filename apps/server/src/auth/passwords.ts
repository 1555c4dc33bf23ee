import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES } from '@hammurabi/shared';
import { AuthError, validationFailed } from './errors.ts';

/** Refuses a password that is missing, too short (422 weak_password) or over 72 bytes. */
export function checkPasswordPolicy(password: unknown, minLength: number): string {
  if (typeof password !== 'string' || password.length === 0) {
    throw validationFailed('Signup requires a valid password');
  }
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
  if ([...password].length < minLength) {
    const message = `Password should be at least ${minLength} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
  }
  return password;
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares a password with a stored hash. Without a hash (unknown account) it still spends the
 * same bcrypt time on a dummy hash, so response times do not reveal which accounts exist.
 */
export async function verifyPassword(password: string, hash: string | undefined, cost: number): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = bcrypt.hash('not-a-real-password', cost);
    dummyHashes.set(cost, dummy);
  }
  await bcrypt.compare(password, await dummy);
  return false;
}
