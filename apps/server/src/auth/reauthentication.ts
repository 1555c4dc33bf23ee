import { randomInt } from 'node:crypto';
import { takeReauthenticationCode, upsertOneTimeToken } from './repository-tokens.ts';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError } from './errors.ts';
import { hashToken } from './tokens.ts';
import type { UserRow } from './users.ts';

/** GET /reauthenticate: mails the signed-in user a 6-digit code that PUT /user takes as `nonce`. */
export async function sendReauthenticationCode(context: AuthContext, user: UserRow): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = hashToken(`${user.id}:reauthentication:${code}`);
  const now = nowDate(context);
  await upsertOneTimeToken(context.db, {
    userId: user.id,
    tokenType: 'reauthentication',
    tokenHash: hash,
    otpHash: hash,
    relatesTo: user.email,
    now,
  });
  const minutes = Math.round(context.config.otpExpirySeconds / 60);
  await context.mailer.send({
    to: user.email,
    kind: 'reauthentication',
    subject: 'Confirm it is you',
    text: `Enter this code to confirm a change to your Hammurabi account: ${code}\n\nIt works once and for ${minutes} minutes. If you did not ask for it, change your password.`,
  });
}

/** Consumes a reauthentication code (single use, expiring); 403 reauthentication_not_valid otherwise. */
export async function consumeReauthenticationCode(context: AuthContext, userId: string, nonce: unknown): Promise<void> {
  const hash = hashToken(`${userId}:reauthentication:${typeof nonce === 'string' ? nonce.trim() : ''}`);
  const row = await takeReauthenticationCode(context.db, userId, hash);
  const expired = row && nowDate(context).getTime() - row.createdAt.getTime() > context.config.otpExpirySeconds * 1000;
  if (!row || expired) throw new AuthError(400, 'reauthentication_not_valid', 'Requires reauthentication');
}
