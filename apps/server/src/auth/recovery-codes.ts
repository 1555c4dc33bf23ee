import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hammurabi/shared';
import type { DbExecutor } from '../db/client.ts';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError } from './errors.ts';
import { findVerifiedFactor, replaceRecoveryCodes, spendRecoveryCode } from './repository-mfa.ts';
import { type MfaCaller, raiseToAal2, sessionAssurance } from './sessions.ts';

// Lower-case base32 without look-alikes is not needed: codes are typed from a printout, so the
// alphabet leaves out 0/o and 1/l.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of 5 random bits each (50 bits). */
function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a typed code is compared as: case, spaces and hyphens do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const codeHash = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normalised(code)}`)
    .digest('hex');

/**
 * Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones and answers them: the
 * only time they are ever shown (only their hashes are kept).
 */
export async function issueRecoveryCodes(db: DbExecutor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => codeHash(userId, code)),
  );
  return codes;
}

/**
 * POST /factors/recovery/verify `{code}`: the code step of sign-in with a recovery code instead of
 * the authenticator. The code is spent in the same statement that checks it, so it works once even
 * when sent twice at the same moment; the session is then raised to aal2 as a TOTP code raises it.
 */
export async function verifyRecoveryCode(context: AuthContext, caller: MfaCaller, body: Record<string, unknown>) {
  const code = typeof body.code === 'string' ? body.code : '';
  const factor = await findVerifiedFactor(context.db, caller.userId);
  if (!factor) throw new AuthError(422, 'mfa_factor_not_found', 'No second factor is set up for this account');
  const { aal } = await sessionAssurance(context.db, caller.sessionId);
  if (aal === 'aal2') throw new AuthError(422, 'mfa_verification_failed', 'This session already has a second factor');
  const now = nowDate(context);
  const spent =
    normalised(code).length === 10 &&
    (await spendRecoveryCode(context.db, caller.userId, codeHash(caller.userId, code), now));
  if (!spent) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid or already used recovery code');
  }
  return raiseToAal2(context, caller, factor.id, 'recovery', now);
}
