import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  authMfaAmrClaims,
  authMfaChallenges,
  authMfaFactors,
  authMfaRecoveryCodes,
  authSessions,
} from '../db/schema/index.ts';

// The SQL of second factors: TOTP factors and their challenges, and recovery codes.

/** The user's factor of an id, if it is theirs. */
export async function findOwnFactor(db: DbExecutor, userId: string, factorId: string) {
  const [factor] = await db
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)));
  return factor;
}

/** Deletes the user's unverified factors created before `expiredBefore`. */
export async function deleteExpiredUnverifiedFactors(db: DbExecutor, userId: string, expiredBefore: Date) {
  await db
    .delete(authMfaFactors)
    .where(
      and(
        eq(authMfaFactors.userId, userId),
        eq(authMfaFactors.status, 'unverified'),
        lt(authMfaFactors.createdAt, expiredBefore),
      ),
    );
}

/** Every factor of the user. */
export async function factorsOf(db: DbExecutor, userId: string) {
  return db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId));
}

/** A new unverified TOTP factor. */
export async function insertTotpFactor(
  db: DbExecutor,
  factor: { userId: string; friendlyName: string; secret: string; now: Date },
) {
  const { userId, friendlyName, secret, now } = factor;
  const [row] = await db
    .insert(authMfaFactors)
    .values({ userId, friendlyName, factorType: 'totp', secret, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** A new challenge of a factor bound to `ip`; the factor's last challenge is now. */
export async function insertChallenge(db: DbExecutor, factorId: string, ip: string, now: Date) {
  const [challenge] = await db
    .insert(authMfaChallenges)
    .values({ factorId, ipAddress: ip, createdAt: now })
    .returning();
  await db.update(authMfaFactors).set({ lastChallengedAt: now }).where(eq(authMfaFactors.id, factorId));
  return challenge!;
}

/** The challenge of an id for a factor, if any. */
export async function findChallenge(db: DbExecutor, challengeId: string, factorId: string) {
  const [challenge] = await db
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factorId)));
  return challenge;
}

/** Deletes a challenge (it expired). */
export async function deleteChallenge(db: DbExecutor, challengeId: string): Promise<void> {
  await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challengeId));
}

/**
 * Accepts a TOTP `step` for a factor (verified from now) only if it is after the last accepted
 * one, in one statement, so a code works once even when sent twice at once; true when accepted.
 */
export async function acceptTotpStep(db: DbExecutor, factorId: string, step: number, now: Date): Promise<boolean> {
  const accepted = await db
    .update(authMfaFactors)
    .set({ status: 'verified', lastUsedStep: step, updatedAt: now })
    .where(
      and(
        eq(authMfaFactors.id, factorId),
        sql`(${authMfaFactors.lastUsedStep} is null or ${authMfaFactors.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ id: authMfaFactors.id });
  return accepted.length > 0;
}

/** Marks a challenge used, and deletes the user's other unverified factors. */
export async function completeChallenge(
  db: DbExecutor,
  input: { challengeId: string; userId: string; factorId: string; now: Date },
): Promise<void> {
  await db.update(authMfaChallenges).set({ verifiedAt: input.now }).where(eq(authMfaChallenges.id, input.challengeId));
  await db
    .delete(authMfaFactors)
    .where(
      and(
        eq(authMfaFactors.userId, input.userId),
        eq(authMfaFactors.status, 'unverified'),
        ne(authMfaFactors.id, input.factorId),
      ),
    );
}

/** Deletes a factor; true when the user still has a verified one. */
export async function deleteFactor(tx: DbExecutor, userId: string, factorId: string): Promise<boolean> {
  await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factorId));
  const remaining = await tx
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'verified')))
    .limit(1);
  return remaining.length > 0;
}

/** The user's sessions no longer hold a second factor: their totp and recovery claims go, and they are aal1. */
export async function dropSecondFactorFromSessions(tx: DbExecutor, userId: string): Promise<void> {
  const sessions = tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));
  await tx
    .delete(authMfaAmrClaims)
    .where(
      and(
        sql`${authMfaAmrClaims.authenticationMethod} in ('totp', 'recovery')`,
        sql`${authMfaAmrClaims.sessionId} in ${sessions}`,
      ),
    );
  await tx.update(authSessions).set({ aal: 'aal1', factorId: null }).where(eq(authSessions.userId, userId));
}

/** The user's first verified factor, if any. */
export async function findVerifiedFactor(db: DbExecutor, userId: string) {
  const [factor] = await db
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'verified')))
    .limit(1);
  return factor;
}

/** Replaces the user's recovery codes by ones of these hashes. */
export async function replaceRecoveryCodes(db: DbExecutor, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
  await db.insert(authMfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Removes the user's recovery codes. */
export async function deleteRecoveryCodes(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
}

/** Spends the user's unused recovery code of a hash in one statement; true when it was there. */
export async function spendRecoveryCode(db: DbExecutor, userId: string, codeHash: string, now: Date) {
  const spent = await db
    .update(authMfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authMfaRecoveryCodes.userId, userId),
        eq(authMfaRecoveryCodes.codeHash, codeHash),
        isNull(authMfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: authMfaRecoveryCodes.id });
  return spent.length > 0;
}
