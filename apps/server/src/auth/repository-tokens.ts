import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { authFlowStates, authMailOutbox, authOneTimeTokens, authUsers } from '../db/schema/index.ts';

// The SQL of links and codes: one-time tokens (e-mail links and codes, reauthentication codes),
// PKCE flow states, and the mail outbox.

type OneTimeTokenType = (typeof authOneTimeTokens.$inferInsert)['tokenType'];

/** Stores a user's token of a type (by its hashes), replacing the one before: older links die. */
export async function upsertOneTimeToken(
  db: DbExecutor,
  token: {
    userId: string;
    tokenType: OneTimeTokenType;
    tokenHash: string;
    otpHash: string;
    relatesTo: string;
    now: Date;
  },
): Promise<void> {
  const { userId, tokenType, tokenHash, otpHash, relatesTo, now } = token;
  await db
    .insert(authOneTimeTokens)
    .values({ userId, tokenType, tokenHash, otpHash, relatesTo, createdAt: now })
    .onConflictDoUpdate({
      target: [authOneTimeTokens.userId, authOneTimeTokens.tokenType],
      set: { tokenHash, otpHash, createdAt: now },
    });
}

/** Records when a recovery or confirmation mail went out. */
export async function markTokenSent(db: DbExecutor, userId: string, kind: 'recovery' | 'other', now: Date) {
  await db
    .update(authUsers)
    .set(kind === 'recovery' ? { recoverySentAt: now } : { confirmationSentAt: now })
    .where(eq(authUsers.id, userId));
}

/** Spends the token of a type whose link hash or code hash is `hash`: deleted and answered. */
export async function takeOneTimeToken(db: DbExecutor, tokenType: OneTimeTokenType, hash: string) {
  const [row] = await db
    .delete(authOneTimeTokens)
    .where(
      and(
        eq(authOneTimeTokens.tokenType, tokenType),
        or(eq(authOneTimeTokens.tokenHash, hash), eq(authOneTimeTokens.otpHash, hash)),
      ),
    )
    .returning();
  return row;
}

/** Spends a user's reauthentication code of `hash`: deleted and answered. */
export async function takeReauthenticationCode(db: DbExecutor, userId: string, hash: string) {
  const [row] = await db
    .delete(authOneTimeTokens)
    .where(
      and(
        eq(authOneTimeTokens.userId, userId),
        eq(authOneTimeTokens.tokenType, 'reauthentication'),
        eq(authOneTimeTokens.tokenHash, hash),
      ),
    )
    .returning();
  return row;
}

/** Marks the address confirmed, with `userMetadata` (its `email_verified` set). */
export async function markEmailConfirmed(
  db: DbExecutor,
  userId: string,
  userMetadata: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .update(authUsers)
    .set({ emailConfirmedAt: now, updatedAt: now, userMetadata })
    .where(eq(authUsers.id, userId));
}

/** Records a PKCE flow; its id. */
export async function insertFlowState(db: DbExecutor, flow: typeof authFlowStates.$inferInsert): Promise<string> {
  const [row] = await db.insert(authFlowStates).values(flow).returning({ id: authFlowStates.id });
  return row!.id;
}

/** The newest flow of `method` for a user, created after `since`, still without a code. */
export async function findPendingFlow(db: DbExecutor, userId: string, method: string, since: Date) {
  const [row] = await db
    .select({ id: authFlowStates.id })
    .from(authFlowStates)
    .where(
      and(
        eq(authFlowStates.userId, userId),
        eq(authFlowStates.authenticationMethod, method),
        isNull(authFlowStates.authCodeHash),
        gt(authFlowStates.createdAt, since),
      ),
    )
    .orderBy(desc(authFlowStates.createdAt))
    .limit(1);
  return row;
}

/** Stores the hash of a flow's one-time code. */
export async function setFlowCode(db: DbExecutor, flowId: string, codeHash: string, now: Date): Promise<void> {
  await db
    .update(authFlowStates)
    .set({ authCodeHash: codeHash, authCodeIssuedAt: now })
    .where(eq(authFlowStates.id, flowId));
}

/** Spends the flow of a code hash: deleted and answered. */
export async function takeFlowByCode(db: DbExecutor, codeHash: string) {
  const [flow] = await db.delete(authFlowStates).where(eq(authFlowStates.authCodeHash, codeHash)).returning();
  return flow;
}

/** Keeps a mail in the outbox; its id. */
export async function insertOutboxMail(
  db: Db,
  mail: { recipient: string; subject: string; textBody: string; kind: string },
): Promise<string | undefined> {
  const [row] = await db.insert(authMailOutbox).values(mail).returning({ id: authMailOutbox.id });
  return row?.id;
}

/** Records that an outbox mail was handed to the SMTP server. */
export async function markMailDelivered(db: Db, id: string): Promise<void> {
  await db.update(authMailOutbox).set({ deliveredAt: new Date() }).where(eq(authMailOutbox.id, id));
}
