import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  SUPPORT_TOKEN_HEADER,
  SupportInboxCountSchema,
  SupportInboxQuerySchema,
  SupportMessageCreateSchema,
  SupportStatusUpdateSchema,
  SupportTicketCreatedSchema,
  SupportTicketListSchema,
  SupportTicketSchema,
} from '@hammurabi/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { isStaff } from '../../auth/roles.ts';
import { readTicketForm, ticketFormLimits } from './multipart.ts';
import * as service from './service.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';

const TicketParams = z.object({ id: z.string() });
const AttachmentParams = z.object({ id: z.string(), attachmentId: z.string() });
const tags = ['support'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { supportToken: [] }];
const readErrors = { 404: ErrorBodySchema };
const writeErrors = { 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };

/** The caller as the support services see them: account, staff or not, and the link token. */
function viewerOf(request: FastifyRequest): service.Viewer {
  const token = request.headers[SUPPORT_TOKEN_HEADER];
  return { user: request.user, isStaff: isStaff(request), token: typeof token === 'string' ? token : undefined };
}

/** RFC 6266 Content-Disposition for a download, with the UTF-8 name for browsers that read it. */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Support tickets: the public form, the requester's view and the staff inbox. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: ticketFormLimits, throwFileSizeLimit: true });
  const context: service.SupportContext = {
    db: app.database.db,
    mailer: app.auth.mailer,
    siteUrl: app.auth.siteUrl,
  };
  const { max, windowSeconds } = app.config.support.submitLimit;

  app.post(
    '/support/tickets',
    {
      config: { writeLimit: WRITE_LIMITS.ticket, rateLimit: { max, timeWindow: windowSeconds * 1000 } },
      schema: {
        tags,
        summary:
          'Open a ticket (multipart/form-data: name, email, subject, category, description and one optional ' +
          '"attachment" of at most 5MB: JPG, PNG, PDF, TXT or LOG, decided from its bytes)',
        consumes: ['multipart/form-data'],
        response: {
          201: SupportTicketCreatedSchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readTicketForm(request);
      return reply.status(201).send(await service.createTicket(context, form, request.user, request.ip));
    },
  );

  app.get(
    '/support/tickets',
    {
      schema: {
        tags,
        security,
        summary: 'Your tickets (opened while signed in), latest activity first',
        response: { 200: SupportTicketListSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.listOwnTickets(context.db, requireUser(request).id);
    },
  );

  app.get(
    '/support/inbox',
    {
      schema: {
        tags,
        security,
        summary: 'Every ticket, for support staff; filter by status and category',
        querystring: SupportInboxQuerySchema,
        response: { 200: SupportTicketListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.listInbox(context.db, viewerOf(request), request.query);
    },
  );

  app.get(
    '/support/inbox/count',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'How many tickets wait on support (status New or Open), for staff',
        response: { 200: SupportInboxCountSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.countOpenTickets(context.db, viewerOf(request));
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: `One ticket with its conversation (requester by account or ${SUPPORT_TOKEN_HEADER} header, or staff)`,
        params: TicketParams,
        response: { 200: SupportTicketSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.getTicket(context, request.params.id, viewerOf(request));
    },
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      config: { writeLimit: WRITE_LIMITS.ticketMessage, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          'Reply to a ticket (requester or staff); a staff reply is mailed to the requester. JSON, or ' +
          'multipart/form-data with "body" and one optional "attachment" checked as on the ticket form',
        consumes: ['application/json', 'multipart/form-data'],
        params: TicketParams,
        // Optional because a multipart reply arrives unparsed; the service checks its fields alike.
        body: SupportMessageCreateSchema.nullish(),
        response: {
          201: SupportTicketSchema,
          ...writeErrors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.isMultipart() ? await readTicketForm(request) : { fields: request.body ?? {}, file: null };
      return reply.status(201).send(await service.addMessage(context, request.params.id, viewerOf(request), input));
    },
  );

  app.patch(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        // Only staff change a status, and staff are signed in: no secret-link alternative.
        security: [{ bearerAuth: [] }],
        summary: "Change a ticket's status (staff); the requester is told by mail",
        params: TicketParams,
        body: SupportStatusUpdateSchema,
        response: { 200: SupportTicketSchema, ...writeErrors },
      },
    },
    async (request) => service.setStatus(context, request.params.id, viewerOf(request), request.body.status),
  );

  app.get(
    '/support/tickets/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        security,
        summary: 'Download an attachment, served with the type detected on upload and never displayed inline',
        params: AttachmentParams,
        response: { 200: z.any(), ...readErrors },
      },
    },
    async (request, reply) => {
      const attachment = await service.getAttachment(
        context,
        request.params.id,
        request.params.attachmentId,
        viewerOf(request),
      );
      // A file can be valid PNG and valid HTML at once; the browser must only ever save it.
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', attachmentDisposition(attachment.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(attachment.content);
    },
  );
};
