import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test server answers the next /chat/completions request. */
export type ScriptedReply =
  /** Streams `chunks` as SSE deltas (or one JSON completion of their concatenation when stream is false). */
  | { kind: 'text'; chunks: string[]; delayMs?: number }
  | { kind: 'error'; status: number; message: string }
  /** Accepts the request and never answers: for timeouts. */
  | { kind: 'hang' };

/** A request the server received, parsed. */
export interface ReceivedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

export interface OpenAiTestServer {
  /** The base URL to put in AI_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Queues replies; when the queue is empty the server answers "ok". */
  enqueue(...replies: ScriptedReply[]): void;
  /** Resolves when a streamed reply was cut off by the client before it finished. */
  clientAborted(): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(id: string, delta: Record<string, string>, finish: string | null = null): string {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function streamText(response: http.ServerResponse, chunks: string[], delayMs: number): Promise<boolean> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk('test', { role: 'assistant' }));
  for (const text of chunks) {
    if (delayMs) await sleep(delayMs);
    if (response.destroyed) return false;
    response.write(chunk('test', { content: text }));
  }
  response.write(chunk('test', {}, 'stop'));
  response.end('data: [DONE]\n\n');
  return true;
}

/**
 * A tiny OpenAI-protocol server for tests: real HTTP, `POST /v1/chat/completions` answering
 * real SSE chunks (`data: {...}` … `data: [DONE]`) or JSON, errors and hangs on demand.
 */
export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  let abortWaiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      void (async () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ReceivedRequest['body'];
        requests.push({ authorization: request.headers.authorization, body });
        const reply = queue.shift() ?? { kind: 'text', chunks: ['ok'] };
        if (reply.kind === 'hang') return;
        if (reply.kind === 'error') {
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
          return;
        }
        if (!body.stream) {
          const content = reply.chunks.join('');
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              id: 'test',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            }),
          );
          return;
        }
        const finished = await streamText(response, reply.chunks, reply.delayMs ?? 0);
        if (!finished) {
          for (const waiter of abortWaiters) waiter();
          abortWaiters = [];
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    clientAborted: () => new Promise((resolve) => abortWaiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
