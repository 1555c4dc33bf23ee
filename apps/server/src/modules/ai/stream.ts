import type { ChatStreamEvent } from '@hammurabi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AiProviderError, statusOf } from '../../ai/errors.ts';
import * as service from './service.ts';

type ChatRequestParsed = Parameters<typeof service.openTurn>[2];

/** POST /api/ai/chat/stream: stores the question, then streams the answer (see `streamTurn`). */
export async function streamChat(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  body: ChatRequestParsed,
): Promise<void> {
  await streamTurn(app, request, reply, await service.openTurn(app.database.db, userId, body));
}

const HEARTBEAT_MS = 15_000;

/**
 * Streams the answer of an opened turn (a new question, an edited one, a new answer). Everything
 * that can be refused (validation, access, unknown conversation) is refused as ordinary JSON
 * before the turn is opened and the stream starts. Then the reply streams
 * as Server-Sent Events; a client disconnect or POST …/stop aborts the provider, and the text
 * streamed so far is stored with status "stopped".
 */
export async function streamTurn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  turn: service.OpenTurn,
): Promise<void> {
  const db = app.database.db;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const send = (event: ChatStreamEvent) => {
    if (!raw.destroyed && !raw.writableEnded) {
      raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    }
  };

  const controller = new AbortController();
  app.ai.generations.get(turn.conversationId)?.abort();
  app.ai.generations.set(turn.conversationId, controller);
  const onClose = () => {
    if (!raw.writableFinished) controller.abort();
  };
  raw.on('close', onClose);
  // The client may have gone while the turn was being stored; then there is nobody to answer.
  if (raw.destroyed || request.raw.socket.destroyed) controller.abort();

  send({
    event: 'conversation',
    data: {
      conversation_id: turn.conversationId,
      title: turn.title,
      user_message_id: turn.userMessageId,
      provider: app.ai.provider.name,
    },
  });
  // Let the conversation event leave before the provider starts work (the built-in one computes
  // its whole answer synchronously), so the client learns the conversation id at once.
  await new Promise((resolve) => setImmediate(resolve));
  // A comment line now and then keeps proxies from closing a stream while a model thinks.
  const heartbeat = setInterval(() => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(':\n\n');
  }, HEARTBEAT_MS);
  const pieces: string[] = [];
  let failure: { detail: string; status: number } | null = null;
  try {
    for await (const piece of app.ai.provider.streamChat({
      message: turn.message,
      history: turn.history,
      code: turn.code,
      files: turn.files,
      knowledge: turn.knowledge,
      signal: controller.signal,
    })) {
      pieces.push(piece);
      send({ event: 'delta', data: { text: piece } });
      if (controller.signal.aborted) break;
    }
  } catch (error) {
    if (!(error instanceof AiProviderError)) request.log.error({ err: error }, 'chat stream failed');
    failure =
      error instanceof AiProviderError
        ? { detail: error.message, status: statusOf(error) }
        : { detail: 'Something went wrong on our side. Please try again.', status: 500 };
  }
  try {
    const status = failure ? 'failed' : controller.signal.aborted ? 'stopped' : 'complete';
    const content = pieces.join('');
    const stored = content || status === 'complete' ? await service.storeReply(db, turn, content, status) : null;
    if (failure) send({ event: 'error', data: { ...failure, message_id: stored?.id ?? null } });
    else send({ event: 'done', data: { message_id: stored?.id ?? null, status } });
  } catch (error) {
    request.log.error({ err: error }, 'storing a streamed reply failed');
    send({ event: 'error', data: { detail: 'The reply could not be saved.', status: 500, message_id: null } });
  } finally {
    clearInterval(heartbeat);
    raw.off('close', onClose);
    if (app.ai.generations.get(turn.conversationId) === controller) app.ai.generations.delete(turn.conversationId);
    raw.end();
  }
}
