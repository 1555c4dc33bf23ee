import type { CodeReview, ReviewRequested } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../ai/testing/openai-test-server.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';

const CODE = 'export function calc(a, b) {\n  var tmp = eval(a + b);\n  return tmp;\n}\n';
const VALID_REVIEW = {
  summary: 'eval on line 2 is dangerous.',
  strengths: ['Short.'],
  improvements: ['Rename tmp.'],
  security: ['Line 2 evaluates input.'],
  performance: [],
  suggestions: [{ line: 2, suggestion: 'Compute a + b directly.' }],
  score: 35,
};

describe('reviews API with an OpenAI-compatible provider', () => {
  let upstream: OpenAiTestServer;
  let server: TestApp;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestApp({
      ai: { provider: 'openai', baseUrl: upstream.baseUrl, apiKey: undefined, model: 'test-model', timeoutMs: 1000 },
    });
    user = await createTestUser(server, { username: 'modeluser' });
    const project = (await (await send('POST', '/api/projects', { title: 'M', language: 'javascript' })).json()) as {
      id: string;
    };
    const file = (await (
      await send('POST', `/api/projects/${project.id}/files`, { filename: 'calc.js', content: CODE })
    ).json()) as { id: string };
    fileId = file.id;
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  function send(method: string, path: string, body?: unknown) {
    return server.request(path, { method, body, headers: { authorization: `Bearer ${user.accessToken}` } });
  }

  /** Requests a review and waits until the background run has finished it. */
  async function reviewWith(reply: string | { status: number }): Promise<CodeReview> {
    upstream.enqueue(
      typeof reply === 'string'
        ? { kind: 'text', chunks: [reply] }
        : { kind: 'error', status: reply.status, message: 'upstream broke' },
    );
    const response = await send('POST', `/api/reviews/code/${fileId}`);
    const requested = (await response.json()) as ReviewRequested;
    expect(requested.status).toBe('pending');
    for (;;) {
      const review = (await (await send('GET', `/api/reviews/${requested.id}`)).json()) as CodeReview;
      if (review.status !== 'pending') return review;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('stores a valid model review with the engine findings, pending until it completes', async () => {
    const review = await reviewWith(JSON.stringify(VALID_REVIEW));
    expect(review).toMatchObject({ status: 'completed', provider: 'openai', score: 35, error: null });
    expect(review.review_content).toMatchObject({ ...VALID_REVIEW, source: 'model' });
    expect(review.review_content?.findings?.some((finding) => finding.startLine === 2)).toBe(true);
  });

  it('fails the review clearly on malformed JSON', async () => {
    const review = await reviewWith('I think the code is fine.');
    expect(review).toMatchObject({
      status: 'failed',
      review_content: null,
      error: "The model's review was not valid JSON.",
    });
  });

  it('fails the review when a suggestion points outside the file', async () => {
    const review = await reviewWith(JSON.stringify({ ...VALID_REVIEW, suggestions: [{ line: 99, suggestion: 'x' }] }));
    expect(review.error).toBe("The model's review pointed at line 99, outside the file (lines 1–5).");
  });

  it("fails the review with the provider's message on an HTTP error", async () => {
    const review = await reviewWith({ status: 503 });
    expect(review).toMatchObject({ status: 'failed', error: 'The AI provider answered HTTP 503: upstream broke.' });
  });

  it('counts only completed reviews on the dashboard', async () => {
    const stats = (await (await send('GET', '/api/dashboard/stats')).json()) as { reviewCount: number };
    expect(stats.reviewCount).toBe(1);
  });
});
