import {
  AiStatusSchema,
  ChatEditRequestSchema,
  ChatExportQuerySchema,
  ChatExportSchema,
  ChatFailureSchema,
  ChatLeafRequestSchema,
  ChatRegenerateRequestSchema,
  ChatSearchQuerySchema,
  ChatSearchResultSchema,
  ChatMessageListSchema,
  ChatMessagesQuerySchema,
  ChatRequestSchema,
  ChatResponseSchema,
  ChatStopResultSchema,
  ConversationListSchema,
  ConversationRenameSchema,
  ConversationSchema,
  ErrorBodySchema,
  ExplainCodeRequestSchema,
  ExplainCodeResponseSchema,
  GenerateCodeRequestSchema,
  GenerateCodeResponseSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiRateLimit } from '../../ai/rate-limit.ts';
import { requireUser } from '../../auth/request-user.ts';
import { openEdit, openRegenerate, selectLeaf } from './branches.ts';
import { exportConversation, exportMarkdown } from './export.ts';
import { searchChats } from './repository-search.ts';
import * as service from './service.ts';
import { streamChat, streamTurn } from './stream.ts';

const ConversationParams = z.object({ id: z.string() });
const MessageParams = z.object({ id: z.string(), messageId: z.string() });
const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };
const providerErrors = { 502: ErrorBodySchema, 503: ErrorBodySchema, 504: ErrorBodySchema };
const tags = ['ai'];
const security = [{ bearerAuth: [] }];

const STREAM_DESCRIPTION = `Answers \`text/event-stream\`. Each event is \`event: <type>\` and one JSON \`data:\` line:
- \`conversation\` first: \`{conversation_id, title, user_message_id, provider}\`
- \`delta\` for each piece of the reply: \`{text}\`
- then exactly one \`done\` \`{message_id, status}\` (status \`complete\` or \`stopped\`)
  or \`error\` \`{detail, status, message_id}\` (502 provider failure, 504 timeout; text streamed before it is kept as \`failed\`).

Refusals (401, 404, 422, 429) come before the stream as ordinary JSON errors. Closing the
connection or \`POST /api/ai/conversations/{id}/stop\` stops generation; the text streamed so far is
stored with status \`stopped\`. The user's message is stored before the provider is called.`;

