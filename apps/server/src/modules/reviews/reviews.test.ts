import type { CodeReview, RecentReview, ReviewRequested } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';

const CODE = 'export function calc(a, b) {\n  var tmp = eval(a + b);\n  return tmp;\n}\n';

describe('reviews API (builtin provider)', () => {
  let server: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let stranger: TestUser;
  let privateFile: string;
  let publicFile: string;

  beforeAll(async () => {
    server = await startTestApp();
    owner = await createTestUser(server, { username: 'author' });
    collaborator = await createTestUser(server, { username: 'colleague' });
    stranger = await createTestUser(server, { username: 'passerby' });
    privateFile = await createFile('private');
    publicFile = await createFile('public');
  });
  afterAll(() => server.close());

  function send(user: TestUser | null, method: string, path: string, body?: unknown) {
    return server.request(path, { method, body, headers: user ? { authorization: `Bearer ${user.accessToken}` } : {} });
  }

  async function createFile(visibility: 'private' | 'public'): Promise<string> {
    const project = (await (
      await send(owner, 'POST', '/api/projects', { title: `Reviews ${visibility}`, language: 'javascript', visibility })
    ).json()) as { id: string };
    if (visibility === 'private') {
      const added = await send(owner, 'POST', `/api/projects/${project.id}/collaborators`, { username: 'colleague' });
      expect(added.status).toBe(201);
    }
    const file = (await (
      await send(owner, 'POST', `/api/projects/${project.id}/files`, { filename: 'calc.js', content: CODE })
    ).json()) as { id: string };
    return file.id;
  }

  async function list(user: TestUser | null, fileId: string, kind: 'code' | 'file' = 'code'): Promise<CodeReview[]> {
    const response = await send(user, 'GET', `/api/reviews/${kind}/${fileId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CodeReview[];
  }

  it('runs a builtin AI review inline and stores it completed, with the judged version and the engine content', async () => {
    const response = await send(owner, 'POST', `/api/reviews/code/${privateFile}`);
    expect(response.status).toBe(201);
    const requested = (await response.json()) as ReviewRequested;
    expect(requested.status).toBe('completed');
    const [review] = await list(owner, privateFile);
    expect(review).toMatchObject({
      id: requested.id,
      reviewer_type: 'ai',
      reviewer: null,
      requested_by: { id: owner.id, username: 'author' },
      status: 'completed',
      provider: 'builtin',
      file_version: 1,
      error: null,
    });
    const content = review?.review_content;
    expect(content?.summary).toContain('calc.js');
    expect(content?.security.join(' ')).toMatch(/line 2: `eval`/);
    expect(content?.suggestions.some((suggestion) => suggestion.line === 2)).toBe(true);
    expect(content?.findings?.length).toBeGreaterThan(0);
    expect(content?.ratings).toHaveProperty('justice');
    expect(review?.score).toBe(content?.score);
    // The judged text of each line a finding points at is kept, so later edits can outdate marks.
    expect(review?.judged_lines).toContainEqual({ line: 2, text: '  var tmp = eval(a + b);' });
    const lines = CODE.split('\n');
    for (const judged of review?.judged_lines ?? []) expect(judged.text).toBe(lines[judged.line - 1]);
  });

  it('answers one review to those who may read its file, and 404 to others', async () => {
    const [latest] = await list(owner, privateFile);
    const response = await send(collaborator, 'GET', `/api/reviews/${latest?.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(latest);
    for (const user of [stranger, null]) {
      const hidden = await send(user, 'GET', `/api/reviews/${latest?.id}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toEqual({ detail: 'Review not found.' });
    }
  });

  it('lists reviews newest first under both paths', async () => {
    const second = (await (
      await send(collaborator, 'POST', `/api/reviews/code/${privateFile}`)
    ).json()) as ReviewRequested;
    const byCode = await list(owner, privateFile, 'code');
    expect(byCode[0]?.id).toBe(second.id);
    expect(byCode[0]?.requested_by?.username).toBe('colleague');
    expect(await list(owner, privateFile, 'file')).toEqual(byCode);
  });

  it("hides a private file's reviews from strangers (404) and asks anonymous callers to sign in for requests", async () => {
    for (const path of [`/api/reviews/code/${privateFile}`, `/api/reviews/file/${privateFile}`]) {
      expect((await send(stranger, 'GET', path)).status).toBe(404);
      expect((await send(null, 'GET', path)).status).toBe(404);
    }
    const requested = await send(stranger, 'POST', `/api/reviews/code/${privateFile}`);
    expect(requested.status).toBe(404);
    expect(await requested.json()).toEqual({ detail: 'File not found.' });
    expect((await send(null, 'POST', `/api/reviews/code/${privateFile}`)).status).toBe(401);
    const human = await send(stranger, 'POST', '/api/reviews', { file_id: privateFile, score: 50, comments: 'Hi' });
    expect(human.status).toBe(404);
  });

  it("lets anyone read a public file's reviews and anyone signed in review it", async () => {
    expect((await send(stranger, 'POST', `/api/reviews/code/${publicFile}`)).status).toBe(201);
    const created = await send(stranger, 'POST', '/api/reviews/', {
      file_id: publicFile,
      score: 72,
      comments: '  Clear, but avoid eval.  ',
      line_comments: [{ line: 2, comment: 'eval runs any string as code.' }],
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      reviewer_type: 'human',
      reviewer: { id: stranger.id, username: 'passerby' },
      requested_by: null,
      status: 'completed',
      score: 72,
      review_content: {
        summary: 'Clear, but avoid eval.',
        score: 72,
        suggestions: [{ line: 2, suggestion: 'eval runs any string as code.' }],
        source: 'human',
      },
    });
    const anonymous = await list(null, publicFile);
    expect(anonymous.map((review) => review.reviewer_type)).toEqual(['human', 'ai']);
    expect((await send(null, 'POST', '/api/reviews', { file_id: publicFile, score: 1, comments: 'x' })).status).toBe(
      401,
    );
  });

  it('lets a collaborator write a human review of a private file', async () => {
    const created = await send(collaborator, 'POST', '/api/reviews', {
      file_id: privateFile,
      score: 90,
      comments: 'Fine.',
      line_comments: [{ line: 3, comment: 'Return the sum directly.' }],
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as CodeReview).judged_lines).toEqual([{ line: 3, text: '  return tmp;' }]);
  });

  it.each([
    [{ score: 101, comments: 'x' }, 'score: Score must be a whole number from 0 to 100.'],
    [{ score: 50, comments: '   ' }, 'comments: Comments must not be empty.'],
    [
      { score: 50, comments: 'x', line_comments: [{ line: 0, comment: 'x' }] },
      'line_comments.0.line: Line numbers start at 1.',
    ],
    [
      { score: 50, comments: 'x', line_comments: [{ line: 6, comment: 'x' }] },
      'Line 6 is outside the file, which has 5 lines.',
    ],
  ])('refuses an invalid human review %#', async (fields, detail) => {
    const response = await send(owner, 'POST', '/api/reviews', { file_id: publicFile, ...fields });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail });
  });

  it('refuses an AI review of a file over 5,000 lines with 422 and stores nothing', async () => {
    const project = (await (
      await send(owner, 'POST', '/api/projects', { title: 'Huge', language: 'javascript' })
    ).json()) as { id: string };
    const file = (await (
      await send(owner, 'POST', `/api/projects/${project.id}/files`, {
        filename: 'huge.js',
        content: 'const a = 1;\n'.repeat(5000),
      })
    ).json()) as { id: string };
    const response = await send(owner, 'POST', `/api/reviews/code/${file.id}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail:
        'This file has 5001 lines; AI reviews take files of up to 5000 lines. Split it into smaller files (HB001 Law of Brevity).',
    });
    expect(await list(owner, file.id)).toEqual([]);
  });

  it('answers 404 for file ids that are unknown or not ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await send(owner, 'GET', `/api/reviews/code/${id}`)).status).toBe(404);
      expect((await send(owner, 'POST', `/api/reviews/code/${id}`)).status).toBe(404);
    }
  });

  it('counts completed reviews this month on the dashboard and awards first-review', async () => {
    const stats = (await (await send(owner, 'GET', '/api/dashboard/stats')).json()) as { reviewCount: number };
    // On the owner's files: 2 AI reviews and 1 human review of the private file, 1 AI and 1 human of the public one.
    expect(stats.reviewCount).toBe(5);
    const strangerStats = (await (await send(stranger, 'GET', '/api/dashboard/stats')).json()) as {
      reviewCount: number;
    };
    expect(strangerStats.reviewCount).toBe(2);
    const achievements = (await (await send(stranger, 'GET', '/api/dashboard/achievements')).json()) as {
      id: string;
      earned_at: string | null;
    }[];
    expect(achievements.find((achievement) => achievement.id === 'first-review')?.earned_at).not.toBeNull();
  });

  it("lists a caller's recent reviews: their projects' files and what they reviewed elsewhere", async () => {
    const recent = async (user: TestUser | null) => {
      const response = await send(user, 'GET', '/api/reviews/recent');
      return { status: response.status, body: (await response.json()) as RecentReview[] };
    };
    const mine = await recent(owner);
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(5);
    expect(mine.body[0]).toMatchObject({ filename: 'calc.js', project_title: 'Reviews private', status: 'completed' });
    const times = mine.body.map((review) => review.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The stranger sees the two reviews they made of the public file, nothing of the private project.
    const theirs = await recent(stranger);
    expect(theirs.body.map((review) => [review.reviewer_type, review.file_id])).toEqual([
      ['human', publicFile],
      ['ai', publicFile],
    ]);
    expect((await recent(collaborator)).body.every((review) => review.file_id === privateFile)).toBe(true);
    expect(await recent(null)).toEqual({ status: 401, body: { detail: 'User not authenticated' } });
  });

  it('limits AI review requests per user (20 a minute) without slowing other users', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await send(collaborator, 'POST', `/api/reviews/code/${privateFile}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(19);
    expect((await send(owner, 'POST', `/api/reviews/code/${privateFile}`)).status).toBe(201);
  });
});
