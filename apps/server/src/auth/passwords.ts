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

/**
 * A bcrypt hash made on the calling thread, for one-off use at start-up (the seed account).
 * Requests hash through the auth context's `passwords`, which keeps bcrypt off the event loop.
 */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}
