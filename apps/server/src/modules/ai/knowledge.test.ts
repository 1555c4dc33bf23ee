import type { ChatMessage, ChatResponse } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../ai/testing/openai-test-server.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { ask, clientFor } from '../community/test-client.ts';
import { loadSeedSnippets, seedSnippetLibrary } from '../snippets/seed.ts';

const ANSWER =
  'Use `Counter` from collections: it counts every word in one pass.\n\n```python\nfrom collections import Counter\n\ncounts = Counter(text.split())\n```\n\nThen `counts.most_common(3)` gives the top three.';

/** Posts a question with an answer, accepted by the asker; returns the question's id. */
async function settledQuestion(server: TestApp, asker: TestUser, helper: TestUser, accept: boolean) {
  const question = await ask(server, asker.accessToken, {
    title: 'Count how often each word occurs in a text',
    body: 'I have a long string and want the number of times each word appears, in Python.',
    tags: ['python', 'strings'],
  });
  const answer = await clientFor(server)(helper.accessToken).send(
    'POST',
    `/api/community/questions/${question.id}/answers`,
    { body: ANSWER },
  );
  expect(answer.status).toBe(201);
  const { id: answerId } = (await answer.json()) as { id: string };
  if (accept) {
    const accepted = await clientFor(server)(asker.accessToken).send(
      'POST',
      `/api/community/questions/${question.id}/accept`,
      { answer_id: answerId },
    );
    expect(accepted.status).toBe(200);
  }
  return question.id;
}

describe('how-to questions answered from the platform (builtin provider)', () => {
  let server: TestApp;
  let asker: TestUser;
  let helper: TestUser;

  beforeAll(async () => {
    server = await startTestApp();
    await seedSnippetLibrary(server.database.db, await loadSeedSnippets());
    asker = await createTestUser(server, { username: 'asker' });
    helper = await createTestUser(server, { username: 'helper' });
  });
  afterAll(() => server.close());

  async function chat(message: string, conversationId: string | null = null): Promise<ChatResponse> {
    const response = await server.request('/api/ai/chat', {
      method: 'POST',
      body: { message, conversation_id: conversationId },
      headers: { authorization: `Bearer ${asker.accessToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ChatResponse;
  }

  it("answers with the snippet library's tested code and cites it", async () => {
    const seeds = await loadSeedSnippets();
    const debounce = seeds.find((seed) => seed.file === 'javascript/debounce.js');
    const reply = await chat('How do I debounce a function in JavaScript?');
    expect(reply.message).toContain(`](/snippets/${debounce?.slug})`);
    expect(reply.message).toContain('```javascript');
    expect(reply.message).toContain('function debounce');
    expect(reply.message).not.toMatch(/I don't know/);
  });

  it('answers from an unaccepted answer only once it is accepted, and cites the question', async () => {
    const open = await settledQuestion(server, asker, helper, false);
    expect((await chat('How do I count how often each word occurs in Python?')).message).not.toContain(open);
    const settled = await settledQuestion(server, asker, helper, true);
    const reply = await chat('How do I count how often each word occurs in Python?');
    expect(reply.message).toContain(`](/community/questions/${settled})`);
    expect(reply.message).toContain('accepted');
    expect(reply.message).toContain('counts = Counter(text.split())');
  });

  it('answers about code pasted into a message, and about it again in a later turn', async () => {
    const total =
      'def total(items):\n    result = 0\n    for i in range(len(items)):\n        result += items[i]\n    return result';
    const first = await chat(`What does this do?\n\n\`\`\`python\n${total}\n\`\`\``);
    expect(first.message).toContain('`total`');
    const later = await chat('and now make it shorter', first.conversation_id);
    expect(later.message).toContain('return sum(items)');
    const secure = await chat('Is this secure?\n```\nPASSWORD = "hunter2"\nprint(PASSWORD)\n```');
    expect(secure.message).toContain('`PASSWORD` holds a secret');
  });

  it('reads questions full of search operators and code terms without failing', async () => {
    for (const message of [
      "How do I use ':*&|! <-> (in) c++ and c#?",
      'and or not the',
      '¿Cómo ordeno una lista en Python? 🐍',
    ]) {
      const reply = await chat(message);
      expect(reply.message.length).toBeGreaterThan(0);
    }
  });

  it('says it does not know only when nothing relevant exists, offering to ask the community', async () => {
    const reply = await chat('How do I frobnicate a quux widget?');
    expect(reply.message).toMatch(/^I don't know/);
    expect(reply.message).toContain(`/community?ask=${encodeURIComponent('How do I frobnicate a quux widget?')}`);
  });
});

describe('how-to questions with a model configured', () => {
  let upstream: OpenAiTestServer;
  let server: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestApp({
      ai: { provider: 'openai', baseUrl: upstream.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 1000 },
    });
    await seedSnippetLibrary(server.database.db, await loadSeedSnippets());
    user = await createTestUser(server, { username: 'modeluser' });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('gives the model the retrieved passages with their links', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['Use the debounce snippet.'] });
    const response = await server.request('/api/ai/chat', {
      method: 'POST',
      body: { message: 'How do I debounce a function in JavaScript?', conversation_id: null },
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(response.status).toBe(200);
    const seeds = await loadSeedSnippets();
    const debounce = seeds.find((seed) => seed.file === 'javascript/debounce.js');
    const sent = upstream.requests.at(-1);
    const system = sent?.body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain(`link: /snippets/${debounce?.slug}`);
    expect(system).toContain('Debounce a function');
    expect(system).toContain('function debounce');
    expect(system).toContain('cite each one you use');
    const messages = (await (
      await server.request(
        `/api/ai/conversations/${((await response.json()) as ChatResponse).conversation_id}/messages`,
        {
          headers: { authorization: `Bearer ${user.accessToken}` },
        },
      )
    ).json()) as ChatMessage[];
    expect(messages.map((message) => message.content)).toContain('Use the debounce snippet.');
  });
});
