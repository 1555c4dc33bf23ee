import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from './authenticate.ts';
import { verifyRecoveryCode } from './recovery-codes.ts';
import { challengeFactor, enrollFactor, type MfaCaller, unenrollFactor, verifyFactor } from './mfa.ts';

type Body = Record<string, unknown>;
type Params = { factorId: string };

/** TOTP factors: enrol, challenge, verify (aal2), remove. */
export async function mfaRoutes(app: FastifyInstance): Promise<void> {
  const context = app.auth;
  const limits = context.config.rateLimits;
  const caller = async (request: FastifyRequest): Promise<MfaCaller> => {
    const call = await authenticate(context, request);
    return { userId: call.userId, sessionId: call.sessionId, email: call.email };
  };

  app.post<{ Body: Body }>('/factors', async (request) =>
    enrollFactor(context, await caller(request), request.body ?? {}),
  );

  app.post<{ Params: Params }>('/factors/:factorId/challenge', async (request) => {
    await context.limiter.hit('mfa:ip', request.ip, limits.mfaPerIp);
    return challengeFactor(context, await caller(request), request.params.factorId, request.ip);
  });

  // A recovery code instead of the authenticator's (#35); the static path wins over :factorId.
  app.post<{ Body: Body }>('/factors/recovery/verify', async (request) => {
    await context.limiter.hit('mfa:ip', request.ip, limits.mfaPerIp);
    return verifyRecoveryCode(context, await caller(request), request.body ?? {});
  });

  app.post<{ Params: Params; Body: Body }>('/factors/:factorId/verify', async (request) => {
    await context.limiter.hit('mfa:ip', request.ip, limits.mfaPerIp);
    return verifyFactor(context, await caller(request), request.params.factorId, request.body ?? {}, request.ip);
  });

  app.delete<{ Params: Params }>('/factors/:factorId', async (request) =>
    unenrollFactor(context, await caller(request), request.params.factorId),
  );
}
