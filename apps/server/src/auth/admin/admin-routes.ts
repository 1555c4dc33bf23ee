import type { FastifyInstance } from 'fastify';
import { AuthError } from '../errors.ts';
import { serializeFactor } from '../users.ts';
import { generateLink, inviteUser } from './admin-links.ts';
import { requireAdmin } from './admin-auth.ts';
import {
  adminLoadUser,
  createUser,
  deleteUser,
  listUsers,
  paginationLinks,
  parseReason,
  updateUser,
} from './admin-users.ts';
import { recordAdminAction } from './audit.ts';
import { deleteUserFactor } from './repository.ts';
import { serializeUser } from '../users.ts';

type Body = Record<string, unknown>;
type Query = Record<string, string | undefined>;
type UserParams = { id: string };
type FactorParams = { id: string; factorId: string };

/**
 * GoTrue's admin API (decision 074): users, invitations, generated links and MFA factors, for the
 * service_role key or a signed-in administrator. Every change is written to auth_admin_audit_log.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const context = app.auth;

  app.get<{ Querystring: Query }>('/admin/users', async (request, reply) => {
    await requireAdmin(context, request);
    const { users, total, page, perPage } = await listUsers(context, request.query);
    void reply.header('x-total-count', String(total));
    void reply.header('link', paginationLinks('/admin/users', page, perPage, total));
    return { users, aud: 'authenticated' };
  });

  app.post<{ Body: Body }>('/admin/users', async (request) =>
    createUser(context, await requireAdmin(context, request), request.body ?? {}),
  );

  app.get<{ Params: UserParams }>('/admin/users/:id', async (request) => {
    await requireAdmin(context, request);
    return serializeUser(await adminLoadUser(context, request.params.id));
  });

  app.put<{ Params: UserParams; Body: Body }>('/admin/users/:id', async (request) =>
    updateUser(context, await requireAdmin(context, request), request.params.id, request.body ?? {}),
  );

  app.delete<{ Params: UserParams; Body: Body }>('/admin/users/:id', async (request) =>
    deleteUser(context, await requireAdmin(context, request), request.params.id, request.body ?? {}),
  );

  app.get<{ Params: UserParams }>('/admin/users/:id/factors', async (request) => {
    await requireAdmin(context, request);
    return (await adminLoadUser(context, request.params.id)).factors.map(serializeFactor);
  });

  app.delete<{ Params: FactorParams; Body: Body }>('/admin/users/:id/factors/:factorId', async (request) => {
    const actor = await requireAdmin(context, request);
    const user = await adminLoadUser(context, request.params.id);
    const factor = user.factors.find((each) => each.id === request.params.factorId);
    if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    await context.db.transaction(async (tx) => {
      await deleteUserFactor(tx, user.row.id, factor.id);
      await recordAdminAction(tx, actor, {
        action: 'factor_deleted',
        target: { id: user.row.id, email: user.row.email },
        reason: parseReason(request.body ?? {}),
        details: { factor_id: factor.id, factor_type: factor.factorType },
      });
    });
    return serializeFactor(factor);
  });

  app.post<{ Body: Body; Querystring: Query }>('/invite', async (request) =>
    inviteUser(context, await requireAdmin(context, request), request.body ?? {}, request.query.redirect_to),
  );

  app.post<{ Body: Body; Querystring: Query }>('/admin/generate_link', async (request) =>
    generateLink(context, await requireAdmin(context, request), request.body ?? {}, request.query.redirect_to),
  );
}
