import type {
  ChatMessage,
  ChatResponse,
  Conversation,
  ExplainCodeResponse,
  GenerateCodeResponse,
} from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';

const CODE = 'export function calc(a, b) {\n  var tmp = eval(a + b);\n  return tmp;\n}\n';

describe('chat API (builtin provider)', () => {
  let server: TestApp;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startTestApp();
    owner = await createTestUser(server, { username: 'chatter' });
    stranger = await createTestUser(server, { username: 'stranger' });
  });
  afterAll(() => server.close());

  function send(user: TestUser | null, method: string, path: string, body?: unknown) {
    return server.request(path, {
      method,
      body,
      headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
    });
  }

  async function chat(user: TestUser, body: Record<string, unknown>): Promise<ChatResponse> {
    const response = await send(user, 'POST', '/api/ai/chat', body);
    expect(response.status).toBe(200);
    return (await response.json()) as ChatResponse;
  }

  async function createFile(user: TestUser, visibility: 'private' | 'public', content: string) {
    const project = (await (
      await send(user, 'POST', '/api/projects', { title: `P ${visibility}`, language: 'javascript', visibility })
    ).json()) as { id: string };
    const file = (await (
      await send(user, 'POST', `/api/projects/${project.id}/files`, { filename: 'calc.js', content })
    ).json()) as { id: string };
    return { projectId: project.id, fileId: file.id };
  }

  it('answers from the context code, starts a conversation with a title and stores both messages', async () => {
    const reply = await chat(owner, {
      message: 'What is wrong with line 2?',
      conversation_id: null,
      context: { current_code: CODE, language: 'javascript', fileId: null, projectId: null },
    });
    expect(reply).toMatchObject({ title: 'What is wrong with line 2?', provider: 'builtin' });
    expect(reply.message).toMatch(/line 2: `eval`/);
    // Which provider answered is in `provider`; the answer text carries no server settings.
    expect(reply.message).not.toContain('AI_PROVIDER');
    const messages = (await (
      await send(owner, 'GET', `/api/ai/conversations/${reply.conversation_id}/messages`)
    ).json()) as ChatMessage[];
    expect(messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(messages[1]).toMatchObject({ id: reply.message_id, content: reply.message });
  });

  it("continues a conversation and lists it first among the user's conversations", async () => {
    const first = await chat(owner, { message: 'How do I request a code review?', conversation_id: null });
    const second = await chat(owner, { message: 'And who can see it?', conversation_id: first.conversation_id });
    expect(second.conversation_id).toBe(first.conversation_id);
    expect(second.title).toBe('How do I request a code review?');
    const list = (await (await send(owner, 'GET', '/api/ai/conversations')).json()) as Conversation[];
    expect(list[0]).toMatchObject({
      id: first.conversation_id,
      conversation_id: first.conversation_id,
      message_count: 4,
    });
  });

  it('uses the stored file named by fileId when no code is sent, and links its lines to the editor', async () => {
    const { fileId, projectId } = await createFile(owner, 'private', CODE);
    const reply = await chat(owner, { message: 'Explain calc', conversation_id: null, context: { fileId, projectId } });
    expect(reply.message).toContain(`\`calc\` ([lines 1–4](/projects/${projectId}/code/${fileId}#L1-L4))`);
    expect(reply.message).toContain('2 |   var tmp = eval(a + b);');
  });

  it("scores a project file as its review does: the project's files and law profile count", async () => {
    const clean = 'export function add(a, b) {\n  return a + b;\n}\n';
    const { fileId, projectId } = await createFile(owner, 'private', clean);
    const requested = await send(owner, 'POST', `/api/reviews/code/${fileId}`);
    expect(requested.status).toBe(201);
    const [review] = (await (await send(owner, 'GET', `/api/reviews/code/${fileId}`)).json()) as { score: number }[];
    // The project has no test for calc.js and its profile is Strict: both lower the score.
    const question = 'What does this code do?';
    const pasted = await chat(owner, { message: question, context: { current_code: clean, language: 'javascript' } });
    expect(pasted.message).not.toContain(`The engine scores it ${review?.score}/100.`);
    for (const context of [
      { fileId, projectId },
      { fileId, projectId, current_code: clean },
    ]) {
      const reply = await chat(owner, { message: question, context });
      expect(reply.message).toContain(`The engine scores it ${review?.score}/100.`);
    }
  });

  it("refuses another user's private file as context with 404 and stores nothing", async () => {
    const { fileId } = await createFile(owner, 'private', CODE);
    const response = await send(stranger, 'POST', '/api/ai/chat', { message: 'Explain', context: { fileId } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'File not found.' });
    expect(await (await send(stranger, 'GET', '/api/ai/conversations')).json()).toEqual([]);
  });

  it('lets anyone signed in use a public file as context', async () => {
    const { fileId } = await createFile(owner, 'public', CODE);
    const reply = await chat(stranger, { message: 'Explain this', context: { fileId } });
    expect(reply.message).toContain('`calc.js`');
  });

  it.each([
    [{ message: '   ' }, 'message: Message must not be empty.'],
    [{ message: 'x'.repeat(8001) }, 'message: Message must be at most 8000 characters.'],
    [
      { message: 'hi', conversation_id: 'nope' },
      'conversation_id: conversation_id must be a conversation id (UUID) or null.',
    ],
    [{ message: 'hi', extra: true }, 'Unrecognized key: "extra"'],
  ])('refuses an invalid request %#', async (body, detail) => {
    const response = await send(owner, 'POST', '/api/ai/chat', body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toBe(detail);
  });

  it('refuses context code over 1 MB', async () => {
    const response = await send(owner, 'POST', '/api/ai/chat', {
      message: 'hi',
      context: { code: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toBe(
      'context.code: File content must be at most 1 MB.',
    );
  });

  it("answers 404 for an unknown conversation and for another user's conversation", async () => {
    const mine = await chat(owner, { message: 'Private thoughts' });
    for (const [user, id] of [
      [owner, '00000000-0000-4000-8000-000000000000'],
      [stranger, mine.conversation_id],
    ] as const) {
      const posted = await send(user, 'POST', '/api/ai/chat', { message: 'hi', conversation_id: id });
      expect(posted.status).toBe(404);
      expect(await posted.json()).toEqual({ detail: 'Conversation not found.' });
      expect((await send(user, 'GET', `/api/ai/conversations/${id}/messages`)).status).toBe(404);
      expect((await send(user, 'GET', `/api/ai/conversations/${id}`)).status).toBe(404);
      expect((await send(user, 'PATCH', `/api/ai/conversations/${id}`, { title: 'x' })).status).toBe(404);
      expect((await send(user, 'DELETE', `/api/ai/conversations/${id}`)).status).toBe(404);
    }
  });

  it('requires sign-in for every chat endpoint', async () => {
    for (const [method, path] of [
      ['POST', '/api/ai/chat'],
      ['POST', '/api/ai/chat/stream'],
      ['GET', '/api/ai/conversations'],
      ['GET', '/api/ai/status'],
      ['POST', '/api/ai/explain-code'],
      ['POST', '/api/ai/generate-code'],
    ] as const) {
      const body =
        method === 'POST'
          ? path.includes('explain')
            ? { code: 'x' }
            : path.includes('generate')
              ? { prompt: 'x' }
              : { message: 'hi' }
          : undefined;
      const response = await send(null, method, path, body);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ detail: 'User not authenticated' });
    }
  });

  it('pages messages oldest first with limit and offset', async () => {
    const first = await chat(owner, { message: 'one' });
    await chat(owner, { message: 'two', conversation_id: first.conversation_id });
    const page = (await (
      await send(owner, 'GET', `/api/ai/conversations/${first.conversation_id}/messages?limit=2&offset=1`)
    ).json()) as ChatMessage[];
    expect(page.map((message) => [message.role, message.content.slice(0, 3)])).toEqual([
      ['assistant', page[0]?.content.slice(0, 3)],
      ['user', 'two'],
    ]);
    const bad = await send(owner, 'GET', `/api/ai/conversations/${first.conversation_id}/messages?limit=0`);
    expect(bad.status).toBe(422);

    // Counted from the newest message: the latest page first, each page still oldest first.
    const newestPage = async (offset: number) =>
      (
        (await (
          await send(
            owner,
            'GET',
            `/api/ai/conversations/${first.conversation_id}/messages?limit=3&offset=${offset}&from=newest`,
          )
        ).json()) as ChatMessage[]
      ).map((message) => `${message.role}:${message.content.slice(0, 3)}`);
    const latest = await newestPage(0);
    expect(latest).toHaveLength(3);
    expect(latest[1]).toBe('user:two');
    expect(await newestPage(3)).toEqual(['user:one']);
    expect((await send(owner, 'GET', `/api/ai/conversations/${first.conversation_id}/messages?from=x`)).status).toBe(
      422,
    );
  });

  it('renames (PATCH and PUT) and deletes a conversation', async () => {
    const { conversation_id: id } = await chat(owner, { message: 'rename me' });
    expect(await (await send(owner, 'GET', `/api/ai/conversations/${id}`)).json()).toMatchObject({
      id,
      title: 'rename me',
      message_count: 2,
    });
    const patched = await send(owner, 'PATCH', `/api/ai/conversations/${id}`, { title: '  Better title ' });
    expect(await patched.json()).toMatchObject({ id, title: 'Better title' });
    const put = await send(owner, 'PUT', `/api/ai/conversations/${id}`, { title: 'Best title' });
    expect(await put.json()).toMatchObject({ title: 'Best title' });
    expect((await send(owner, 'PATCH', `/api/ai/conversations/${id}`, { title: ' ' })).status).toBe(422);
    expect((await send(owner, 'DELETE', `/api/ai/conversations/${id}`)).status).toBe(204);
    expect((await send(owner, 'GET', `/api/ai/conversations/${id}/messages`)).status).toBe(404);
  });

  it('says which provider answers, so the web can mark offline answers', async () => {
    const response = await send(owner, 'GET', '/api/ai/status');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ provider: 'builtin' });
  });

  it('explains code and generates a skeleton', async () => {
    const explained = await send(owner, 'POST', '/api/ai/explain-code', { code: CODE, filename: 'calc.js' });
    expect(explained.status).toBe(200);
    const explanation = (await explained.json()) as ExplainCodeResponse;
    expect(explanation.provider).toBe('builtin');
    expect(explanation.explanation).toContain('`calc` (lines 1–4)');
    const generated = await send(owner, 'POST', '/api/ai/generate-code', {
      prompt: 'sum prices of a cart',
      language: 'typescript',
    });
    expect(generated.status).toBe(200);
    const code = (await generated.json()) as GenerateCodeResponse;
    expect(code.language).toBe('typescript');
    expect(code.code).toContain('export function sumPricesCart(');
    expect((await send(owner, 'POST', '/api/ai/explain-code', { code: '  ' })).status).toBe(422);
  });

  it('streams a builtin reply as conversation, delta… and done events', async () => {
    const response = await fetch(`${server.baseUrl}/api/ai/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Explain this', context: { code: CODE, language: 'javascript' } }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const text = await response.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events[0]).toBe('conversation');
    expect(events.filter((event) => event === 'delta').length).toBeGreaterThan(3);
    expect(events.at(-1)).toBe('done');
    expect(text).toContain('"status":"complete"');
  });
});
