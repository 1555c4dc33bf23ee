import fs from 'node:fs';
import type { ChatExport, ChatMessage, ChatSearchHit, Conversation } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../ai/testing/openai-test-server.ts';
import { readEvents, type ReceivedEvent } from '../../ai/testing/sse-client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';

const SORT_PY = 'def bubble_sort(items):\n    for i in range(len(items)):\n        pass\n    return items\n';

describe.each(['builtin', 'openai'] as const)('chat branches, files, search and export (%s provider)', (provider) => {
  let upstream: OpenAiTestServer | null = null;
  let server: TestApp;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    if (provider === 'openai') upstream = await startOpenAiTestServer();
    server = await startTestApp(
      upstream
        ? { ai: { provider: 'openai', baseUrl: upstream.baseUrl, apiKey: 'sk', model: 'm', timeoutMs: 2000 } }
        : {},
    );
    owner = await createTestUser(server, { username: `brancher_${provider}` });
    stranger = await createTestUser(server, { username: `other_${provider}` });
  });
  afterAll(async () => {
    await server.close();
    await upstream?.close();
  });

  function call(user: TestUser, method: string, path: string, body?: unknown) {
    return server.request(path, { method, body, headers: { authorization: `Bearer ${user.accessToken}` } });
  }
  async function json<T>(user: TestUser, method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(user, method, path, body);
    expect(response.ok, await response.clone().text()).toBe(true);
    return (await response.json()) as T;
  }
  async function stream(user: TestUser, path: string, body: unknown): Promise<ReceivedEvent[]> {
    const response = await call(user, 'POST', path, body);
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
    return readEvents(response);
  }
  const say = (user: TestUser, message: string, conversationId: string | null, context: unknown = null) =>
    stream(user, '/api/ai/chat/stream', { message, conversation_id: conversationId, context });
  const path = (conversationId: string, query = '') =>
    json<ChatMessage[]>(owner, 'GET', `/api/ai/conversations/${conversationId}/messages${query}`);
  const idOf = (events: ReceivedEvent[], field: string) =>
    (events.find((event) => event.event === 'conversation')?.data[field] ?? null) as string;
  const doneOf = (events: ReceivedEvent[]) => events.at(-1)?.data as { message_id: string; status: string };

  async function createFile(user: TestUser, content: string, filename = 'sort.py') {
    const project = await json<{ id: string }>(user, 'POST', '/api/projects', {
      title: `Files ${filename}`,
      language: 'python',
      visibility: 'private',
    });
    const file = await json<{ id: string; version: number }>(user, 'POST', `/api/projects/${project.id}/files`, {
      filename,
      content,
    });
    return { project_id: project.id, file_id: file.id };
  }

  it('keeps edits as siblings, follows the chosen leaf and regenerates answers as new versions', async () => {
    const first = await say(owner, 'What is a law?', null);
    const conversationId = idOf(first, 'conversation_id');
    const second = await say(owner, 'Tell me about HB001', conversationId);
    const question = idOf(second, 'user_message_id');

    const editOnce = await stream(owner, `/api/ai/conversations/${conversationId}/messages/${question}/edit`, {
      content: 'Tell me about HB002',
    });
    expect(editOnce.map((event) => event.event).at(-1)).toBe('done');
    await stream(owner, `/api/ai/conversations/${conversationId}/messages/${question}/edit`, {
      content: 'Tell me about HB003',
    });
    let shown = await path(conversationId);
    expect(shown.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(shown[2]?.content).toBe('Tell me about HB003');
    expect(shown[2]?.sibling_ids).toHaveLength(3);
    expect(shown[2]?.sibling_ids[0]).toBe(question);
    expect(shown[0]?.sibling_ids).toEqual([shown[0]?.id]);
    expect(shown[3]?.parent_id).toBe(shown[2]?.id);

    // Choosing the first version shows its branch to the end, with its own answer.
    const conversation = await json<Conversation>(owner, 'PUT', `/api/ai/conversations/${conversationId}/leaf`, {
      message_id: question,
    });
    expect(conversation.current_leaf_id).toBe(doneOf(second).message_id);
    shown = await path(conversationId);
    expect(shown.map((message) => message.content)[2]).toBe('Tell me about HB001');
    expect(shown[3]?.id).toBe(doneOf(second).message_id);

    const again = await stream(
      owner,
      `/api/ai/conversations/${conversationId}/messages/${doneOf(second).message_id}/regenerate`,
      {},
    );
    expect(idOf(again, 'user_message_id')).toBe(question);
    shown = await path(conversationId);
    expect(shown).toHaveLength(4);
    expect(shown[3]?.id).toBe(doneOf(again).message_id);
    expect(shown[3]?.sibling_ids).toEqual([doneOf(second).message_id, doneOf(again).message_id]);
    if (upstream) {
      // The model heard the branch above the question, not the other branches.
      const sent = upstream.requests.at(-1)?.body.messages.map((message) => message.content) ?? [];
      expect(sent.slice(1)).toEqual(['What is a law?', 'ok', 'Tell me about HB001']);
    }

    // A new question continues the branch on screen.
    const third = await say(owner, 'Thanks', conversationId);
    shown = await path(conversationId);
    expect(shown.map((message) => message.id).slice(-2)).toEqual([
      idOf(third, 'user_message_id'),
      doneOf(third).message_id,
    ]);
    expect(shown[4]?.parent_id).toBe(doneOf(again).message_id);
  });

  it('pages over a long branch from either end and refuses what cannot be edited', async () => {
    let conversationId: string | null = null;
    for (let turn = 1; turn <= 6; turn += 1) {
      conversationId = idOf(await say(owner, `Turn ${turn}`, conversationId), 'conversation_id');
    }
    const id = conversationId as string;
    const all = await path(id);
    expect(all).toHaveLength(12);
    expect((await path(id, '?limit=5&offset=10')).map((message) => message.id)).toEqual(all.slice(10).map((m) => m.id));
    expect((await path(id, '?limit=4&offset=2&from=newest')).map((message) => message.id)).toEqual(
      all.slice(6, 10).map((m) => m.id),
    );
    const reply = all[1] as ChatMessage;
    const refused = await call(owner, 'POST', `/api/ai/conversations/${id}/messages/${reply.id}/edit`, {
      content: 'x',
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toBe('Only your own messages can be edited.');
    const foreign = await call(stranger, 'POST', `/api/ai/conversations/${id}/messages/${reply.id}/regenerate`, {});
    expect(foreign.status).toBe(404);
    const unknown = await call(owner, 'PUT', `/api/ai/conversations/${id}/leaf`, {
      message_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('stops a regenerated answer and keeps what came', async () => {
    const events = await say(owner, 'Hello there', null);
    const conversationId = idOf(events, 'conversation_id');
    upstream?.enqueue({ kind: 'text', chunks: ['one ', 'two ', 'three ', 'four'], delayMs: 150 });
    const response = await call(
      owner,
      'POST',
      `/api/ai/conversations/${conversationId}/messages/${doneOf(events).message_id}/regenerate`,
      {},
    );
    const stops: Promise<Response>[] = [];
    const received = await readEvents(response, (event) => {
      if (event.event === 'delta' && stops.length === 0) {
        stops.push(call(owner, 'POST', `/api/ai/conversations/${conversationId}/stop`));
      }
      return false;
    });
    await Promise.all(stops);
    const done = received.at(-1);
    expect(done?.event).toBe('done');
    if (upstream) expect(done?.data.status).toBe('stopped');
    const shown = await path(conversationId);
    expect(shown[1]?.sibling_ids).toHaveLength(done?.data.message_id ? 2 : 1);
  });

  it('reads attached files, records their versions, cuts big ones with a note and refuses unreadable ones', async () => {
    const mine = await createFile(owner, SORT_PY);
    const theirs = await createFile(stranger, 'secret = 1\n', 'secret.py');
    const refused = await call(owner, 'POST', '/api/ai/chat/stream', {
      message: 'Explain this',
      context: { files: [mine, theirs] },
    });
    expect(refused.status).toBe(404);
    const wrongProject = await call(owner, 'POST', '/api/ai/chat/stream', {
      message: 'Explain this',
      context: { files: [{ project_id: theirs.project_id, file_id: mine.file_id }] },
    });
    expect(wrongProject.status).toBe(404);
    const tooMany = await call(owner, 'POST', '/api/ai/chat', {
      message: 'x',
      context: { files: Array.from({ length: 11 }, () => mine) },
    });
    expect(tooMany.status).toBe(422);

    const big = await createFile(owner, 'x = 1\n'.repeat(20_000), 'big.py');
    const events = await say(owner, 'Explain this code', null, { files: [mine, big] });
    const conversationId = idOf(events, 'conversation_id');
    const shown = await path(conversationId);
    expect(shown[0]?.files).toEqual([
      { ...mine, filename: 'sort.py', version: 1, fit: 'whole' },
      { ...big, filename: 'big.py', version: 1, fit: 'cut' },
    ]);
    const answer = shown[1]?.content ?? '';
    if (upstream) {
      const system = upstream.requests.at(-1)?.body.messages[0]?.content ?? '';
      expect(system).toContain('def bubble_sort(items):');
      expect(system).toMatch(/big\.py was cut to fit the assistant's context: only lines 1-\d+ of 20001 were read/);
    } else {
      expect(answer).toContain('bubble_sort');
      expect(answer).toMatch(/big\.py was cut to fit/);
    }
  });

  it('keeps attached files for the following turns, reading their saved version, until they are removed', async () => {
    const file = await createFile(owner, SORT_PY, 'kept.py');
    const first = await say(owner, 'Explain this code', null, { files: [file] });
    const conversationId = idOf(first, 'conversation_id');
    await call(owner, 'PUT', `/api/projects/${file.project_id}/files/${file.file_id}`, {
      content: 'def merge_halves(left, right):\n    return left + right\n',
      version: 1,
    });
    // No `files`: the conversation's attachments stay, at their current saved version.
    await say(owner, 'And what does it do now?', conversationId);
    let shown = await path(conversationId);
    expect(shown[2]?.files).toEqual([{ ...file, filename: 'kept.py', version: 2, fit: 'whole' }]);
    if (upstream) expect(upstream.requests.at(-1)?.body.messages[0]?.content).toContain('def merge_halves');
    else expect(shown[3]?.content).toContain('merge_halves');
    // `files: []` removes them.
    await say(owner, 'Thanks, and what is a law?', conversationId, { files: [] });
    shown = await path(conversationId);
    expect(shown[4]?.files).toEqual([]);
    if (upstream) expect(upstream.requests.at(-1)?.body.messages[0]?.content).not.toContain('merge_halves');
    else expect(shown[5]?.content).not.toContain('merge_halves');
  });

  it('searches only the caller’s own messages, ranks exact identifiers first and marks the match', async () => {
    const text = `My helper quick_merge_${provider} fails on empty lists`;
    const own = await say(owner, text, null);
    await say(owner, `quick merge ideas ${provider}`, null);
    await say(stranger, text, null);
    const hits = await json<ChatSearchHit[]>(owner, 'GET', `/api/ai/search?q=quick_merge_${provider}`);
    const messageHits = hits.filter((hit) => hit.message_id);
    expect(messageHits[0]).toMatchObject({
      conversation_id: idOf(own, 'conversation_id'),
      message_id: idOf(own, 'user_message_id'),
      role: 'user',
    });
    const [start, end] = messageHits[0]?.highlights[0] ?? [0, 0];
    expect(messageHits[0]?.snippet.slice(start, end)).toBe(`quick_merge_${provider}`);
    const strangerIds = (await json<Conversation[]>(stranger, 'GET', '/api/ai/conversations')).map((c) => c.id);
    const all = await json<ChatSearchHit[]>(owner, 'GET', `/api/ai/search?q=${encodeURIComponent(text)}&limit=50`);
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((hit) => strangerIds.includes(hit.conversation_id))).toBe(false);
    expect((await call(owner, 'GET', '/api/ai/search?q=a')).status).toBe(422);
  });

  it('exports the current branch as Markdown with code intact, or as JSON', async () => {
    const events = await say(owner, 'Show me:\n```py\nprint("hi")\n```', null);
    const conversationId = idOf(events, 'conversation_id');
    const markdown = await call(owner, 'GET', `/api/ai/conversations/${conversationId}/export?format=md`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(markdown.headers.get('content-disposition')).toMatch(/^attachment; filename="show-me.*\.md"$/);
    const text = await markdown.text();
    expect(text).toMatch(/^# Show me/);
    expect(text).toMatch(/## You · \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\nShow me:\n```py\nprint\("hi"\)\n```/);
    expect(text).toContain('## Assistant · ');
    const exported = await json<ChatExport>(owner, 'GET', `/api/ai/conversations/${conversationId}/export?format=json`);
    expect(exported.conversation.id).toBe(conversationId);
    expect(exported.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect((await call(stranger, 'GET', `/api/ai/conversations/${conversationId}/export`)).status).toBe(404);
    expect((await call(owner, 'GET', `/api/ai/conversations/${conversationId}/export?format=pdf`)).status).toBe(422);
  });

  it('the migration turns a flat conversation into a branch ending at its last message', async () => {
    const events = await say(owner, 'Before branches', null);
    const conversationId = idOf(events, 'conversation_id');
    await say(owner, 'Second question', conversationId);
    const { pool } = server.database;
    // As it was before the migration: no parents, no leaf.
    await pool.query('update ai_messages set parent_id = null where conversation_id = $1', [conversationId]);
    await pool.query('update ai_conversations set current_leaf_id = null where id = $1', [conversationId]);
    const migration = fs.readFileSync(new URL('../../../drizzle/0009_chat_branches.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('-- custom SQL (carry over on merge)')[1]!
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await pool.query(statement);
    const shown = await path(conversationId);
    expect(shown.map((message) => message.content)).toEqual([
      'Before branches',
      shown[1]?.content,
      'Second question',
      shown[3]?.content,
    ]);
    expect(shown.map((message) => message.parent_id)).toEqual([null, shown[0]?.id, shown[1]?.id, shown[2]?.id]);
  });
});
