import type { Answer, QuestionSummary, SimilarQuestion, VoteResult } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { parseSearch } from './repository-search.ts';
import { ask, clientFor } from './test-client.ts';

describe('community votes and search API', () => {
  let server: TestApp;
  let author: string;
  let voter: string;
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    author = (await createTestUser(server, { username: 'author' })).accessToken;
    voter = (await createTestUser(server, { username: 'voter' })).accessToken;
  });
  afterAll(() => server.close());

  const vote = async (token: string, targetType: 'question' | 'answer', targetId: string, value: number) => {
    const response = await as(token).send('PUT', '/api/community/votes', {
      target_type: targetType,
      target_id: targetId,
      value,
    });
    return { status: response.status, body: (await response.json()) as VoteResult & { detail?: string } };
  };

  const storedVotes = async (targetId: string) =>
    (
      await server.database.pool.query<{ count: number }>(
        'select count(*)::int as count from community_votes where target_id = $1',
        [targetId],
      )
    ).rows[0]?.count as number;

  it('adds, switches, repeats and withdraws a vote with the right arithmetic', async () => {
    const question = await ask(server, author, { title: 'Vote arithmetic', body: 'b', tags: 'votes' });
    const score = async (value: number) => {
      const result = await vote(voter, 'question', question.id, value);
      expect(result.status).toBe(200);
      return [result.body.upvotes, result.body.downvotes, result.body.score];
    };
    expect(await score(1)).toEqual([1, 0, 1]);
    expect(await score(1)).toEqual([1, 0, 1]);
    expect(await score(-1)).toEqual([0, 1, -1]);
    expect(await score(0)).toEqual([0, 0, 0]);
    expect(await score(0)).toEqual([0, 0, 0]);
    expect(await storedVotes(question.id)).toBe(0);
    await score(-1);
    const page = await (await as(voter).get(`/api/community/questions/${question.id}`)).json();
    expect(page).toMatchObject({ my_vote: -1, upvotes: 0, downvotes: 1, score: -1 });
    const visitorPage = await (await as(undefined).get(`/api/community/questions/${question.id}`)).json();
    expect(visitorPage).toMatchObject({ my_vote: 0 });
  });

  it('keeps exactly one vote when the same vote arrives twice at once', async () => {
    const question = await ask(server, author, { title: 'Double click', body: 'b', tags: 'votes' });
    const answerResponse = await as(author).send('POST', `/api/community/questions/${question.id}/answers`, {
      body: 'Mine',
    });
    const answer = (await answerResponse.json()) as Answer;
    for (const [type, id] of [
      ['question', question.id],
      ['answer', answer.id],
    ] as const) {
      const results = await Promise.all(Array.from({ length: 6 }, () => vote(voter, type, id, 1)));
      expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await storedVotes(id)).toBe(1);
      const table = type === 'question' ? 'community_questions' : 'community_answers';
      const counts = await server.database.pool.query(`select up_count, down_count from ${table} where id = $1`, [id]);
      expect(counts.rows[0]).toEqual({ up_count: 1, down_count: 0 });
    }
    const page = await (await as(voter).get(`/api/community/questions/${question.id}`)).json();
    expect(page).toMatchObject({ upvotes: 1, my_vote: 1, answers: [{ upvotes: 1, my_vote: 1 }] });
  });

  it('refuses votes on your own posts and bad vote values', async () => {
    const question = await ask(server, author, { title: 'Own post', body: 'b', tags: 'votes' });
    const own = await vote(author, 'question', question.id, 1);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ detail: 'You cannot vote on your own post.' });
    expect((await vote(voter, 'question', question.id, 2)).status).toBe(422);
    const badType = await as(voter).send('PUT', '/api/community/votes', {
      target_type: 'tag',
      target_id: question.id,
      value: 1,
    });
    expect(badType.status).toBe(422);
    expect(await storedVotes(question.id)).toBe(0);
  });

  it('ranks a title match above a body match', async () => {
    await ask(server, author, {
      title: 'Parsing dates in JavaScript',
      body: 'Unrelated text about calendars.',
      tags: 'javascript',
    });
    await ask(server, author, {
      title: 'A question about formatting',
      body: 'I am parsing strings with a regex.',
      tags: 'regex',
    });
    await ask(server, author, { title: 'Nothing to see', body: 'No match here at all.', tags: 'misc' });
    const response = await as(undefined).get('/api/community/questions?q=parsing');
    expect(response.headers.get('x-total-count')).toBe('2');
    const titles = ((await response.json()) as QuestionSummary[]).map((item) => item.title);
    expect(titles).toEqual(['Parsing dates in JavaScript', 'A question about formatting']);
  });

  it('finds c++ and c# exactly, through tags and titles, without mixing them up', async () => {
    await ask(server, author, { title: 'Templates question', body: 'How do templates work?', tags: 'C++' });
    await ask(server, author, { title: 'Is C# garbage collected?', body: 'Curious.', tags: 'dotnet' });
    await ask(server, author, { title: 'The C language', body: 'Pointers in c.', tags: 'c' });
    const titles = async (q: string) =>
      (
        (await (
          await as(undefined).get(`/api/community/questions?q=${encodeURIComponent(q)}`)
        ).json()) as QuestionSummary[]
      ).map((item) => item.title);
    expect(await titles('c++')).toEqual(['Templates question']);
    expect(await titles('C#')).toEqual(['Is C# garbage collected?']);
    // Punctuation typed around a code term is not part of it, as in the stored title words.
    expect(await titles('c#?')).toEqual(['Is C# garbage collected?']);
    expect(await titles('templates c++')).toEqual(['Templates question']);
    expect(await titles('[c]')).toEqual(['The C language']);
  });

  it('matches stop-word searches on titles and empty results give an empty list', async () => {
    await ask(server, author, { title: 'How to ask well', body: 'Tips.', tags: 'meta' });
    const response = await as(undefined).get('/api/community/questions?q=how%20to');
    expect(((await response.json()) as QuestionSummary[]).map((item) => item.title)).toContain('How to ask well');
    const none = await as(undefined).get('/api/community/questions?q=zzzqqq');
    expect(await none.json()).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('counts matches exactly up to 1,000 and says when it stopped counting', async () => {
    const { id } = await createTestUser(server, { username: 'prolific' });
    const insertMany = (tag: string, count: number) =>
      server.database.pool.query(
        `insert into community_questions (author_id, title, body, tags)
         select $1, 'Generated ' || g, 'Body', array[$2] from generate_series(1, $3::int) g`,
        [id, tag, count],
      );
    await insertMany('many', 1_001);
    await insertMany('few', 3);
    const many = await as(undefined).get('/api/community/questions?tag=many&limit=1');
    expect(many.headers.get('x-total-count')).toBe('1000');
    expect(many.headers.get('x-total-count-capped')).toBe('true');
    const few = await as(undefined).get('/api/community/questions?tag=few');
    expect(few.headers.get('x-total-count')).toBe('3');
    expect(few.headers.get('x-total-count-capped')).toBeNull();
    await server.database.pool.query(`delete from community_questions where tags && '{many,few}'`);
  });

  it('suggests up to five similar questions while a title is typed', async () => {
    for (const title of [
      'How to reverse a list in Python',
      'Reverse a list in Python without reversed()',
      'Python list reverse is slow',
    ]) {
      await ask(server, author, { title, body: 'b', tags: 'python' });
    }
    const similar = async (title: string) =>
      (await (
        await as(undefined).get(`/api/community/questions/similar?title=${encodeURIComponent(title)}`)
      ).json()) as SimilarQuestion[];
    const found = await similar('reverse list python');
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.map((item) => item.title)).toContain('How to reverse a list in Python');
    // Worded differently from every stored title, as a new title usually is: any word counts.
    const reworded = await similar('Best way to get my Python list backwards reversed?');
    expect(reworded.map((item) => item.title)).toContain('Reverse a list in Python without reversed()');
    expect(reworded.length).toBeLessThanOrEqual(5);
    // Short titles suggest nothing; punctuation and websearch syntax alone search nothing.
    expect(await similar('abc')).toEqual([]);
    expect(await similar('python l')).toEqual([]);
    expect(await similar('"---" -- or or')).toEqual([]);
    expect(await (await as(undefined).get('/api/community/questions/similar')).json()).toEqual([]);
    expect(await similar('completely different topic entirely')).toEqual([]);
  });
});

describe('parseSearch', () => {
  it('separates words, code terms and [tag] filters', () => {
    expect(parseSearch('  vector  C++ [STL] push_back c# ')).toEqual({
      text: 'vector push_back',
      codeTerms: ['c++', 'c#'],
      tags: ['stl'],
    });
  });
});
