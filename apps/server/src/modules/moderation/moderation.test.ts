import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAdminAuditLog } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, grantTestRole, type TestUser } from '../../test/users.ts';
import { ask, clientFor } from '../community/test-client.ts';

const word = () => `zq${Math.random().toString(36).slice(2, 10)}`;

describe('moderation: flags, hiding, the queue and decisions', () => {
  let server: TestApp;
  let author: TestUser;
  let flaggers: TestUser[];
  let moderator: TestUser;
  let api: ReturnType<typeof clientFor>;
  beforeAll(async () => {
    server = await startTestApp();
    api = clientFor(server);
    author = await createTestUser(server);
    flaggers = [await createTestUser(server), await createTestUser(server), await createTestUser(server)];
    moderator = await createTestUser(server);
    await grantTestRole(server, moderator, 'moderator');
  });
  afterAll(() => server.close());

  const flag = (user: TestUser, targetType: string, targetId: string, reason = 'spam') =>
    api(user.accessToken).send('POST', '/api/moderation/flags', {
      target_type: targetType,
      target_id: targetId,
      reason,
    });
  const questionTitles = async (token: string | undefined, search: string) =>
    ((await (await api(token).get(`/api/community/questions?q=${search}`)).json()) as { title: string }[]).map(
      (item) => item.title,
    );
  const lastAudit = async () =>
    (await server.database.db.select().from(authAdminAuditLog).orderBy(desc(authAdminAuditLog.id)).limit(1))[0];

  it('hides a question after three distinct flags, for everyone but its author, and out of search', async () => {
    const term = word();
    const question = await ask(server, author.accessToken, {
      title: `How do I sort a list ${term}`,
      body: 'Buy cheap watches at the link below, a real question body.',
      tags: ['python'],
    });
    expect(await questionTitles(undefined, term)).toEqual([question.title]);

    expect(await (await flag(flaggers[0]!, 'question', question.id)).json()).toEqual({ hidden: false });
    const twice = await flag(flaggers[0]!, 'question', question.id);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ detail: 'You have flagged this already; a moderator will look at it.' });
    const ownFlag = await flag(author, 'question', question.id);
    expect(ownFlag.status).toBe(422);
    expect((await flag(flaggers[1]!, 'question', question.id, 'abuse')).status).toBe(201);
    expect(await (await flag(flaggers[2]!, 'question', question.id, 'off_topic')).json()).toEqual({ hidden: true });

    expect((await api(undefined).get(`/api/community/questions/${question.id}`)).status).toBe(404);
    expect((await api(flaggers[0]!.accessToken).get(`/api/community/questions/${question.id}`)).status).toBe(404);
    const own = await api(author.accessToken).get(`/api/community/questions/${question.id}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { hidden_reason?: string }).hidden_reason).toBe(
      'flagged by the community, pending review',
    );
    expect(await questionTitles(undefined, term)).toEqual([]);
    expect(await questionTitles(flaggers[0]!.accessToken, term)).toEqual([]);

    const queue = await api(moderator.accessToken).get('/api/moderation/queue');
    expect(queue.status).toBe(200);
    const items = ((await queue.json()) as { items: Record<string, unknown>[] }).items;
    expect(items.find((item) => item.target_id === question.id)).toMatchObject({
      target_type: 'question',
      author_id: author.id,
      author_email: author.email,
      flag_count: 3,
      reasons: ['abuse', 'off_topic', 'spam'],
      hidden_reason: 'flagged by the community, pending review',
    });
    expect((await api(flaggers[0]!.accessToken).get('/api/moderation/queue')).status).toBe(403);

    const restored = await api(moderator.accessToken).send(
      'POST',
      `/api/moderation/items/question/${question.id}/decision`,
      { action: 'restore', reason: 'A fair question after all' },
    );
    expect(restored.status).toBe(204);
    const shown = await api(author.accessToken).get(`/api/community/questions/${question.id}`);
    expect(await shown.json()).not.toHaveProperty('hidden_reason');
    expect((await api(undefined).get(`/api/community/questions/${question.id}`)).status).toBe(200);
    expect(await questionTitles(undefined, term)).toEqual([question.title]);
    expect(await lastAudit()).toMatchObject({
      actorId: moderator.id,
      action: 'post_restored',
      targetUserId: author.id,
      reason: 'A fair question after all',
      details: { target_type: 'question', target_id: question.id },
    });
    // The decision resolved the flags: the queue no longer lists it, and people may flag it again.
    const after = (await (await api(moderator.accessToken).get('/api/moderation/queue')).json()) as {
      items: { target_id: string }[];
    };
    expect(after.items.map((item) => item.target_id)).not.toContain(question.id);
    expect((await flag(flaggers[0]!, 'question', question.id)).status).toBe(201);
  });

  it('lets a moderator hide a snippet with a reason and suspend its author', async () => {
    const term = word();
    const created = await api(author.accessToken).send('POST', '/api/snippets', {
      title: `Sorting helper ${term}`,
      description: 'Sorts things',
      code: 'print(sorted([3, 1, 2]))',
    });
    expect(created.status).toBe(201);
    const snippet = (await created.json()) as { id: string };
    expect((await flag(flaggers[0]!, 'snippet', snippet.id, 'other')).status).toBe(201);

    const missingReason = await api(moderator.accessToken).send(
      'POST',
      `/api/moderation/items/snippet/${snippet.id}/decision`,
      { action: 'hide', reason: '' },
    );
    expect(missingReason.status).toBe(422);
    const hidden = await api(moderator.accessToken).send(
      'POST',
      `/api/moderation/items/snippet/${snippet.id}/decision`,
      { action: 'hide', reason: 'Copied from elsewhere without credit' },
    );
    expect(hidden.status).toBe(204);
    expect((await api(undefined).get(`/api/snippets/${snippet.id}`)).status).toBe(404);
    expect((await api(author.accessToken).get(`/api/snippets/${snippet.id}`)).status).toBe(200);
    const list = await api(undefined).get(`/api/snippets?q=${term}`);
    expect(await list.json()).toEqual([]);
    expect(list.headers.get('x-total-count')).toBe('0');
    expect(await lastAudit()).toMatchObject({ action: 'post_hidden', reason: 'Copied from elsewhere without credit' });

    const forbidden = await api(flaggers[0]!.accessToken).send(
      'POST',
      `/api/moderation/items/snippet/${snippet.id}/ban-author`,
      { duration: '24h' },
    );
    expect(forbidden.status).toBe(403);
    const banned = await api(moderator.accessToken).send(
      'POST',
      `/api/moderation/items/snippet/${snippet.id}/ban-author`,
      { duration: '24h', reason: 'Repeated copying' },
    );
    expect(banned.status).toBe(204);
    expect((await api(author.accessToken).get('/api/auth/profile')).status).toBe(401);
    const audit = await server.database.db
      .select()
      .from(authAdminAuditLog)
      .where(eq(authAdminAuditLog.targetUserId, author.id))
      .orderBy(desc(authAdminAuditLog.id))
      .limit(1);
    expect(audit[0]).toMatchObject({ actorId: moderator.id, action: 'user_updated', details: { ban_duration: '24h' } });
  });

  it('lets a moderator delete an answer: gone, uncounted, the excerpt kept in the audit log', async () => {
    const asker = await createTestUser(server);
    const question = await ask(server, asker.accessToken, {
      title: `Which loop is fastest ${word()}`,
      body: 'I want to know which loop runs the fastest.',
      tags: ['python'],
    });
    const answerer = await createTestUser(server);
    const answered = await api(answerer.accessToken).send('POST', `/api/community/questions/${question.id}/answers`, {
      body: 'Visit my shop for the answer to everything.',
    });
    expect(answered.status).toBe(201);
    const answer = (await answered.json()) as { id: string };
    expect((await flag(asker, 'answer', answer.id)).status).toBe(201);
    const hidden = await api(moderator.accessToken).send('POST', `/api/moderation/items/answer/${answer.id}/decision`, {
      action: 'hide',
      reason: 'Looks like advertising',
    });
    expect(hidden.status).toBe(204);
    const answersFor = async (user: TestUser) =>
      (
        (await (await api(user.accessToken).get(`/api/community/questions/${question.id}`)).json()) as {
          answers: { id: string; hidden_reason?: string }[];
        }
      ).answers;
    expect(await answersFor(asker)).toEqual([]);
    const cards = (await (
      await api(undefined).get(`/api/community/questions?q=${encodeURIComponent(question.title.split(' ').at(-1)!)}`)
    ).json()) as {
      id: string;
      first_answer_preview: string | null;
    }[];
    expect(cards.find((card) => card.id === question.id)?.first_answer_preview).toBeNull();
    expect((await answersFor(answerer))[0]).toMatchObject({ id: answer.id, hidden_reason: 'Looks like advertising' });

    const deleted = await api(moderator.accessToken).send(
      'POST',
      `/api/moderation/items/answer/${answer.id}/decision`,
      { action: 'delete', reason: 'Advertising' },
    );
    expect(deleted.status).toBe(204);
    const page = (await (await api(asker.accessToken).get(`/api/community/questions/${question.id}`)).json()) as {
      answer_count: number;
      answers: unknown[];
    };
    expect(page).toMatchObject({ answer_count: 0, answers: [] });
    expect(await lastAudit()).toMatchObject({
      action: 'post_deleted',
      reason: 'Advertising',
      details: { target_type: 'answer', target_id: answer.id, excerpt: 'Visit my shop for the answer to everything.' },
    });
    const again = await api(moderator.accessToken).send('POST', `/api/moderation/items/answer/${answer.id}/decision`, {
      action: 'delete',
      reason: 'Advertising',
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 for a post that does not exist and 422 for a bad reason', async () => {
    const missing = await flag(flaggers[0]!, 'answer', '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Answer not found.' });
    expect((await flag(flaggers[0]!, 'answer', '00000000-0000-4000-8000-000000000000', 'boring')).status).toBe(422);
    expect((await api(undefined).send('POST', '/api/moderation/flags', {})).status).toBe(401);
  });
});
