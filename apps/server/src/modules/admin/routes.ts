import {
  AccountDeleteSchema,
  AdminBanSchema,
  AdminDeleteSchema,
  AdminMailSchema,
  AdminRolesUpdateSchema,
  AdminStatsSchema,
  AdminUserListSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ErrorBodySchema,
  InstanceSettingsUpdateSchema,
  InstanceSettingsViewSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { changeSettings, settingsView } from '../../settings/instance-settings.ts';
import { deleteOwnAccount } from './own-account.ts';
import { auditPage, siteCounts } from './repository.ts';
import * as service from './service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const UserParams = z.object({ id: z.string() });
const readErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ErrorBodySchema };
const writeErrors = { ...readErrors, 404: ErrorBodySchema };

/**
 * The admin screen's API (administrators only): the admin API's own functions (auth/admin,
 * decision 074) behind the product API's session check, answers and errors, plus the audit log
 * and the site's counts.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.auth;
  const db = app.database.db;

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users, newest first; q searches the address',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserListSchema, ...readErrors },
      },
    },
    async (request) => {
      service.adminActor(request);
      return service.searchUsers(context, request.query.q, request.query.page);
    },
  );

  app.put(
    '/admin/users/:id/roles',
    {
      schema: {
        tags,
        security,
        summary: 'Set the roles a user holds (the full list)',
        params: UserParams,
        body: AdminRolesUpdateSchema,
        response: { 200: AdminUserSchema, ...writeErrors },
      },
    },
    async (request) =>
      service.setUserRoles(
        context,
        service.adminActor(request),
        request.params.id,
        request.body.roles,
        request.body.reason,
      ),
  );

  app.put(
    '/admin/users/:id/ban',
    {
      schema: {
        tags,
        security,
        summary: 'Ban a user for a while (their sessions end at once), or lift the ban with duration none',
        params: UserParams,
        body: AdminBanSchema,
        response: { 200: AdminUserSchema, ...writeErrors },
      },
    },
    async (request) =>
      service.banUser(
        context,
        service.adminActor(request),
        request.params.id,
        request.body.duration,
        request.body.reason,
      ),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a user and their private work; public projects, snippets, questions and answers stay, shown as by "Former member"',
        params: UserParams,
        body: AdminDeleteSchema.nullish(),
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.removeUser(context, service.adminActor(request), request.params.id, request.body?.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/mail',
    {
      schema: {
        tags,
        security,
        summary: 'Mail the user their confirmation link again, or a password recovery link',
        params: UserParams,
        body: AdminMailSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { kind, reason } = request.body;
      await service.mailUser(context, service.adminActor(request), request.params.id, kind, reason);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log of administrator and moderator actions, newest first (50 a page)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...readErrors },
      },
    },
    async (request) => {
      service.adminActor(request);
      return auditPage(db, request.query.before);
    },
  );

  app.get(
    '/admin/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Counts: users, active this week, questions, answers, snippets, tickets, playground programs',
        response: { 200: AdminStatsSchema, ...readErrors },
      },
    },
    async (request) => {
      service.adminActor(request);
      return siteCounts(db);
    },
  );

  const defaults = {
    disableSignup: app.config.auth.disableSignup,
    allowedEmailDomains: app.config.auth.allowedEmailDomains,
    flagThreshold: app.config.moderation.flagThreshold,
  };

  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Settings changed at run time (sign-ups, allowed domains, flag threshold) and their defaults',
        response: { 200: InstanceSettingsViewSchema, ...readErrors },
      },
    },
    async (request) => {
      service.adminActor(request);
      return settingsView(db, defaults);
    },
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Change settings at run time for every server at once (null: back to the default); audit-logged',
        body: InstanceSettingsUpdateSchema,
        response: { 200: InstanceSettingsViewSchema, ...readErrors },
      },
    },
    async (request) => changeSettings(db, service.adminActor(request), defaults, request.body),
  );

  app.delete(
    '/auth/account',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags: ['profile'],
        security,
        summary:
          'Delete your own account and private work after entering your password; public projects, snippets, questions and answers stay, shown as by "Former member"',
        body: AccountDeleteSchema,
        response: { 204: z.null(), ...writeErrors, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(context, requireUser(request), request.body.password);
      return reply.status(204).send(null);
    },
  );
};
