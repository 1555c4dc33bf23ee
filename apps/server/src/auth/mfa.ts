import QRCode from 'qrcode';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError } from './errors.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import {
  acceptTotpStep,
  completeChallenge,
  deleteChallenge,
  deleteExpiredUnverifiedFactors,
  deleteFactor,
  deleteRecoveryCodes,
  dropSecondFactorFromSessions,
  factorsOf,
  findChallenge,
  findOwnFactor,
  insertChallenge,
  insertTotpFactor,
} from './repository-mfa.ts';
import { type MfaCaller, raiseToAal2, sessionAssurance } from './sessions.ts';
import { generateTotpSecret, matchTotpStep, totpUri } from './totp.ts';

const MAX_FACTORS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type { MfaCaller } from './sessions.ts';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

async function ownFactor(context: AuthContext, caller: MfaCaller, factorId: string) {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnFactor(context.db, caller.userId, factorId);
  if (!factor) throw factorNotFound();
  return factor;
}

/** POST /factors: a new unverified TOTP factor with its secret, otpauth URI and QR code (raw SVG). */
export async function enrollFactor(context: AuthContext, caller: MfaCaller, body: Record<string, unknown>) {
  if (body.factor_type !== 'totp') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'Only TOTP factors can be enrolled');
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim().slice(0, 100) : '';
  const now = nowDate(context);
  const expiredBefore = new Date(now.getTime() - context.config.mfaFactorExpirySeconds * 1000);
  await deleteExpiredUnverifiedFactors(context.db, caller.userId, expiredBefore);
  const factors = await factorsOf(context.db, caller.userId);
  if (factors.length >= MAX_FACTORS) {
    throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached');
  }
  if (friendlyName && factors.some((factor) => factor.friendlyName === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const { aal } = await sessionAssurance(context.db, caller.sessionId);
  if (aal !== 'aal2' && factors.some((factor) => factor.status === 'verified')) {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const issuer =
    typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : new URL(context.siteUrl).host;
  const secret = generateTotpSecret();
  const uri = totpUri(secret, issuer, caller.email);
  // auth-js puts the raw SVG into a data: URI unescaped, where a '#' would end it: use colour names.
  const qrCode = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
    .replaceAll('#ffffff', 'white')
    .replaceAll('#000000', 'black');
  const factor = await insertTotpFactor(context.db, { userId: caller.userId, friendlyName, secret, now });
  return { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

/** POST /factors/{id}/challenge: a challenge bound to the caller's IP, expiring after 300 s. */
export async function challengeFactor(context: AuthContext, caller: MfaCaller, factorId: string, ip: string) {
  const factor = await ownFactor(context, caller, factorId);
  const now = nowDate(context);
  const challenge = await insertChallenge(context.db, factor.id, ip, now);
  return {
    id: challenge.id,
    type: 'totp',
    expires_at: Math.floor(now.getTime() / 1000) + context.config.mfaChallengeExpirySeconds,
  };
}

/**
 * POST /factors/{id}/verify: checks the code (±1 step, each step usable once), then raises the
 * session to aal2 with a new refresh token and signs out the user's other aal1 sessions.
 */
export async function verifyFactor(
  context: AuthContext,
  caller: MfaCaller,
  factorId: string,
  body: Record<string, unknown>,
  ip: string,
) {
  const factor = await ownFactor(context, caller, factorId);
  const challengeId = typeof body.challenge_id === 'string' && UUID.test(body.challenge_id) ? body.challenge_id : null;
  const challenge = challengeId ? await findChallenge(context.db, challengeId, factor.id) : undefined;
  if (!challenge) {
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verifiedAt) throw new AuthError(422, 'mfa_challenge_expired', 'Challenge has already been used');
  if (challenge.ipAddress !== ip) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch');
  }
  const now = nowDate(context);
  if (now.getTime() > challenge.createdAt.getTime() + context.config.mfaChallengeExpirySeconds * 1000) {
    await deleteChallenge(context.db, challenge.id);
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const step = matchTotpStep(factor.secret, typeof body.code === 'string' ? body.code.trim() : '', now.getTime());
  // A code is good for one use: a step at or before the last accepted one is a replay.
  if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  if (!(await acceptTotpStep(context.db, factor.id, step, now))) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  await completeChallenge(context.db, { challengeId: challenge.id, userId: caller.userId, factorId: factor.id, now });
  // Enrolment (the first verify) gives new recovery codes, shown this once (#35).
  const recoveryCodes = factor.status === 'unverified' ? await issueRecoveryCodes(context.db, caller.userId) : null;
  const answer = await raiseToAal2(context, caller, factor.id, 'totp', now);
  return recoveryCodes ? { ...answer, recovery_codes: recoveryCodes } : answer;
}

/** DELETE /factors/{id}: a verified factor needs aal2; sessions that used it drop to aal1. */
export async function unenrollFactor(context: AuthContext, caller: MfaCaller, factorId: string) {
  const factor = await ownFactor(context, caller, factorId);
  if (factor.status === 'verified') {
    const { aal } = await sessionAssurance(context.db, caller.sessionId);
    if (aal !== 'aal2') throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await context.db.transaction(async (tx) => {
    if (!(await deleteFactor(tx, caller.userId, factor.id))) {
      // No verified factor left: the user's sessions no longer hold a second factor.
      await dropSecondFactorFromSessions(tx, caller.userId);
      await deleteRecoveryCodes(tx, caller.userId);
    }
  });
  return { id: factor.id };
}
