import { createHash, randomUUID } from 'node:crypto';
import { findPendingFlow, insertFlowState, setFlowCode, takeFlowByCode } from './repository-tokens.ts';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { type ClientInfo, createSession } from './sessions.ts';
import { hashToken } from './tokens.ts';
import { findUserByEmail } from './users.ts';

/** A code challenge the client sent when it started a flow (auth-js `flowType: 'pkce'`). */
export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** How a PKCE flow started; decides the amr method of the session it opens. */
export type FlowMethod = 'oauth' | 'recovery' | 'email/signup';

const VERIFIER_OR_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The challenge of a request, or null for the implicit flow; a malformed one is refused. */
export function parsePkceChallenge(challenge: unknown, method: unknown): PkceChallenge | null {
  if (challenge === undefined || challenge === null || challenge === '') {
    if (method !== undefined && method !== null && method !== '') {
      throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
    }
    return null;
  }
  if (typeof challenge !== 'string' || !VERIFIER_OR_CHALLENGE.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters of [A-Za-z0-9._~-]');
  }
  const normalized = typeof method === 'string' ? method.toLowerCase() : '';
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed('code challenge method not supported');
  }
  return { challenge, method: normalized };
}

/** Records a PKCE flow for a user; its code is handed out later by `issueAuthCode`. */
export async function startFlow(
  context: AuthContext,
  input: { userId: string; method: FlowMethod; provider: string; pkce: PkceChallenge },
): Promise<string> {
  return insertFlowState(context.db, {
    userId: input.userId,
    authenticationMethod: input.method,
    providerType: input.provider,
    codeChallenge: input.pkce.challenge,
    codeChallengeMethod: input.pkce.method,
    createdAt: nowDate(context),
  });
}

/**
 * Starts a PKCE flow for an e-mail link (recovery or sign-up confirmation) when the link was
 * really mailed during this request (`sentSince`): a request whose mail was skipped (sent too
 * recently) must not turn the link already in the mailbox into one its browser cannot finish.
 */
export async function startEmailFlow(
  context: AuthContext,
  email: string,
  method: 'recovery' | 'email/signup',
  pkce: PkceChallenge,
  sentSince: Date,
): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  const sentAt = method === 'recovery' ? user?.recoverySentAt : user?.confirmationSentAt;
  if (!user || !sentAt || sentAt < sentSince) return;
  await startFlow(context, { userId: user.id, method, provider: 'email', pkce });
}

/** The newest flow of this kind for a user still waiting for its e-mail link, if any. */
export async function pendingEmailFlow(context: AuthContext, userId: string, method: FlowMethod) {
  const since = new Date(nowDate(context).getTime() - context.config.otpExpirySeconds * 1000);
  return findPendingFlow(context.db, userId, method, since);
}

/** Hands out the one-time code of a flow (what the redirect carries as `?code=`). */
export async function issueAuthCode(context: AuthContext, flowId: string): Promise<string> {
  const code = randomUUID();
  await setFlowCode(context.db, flowId, hashToken(code), nowDate(context));
  return code;
}

const challengeOf = (verifier: string, method: 's256' | 'plain') =>
  method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');

/**
 * `grant_type=pkce`: exchanges a one-time code and its verifier for a session, once and within
 * the flow-state lifetime. The code is spent by the first attempt, right or wrong.
 */
export async function pkceGrant(context: AuthContext, body: Record<string, unknown>, client: ClientInfo) {
  const { auth_code: authCode, code_verifier: verifier } = body;
  if (typeof authCode !== 'string' || !authCode || typeof verifier !== 'string' || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const flow = await takeFlowByCode(context.db, hashToken(authCode));
  if (!flow?.authCodeIssuedAt) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const age = nowDate(context).getTime() - flow.authCodeIssuedAt.getTime();
  if (age > context.config.flowStateExpirySeconds * 1000) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!VERIFIER_OR_CHALLENGE.test(verifier) || challengeOf(verifier, flow.codeChallengeMethod) !== flow.codeChallenge) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  const amr = flow.authenticationMethod === 'oauth' ? 'oauth' : 'otp';
  return createSession(context, flow.userId, amr, client);
}
