import type { ChatMessage } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../ai/testing/openai-test-server.ts';
import { readEvents } from '../../ai/testing/sse-client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';

describe('chat API with an OpenAI-compatible provider: streaming, stop and provider failures', () => {
  let upstream: OpenAiTestServer;
  let server: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestApp({
      ai: { provider: 'openai', baseUrl: upstream.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 1000 },
    });
    user = await createTestUser(server, { username: 'streamer' });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  const headers = () => ({ authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' });

  function stream(body: Record<string, unknown>, signal?: AbortSignal) {
    return fetch(`${server.baseUrl}/api/ai/chat/stream`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
      signal,
    });
  }

  async function messages(conversationId: string): Promise<ChatMessage[]> {
    const response = await fetch(`${server.baseUrl}/api/ai/conversations/${conversationId}/messages`, {
      headers: headers(),
    });
    return (await response.json()) as ChatMessage[];
  }

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const value = await read();
      if (done(value) || attempt > 100) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("streams the model's chunks as delta events and stores the complete reply", async () => {
    upstream.enqueue({ kind: 'text', chunks: ['Hello', ', ', 'world.'] });
    const events = await readEvents(await stream({ message: 'Say hello' }));
    expect(events.map((event) => event.event)).toEqual(['conversation', 'delta', 'delta', 'delta', 'done']);
    const conversationId = events[0]?.data.conversation_id as string;
    expect(events.at(-1)?.data).toMatchObject({ status: 'complete' });
    expect((await messages(conversationId)).map((message) => message.content)).toEqual(['Say hello', 'Hello, world.']);
  });

  it('keeps what was streamed, marked stopped, when the client disconnects mid-stream', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['one ', 'two ', 'three ', 'four ', 'five ', 'six'], delayMs: 80 });
    const controller = new AbortController();
    const upstreamAborted = upstream.clientAborted();
    const events = await readEvents(
      await stream({ message: 'Count' }, controller.signal),
      (_event, all) => all.filter((each) => each.event === 'delta').length >= 2,
    );
    controller.abort();
    const conversationId = events[0]?.data.conversation_id as string;
    await upstreamAborted;
    const stored = await eventually(
      () => messages(conversationId),
      (list) => list.length === 2,
    );
    expect(stored[1]).toMatchObject({ role: 'assistant', status: 'stopped' });
    expect(stored[1]?.content.startsWith('one two ')).toBe(true);
    expect(stored[1]?.content).not.toContain('six');
  });

  it('stops on POST /stop, ends with done "stopped" and keeps the partial reply', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['alpha ', 'beta ', 'gamma ', 'delta ', 'epsilon'], delayMs: 80 });
    let conversationId = '';
    const events = await readEvents(await stream({ message: 'Greek letters' }), (event) => {
      if (event.event === 'conversation') conversationId = event.data.conversation_id as string;
      if (event.event === 'delta' && event.data.text === 'alpha ') {
        void fetch(`${server.baseUrl}/api/ai/conversations/${conversationId}/stop`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.accessToken}` },
        });
      }
      return false;
    });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'stopped' } });
    const stored = await messages(conversationId);
    expect(stored[1]).toMatchObject({ status: 'stopped' });
    expect(stored[1]?.content).not.toContain('epsilon');
    const again = await fetch(`${server.baseUrl}/api/ai/conversations/${conversationId}/stop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(await again.json()).toEqual({ stopped: false });
  });

  it('answers 502 with the conversation id on a provider 500 and keeps the user message', async () => {
    upstream.enqueue({ kind: 'error', status: 500, message: 'model overloaded' });
    const response = await fetch(`${server.baseUrl}/api/ai/chat`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ message: 'Still here?' }),
    });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { detail: string; conversation_id: string };
    expect(body.detail).toBe('The AI provider answered HTTP 500: model overloaded.');
    expect((await messages(body.conversation_id)).map((message) => [message.role, message.content])).toEqual([
      ['user', 'Still here?'],
    ]);
  });

  it('answers 504 when the provider times out, and streams an error event the same way', async () => {
    upstream.enqueue({ kind: 'hang' });
    const response = await fetch(`${server.baseUrl}/api/ai/chat`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ message: 'Slow?' }),
    });
    expect(response.status).toBe(504);
    expect(((await response.json()) as { detail: string }).detail).toContain('did not answer within 1 seconds');
    upstream.enqueue({ kind: 'hang' });
    const events = await readEvents(await stream({ message: 'Slow stream?' }));
    expect(events.map((event) => event.event)).toEqual(['conversation', 'error']);
    expect(events[1]?.data).toMatchObject({ status: 504, message_id: null });
    expect((await messages(events[0]?.data.conversation_id as string)).map((message) => message.role)).toEqual([
      'user',
    ]);
  });

  it('refuses before streaming with a JSON error', async () => {
    const response = await stream({ message: '' });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