/** The AI assistant: chat (whole or streamed), conversations, explain and generate. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/ai/chat',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message; answers the whole reply',
        description:
          'Starts a conversation when `conversation_id` is null. `context.current_code` (else `code`, else the ' +
          'file `fileId`) is the code the assistant analyses. On a provider failure (502/504) the body also ' +
          'holds `conversation_id`: the user message is already stored.',
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, ...errors, 502: ChatFailureSchema, 504: ChatFailureSchema },
      },
      config: aiRateLimit(30),
    },
    async (request) => service.chat(db, app.ai, requireUser(request).id, request.body),
  );

  app.post(
    '/ai/chat/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message; streams the reply as Server-Sent Events',
        description: STREAM_DESCRIPTION,
        body: ChatRequestSchema,
        produces: ['text/event-stream'],
        response: { ...errors },
      },
      config: aiRateLimit(30),
    },
    async (request, reply) => streamChat(app, request, reply, requireUser(request).id, request.body),
  );

  app.post(
    '/ai/conversations/:id/messages/:messageId/edit',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a question: a new version of it, answered as a new branch (streamed like /ai/chat/stream)',
        description:
          'The new text is stored as a sibling of the edited message and becomes the branch shown; the old ' +
          "branch stays. Without `context` the edited question's files are read again. " +
          STREAM_DESCRIPTION,
        params: MessageParams,
        body: ChatEditRequestSchema,
        produces: ['text/event-stream'],
        response: { ...errors },
      },
      config: aiRateLimit(30),
    },
    async (request, reply) => {
      const { id, messageId } = request.params;
      const turn = await openEdit(app.database.db, requireUser(request).id, id, messageId, request.body);
      await streamTurn(app, request, reply, turn);
    },
  );

  app.post(
    '/ai/conversations/:id/messages/:messageId/regenerate',
    {
      schema: {
        tags,
        security,
        summary: 'A new answer to the question of an assistant message, as its sibling (streamed)',
        description:
          'Also accepts a question whose answer never arrived. `user_message_id` of the `conversation` event is ' +
          'the question answered. Nothing is stored before the new answer is. ' +
          STREAM_DESCRIPTION,
        params: MessageParams,
        body: ChatRegenerateRequestSchema.optional(),
        produces: ['text/event-stream'],
        response: { ...errors },
      },
      config: aiRateLimit(30),
    },
    async (request, reply) => {
      const { id, messageId } = request.params;
      const turn = await openRegenerate(app.database.db, requireUser(request).id, id, messageId, request.body ?? {});
      await streamTurn(app, request, reply, turn);
    },
  );

  app.put(
    '/ai/conversations/:id/leaf',
    {
      schema: {
        tags,
        security,
        summary: 'Show another branch: the one through `message_id`, to its newest end',
        params: ConversationParams,
        body: ChatLeafRequestSchema,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) =>
      selectLeaf(db, requireUser(request).id, request.params.id, request.body.message_id).then(service.conversationOf),
  );

  app.get(
    '/ai/search',
    {
      schema: {
        tags,
        security,
        summary: 'Search your own messages and conversation titles',
        description:
          'Full-text search plus trigram matching, so identifiers such as `bubble_sort` are found. Each hit has ' +
          'its conversation, the message (null for a title) and a snippet with `highlights` as [start, end) offsets.',
        querystring: ChatSearchQuerySchema,
        response: { 200: ChatSearchResultSchema, 401: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => searchChats(db, requireUser(request).id, request.query),
  );

  app.get(
    '/ai/conversations/:id/export',
    {
      schema: {
        tags,
        security,
        summary: "Export a conversation's current branch: Markdown (a download) or JSON",
        params: ConversationParams,
        querystring: ChatExportQuerySchema,
        produces: ['text/markdown', 'application/json'],
        response: { 200: z.union([ChatExportSchema, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      const exported = await exportConversation(db, requireUser(request).id, request.params.id);
      if (request.query.format === 'json') return exported;
      const { markdown, filename } = exportMarkdown(exported);
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(markdown);
    },
  );

  app.get(
    '/ai/status',
    {
      schema: {
        tags,
        security,
        summary: 'Which AI provider answers: builtin (the offline assistant) or openai (a connected model)',
        response: { 200: AiStatusSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      requireUser(request);
      return { provider: app.ai.provider.name };
    },
  );

  app.get(
    '/ai/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'Your conversations, most recently active first',
        response: { 200: ConversationListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.listConversations(db, requireUser(request).id),
  );

  app.get(
    '/ai/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Messages of a conversation, oldest first (limit 50 and offset 0 by default; from=newest pages back)',
        params: ConversationParams,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessageListSchema, ...errors },
      },
    },
    async (request) => service.listMessages(db, requireUser(request).id, request.params.id, request.query),
  );

  app.get(
    '/ai/conversations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation',
        params: ConversationParams,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) => service.getConversation(db, requireUser(request).id, request.params.id),
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/ai/conversations/:id',
      schema: {
        tags,
        security,
        summary: 'Rename a conversation',
        params: ConversationParams,
        body: ConversationRenameSchema,
        response: { 200: ConversationSchema, ...errors },
      },
      handler: async (request) =>
        service.renameConversation(db, requireUser(request).id, request.params.id, request.body.title),
    });
  }

  app.delete(
    '/ai/conversations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a conversation and its messages',
        params: ConversationParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteConversation(db, app.ai, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/ai/conversations/:id/stop',
    {
      schema: {
        tags,
        security,
        summary: 'Stop the reply being streamed into a conversation',
        description: '`stopped` is false when nothing was being generated. The partial reply is kept.',
        params: ConversationParams,
        response: { 200: ChatStopResultSchema, ...errors },
      },
    },
    async (request) => ({
      stopped: await service.stopGeneration(db, app.ai, requireUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/ai/explain-code',
    {
      schema: {
        tags,
        security,
        summary: 'Explain code (optionally answering a question about it)',
        body: ExplainCodeRequestSchema,
        response: { 200: ExplainCodeResponseSchema, ...errors, ...providerErrors },
      },
      config: aiRateLimit(30),
    },
    async (request) => {
      requireUser(request);
      return service.explainCode(app.ai, request.body);
    },
  );

  app.post(
    '/ai/generate-code',
    {
      schema: {
        tags,
        security,
        summary: 'Generate code from a description',
        description:
          'The built-in provider cannot invent logic: it answers a documented skeleton named after the request ' +
          'and says so. With AI_PROVIDER=openai the model writes the code.',
        body: GenerateCodeRequestSchema,
        response: { 200: GenerateCodeResponseSchema, ...errors, ...providerErrors },
      },
      config: aiRateLimit(20),
    },
    async (request) => {
      requireUser(request);
      return service.generateCode(app.ai, request.body);
    },
  );
};
