import type { CodeMetrics, CodeReview, LearningProgress } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';
import { averageRatings } from './repository-code-metrics.ts';
import { registerLearningProgressSource } from './learning-progress.ts';

const CLEAN = '/** Adds two numbers. */\nexport function add(a, b) {\n  return a + b;\n}\n';
const POOR = 'function calc(a, b) {\n  var tmp = eval(a + b);\n  x = tmp;\n  return tmp;\n}\n';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

async function call<T>(user: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const response = await server.request(path, { method, headers: authHeaders(user.accessToken), body });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function fileWithReview(user: TestUser, projectId: string, filename: string, content: string) {
  const file = await call<{ id: string }>(user, 'POST', `/api/projects/${projectId}/files`, { filename, content });
  await call(user, 'POST', `/api/reviews/code/${file.id}`);
  return file.id;
}

describe('dashboard code metrics', () => {
  it('is empty without reviews, then shows averaged ratings, the score trend and the weakest files', async () => {
    const user = await createTestUser(server, { username: 'metrics_user' });
    const metrics = () => call<CodeMetrics>(user, 'GET', '/api/dashboard/code-metrics');
    expect(await metrics()).toEqual({ reviewed_files: 0, average_score: null, ratings: null, trend: [], lowest: [] });

    const project = await call<{ id: string }>(user, 'POST', '/api/projects', {
      title: 'Metrics',
      language: 'javascript',
    });
    const clean = await fileWithReview(user, project.id, 'clean.js', CLEAN);
    const poor = await fileWithReview(user, project.id, 'poor.js', POOR);
    // A second review of the same file: only the latest one counts for the file, both for the trend.
    await call(user, 'POST', `/api/reviews/code/${clean}`);
    // Another user's reviews never count.
    const stranger = await createTestUser(server, { username: 'metrics_other' });
    const theirs = await call<{ id: string }>(stranger, 'POST', '/api/projects', {
      title: 'Other',
      language: 'javascript',
    });
    await fileWithReview(stranger, theirs.id, 'other.js', POOR);

    const latest = async (fileId: string) => (await call<CodeReview[]>(user, 'GET', `/api/reviews/file/${fileId}`))[0]!;
    const [cleanReview, poorReview] = [await latest(clean), await latest(poor)];
    expect(poorReview.score!).toBeLessThan(cleanReview.score!);

    const result = await metrics();
    expect(result.reviewed_files).toBe(2);
    expect(result.average_score).toBe(Math.round((cleanReview.score! + poorReview.score!) / 2));
    expect(result.ratings).toEqual(
      averageRatings([
        { ratings: cleanReview.review_content!.ratings! },
        { ratings: poorReview.review_content!.ratings! },
      ]),
    );
    expect(result.trend.map((point) => point.score)).toEqual([cleanReview.score, poorReview.score, cleanReview.score]);
    expect(result.lowest.map((file) => [file.filename, file.score, file.project_title])).toEqual([
      ['poor.js', poorReview.score, 'Metrics'],
      ['clean.js', cleanReview.score, 'Metrics'],
    ]);
    expect(result.lowest[0]).toMatchObject({ file_id: poor, project_id: project.id });
  });

  it('averages each of the five ratings, skipping reviews without them', () => {
    expect(
      averageRatings([
        { ratings: { clarity: 90, justice: 80, reliability: 70, maintainability: 60, governance: 50 } },
        { ratings: { clarity: 81, justice: 80, reliability: 70, maintainability: 60, governance: 51 } },
        { ratings: null },
        { ratings: { clarity: 10 } },
      ]),
    ).toEqual({ clarity: 86, justice: 80, reliability: 70, maintainability: 60, governance: 51 });
    expect(averageRatings([{ ratings: null }])).toBeNull();
  });
});

describe('dashboard learning progress', () => {
  it('lists no paths until a learning-paths source is registered, then what it reports', async () => {
    const user = await createTestUser(server, { username: 'learning_user' });
    const progress = () => call<LearningProgress>(user, 'GET', '/api/dashboard/learning-progress');
    expect(await progress()).toEqual({ paths: [] });

    const path = { id: 'basics', title: 'Basics', completed: 2, total: 5, path: '/learning/basics' };
    const remove = registerLearningProgressSource((_db, userId) => Promise.resolve(userId === user.id ? [path] : []));
    try {
      expect(await progress()).toEqual({ paths: [path] });
    } finally {
      remove();
    }
    expect(await progress()).toEqual({ paths: [] });
  });

  it('needs a session', async () => {
    expect((await server.request('/api/dashboard/code-metrics')).status).toBe(401);
    expect((await server.request('/api/dashboard/learning-progress')).status).toBe(401);
  });
});
