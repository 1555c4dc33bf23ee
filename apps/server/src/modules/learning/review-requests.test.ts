import { learningContent } from '@hammurabi/content/learning';
import type {
  CodeReview,
  ModuleReviewRequest,
  ReviewQueue,
  ReviewRequestDetail,
  ReviewRequestSummary,
} from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../../http/write-limits.ts';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole, signInTestUser, type TestUser } from '../../test/users.ts';

const beginner = learningContent.paths.find((path) => path.id === 'beginner')!;
const greeting = beginner.modules.find((module) => module.id === 'beginner-exercise-greeting')!;
const hidden = greeting.exercise!.tests.filter((test) => test.hidden);
const HOUR = 3_600_000;
// Prints its input, so a hidden test's output would carry the hidden input; then fails loudly.
const ECHO = 'line = input()\nprint(line)\nraise ValueError(line)\n';

describe('review requests on exercises', () => {
  let server: TestApp;
  // The server's clock, moved forward instead of waiting; tokens live a week so they outlast it.
  let clock = Date.now();
  let learner: TestUser;
  let peer: TestUser;
  let outsider: TestUser;
  let mentor: TestUser;

  beforeAll(async () => {
    server = await startTestApp({ auth: testAuthConfig({ now: () => clock, jwtExpirySeconds: 604_800 }) });
    const users = await Promise.all([1, 2, 3, 4].map(() => createTestUser(server)));
    [learner, peer, outsider, mentor] = users as [TestUser, TestUser, TestUser, TestUser];
    await grantTestRole(server, mentor, 'staff');
    mentor = { ...mentor, accessToken: (await signInTestUser(server, mentor.email, mentor.password)).access_token };
  });
  afterAll(() => server.close());

  const call = async <T>(user: TestUser, path: string, method = 'GET', body?: unknown) => {
    const response = await server.request(path, { method, headers: authHeaders(user.accessToken), body });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as T };
  };
  const submit = (user: TestUser, code: string) =>
    call(user, '/api/learning/progress', 'POST', { module_id: greeting.id, status: 'completed', solution: { code } });
  const ask = (user: TestUser, body?: unknown) =>
    call<ReviewRequestDetail>(user, `/api/learning/modules/${greeting.id}/review-request`, 'POST', body);
  const mine = (user: TestUser) =>
    call<ModuleReviewRequest>(user, `/api/learning/modules/${greeting.id}/review-request`);
  const queue = (user: TestUser) => call<ReviewQueue>(user, '/api/learning/review-requests/queue');
  const review = (user: TestUser, requestId: string, extra: Record<string, unknown> = {}) =>
    call<CodeReview>(user, '/api/reviews', 'POST', {
      review_request_id: requestId,
      score: 70,
      comments: 'Read the name once and print it inside the greeting.',
      line_comments: [{ line: 2, comment: 'Print the greeting, not the bare name.' }],
      ...extra,
    });

  let requestId = '';

  it('asks for a review of the server-recorded submission only, once while it is open', async () => {
    const before = await ask(learner);
    expect(before.status).toBe(409);
    expect(before.body).toEqual({
      detail: 'Submit your solution first: a review request shows reviewers your latest submission.',
    });
    expect((await mine(learner)).body.ask_blocked_reason).toMatch(/^Submit your solution first/);

    expect((await submit(learner, ECHO)).status).toBe(200);
    const sentCode = await ask(learner, { code: 'console.log("something else")' });
    expect(sentCode.status).toBe(422);

    const asked = await ask(learner);
    expect(asked.status).toBe(201);
    requestId = asked.body.id;
    expect(asked.body).toMatchObject({
      module_id: greeting.id,
      module_title: greeting.title,
      path_id: 'beginner',
      language: greeting.exercise!.language,
      status: 'open',
      code: ECHO,
      review_count: 0,
      reviews: [],
      community_offer: false,
      can_review: false,
      can_withdraw: true,
    });
    expect(asked.body.check.tests.map((test) => [test.name, test.status])).toEqual([
      ['A short name', 'error'],
      ['Another name', 'error'],
      ['Hidden test 1', 'error'],
    ]);
    expect(asked.body.tests.map((test) => test.name)).toEqual(['A short name', 'Another name']);

    const again = await ask(learner);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: 'You already asked for a review of this exercise; it is waiting for a reviewer.',
    });
    const page = await mine(learner);
    expect(page.body.request?.id).toBe(requestId);
    expect(page.body.ask_blocked_reason).toBe(
      'You already asked for a review of this exercise; it is waiting for a reviewer.',
    );
  });

  it('never shows a hidden test, to the learner or to reviewers', async () => {
    await submit(peer, greeting.exercise!.solution);
    const answers = [
      (await mine(learner)).text,
      (await call(learner, `/api/learning/review-requests/${requestId}`)).text,
      (await call(peer, `/api/learning/review-requests/${requestId}`)).text,
      (await queue(peer)).text,
    ];
    for (const text of answers) {
      for (const test of hidden) {
        expect(text).not.toContain(test.input);
        expect(text).not.toContain(test.expectedOutput);
      }
    }
  });

  it('queues the request, oldest first, for learners who completed the exercise and for staff', async () => {
    const forPeer = await queue(peer);
    expect(forPeer.body).toMatchObject({ reviewer: true, waiting: 1 });
    expect(forPeer.body.requests[0]).toMatchObject({
      id: requestId,
      module_title: greeting.title,
      language: greeting.exercise!.language,
      status: 'open',
    });
    expect((await queue(mentor)).body.requests.map((request) => request.id)).toEqual([requestId]);
    expect((await queue(outsider)).body).toEqual({ reviewer: false, waiting: 0, requests: [] });
    expect((await queue(learner)).body.requests).toEqual([]);

    const asPeer = await call<ReviewRequestDetail>(peer, `/api/learning/review-requests/${requestId}`);
    expect(asPeer.body).toMatchObject({ can_review: true, can_withdraw: false, community_offer: false });
    expect((await call(outsider, `/api/learning/review-requests/${requestId}`)).status).toBe(404);
    expect((await call(outsider, '/api/learning/review-requests/not-a-uuid')).status).toBe(404);
  });

  it('is reviewed with the human review, never by the learner or by someone who did not complete it', async () => {
    const own = await review(learner, requestId);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ detail: 'You cannot review your own review request.' });
    expect((await review(outsider, requestId)).status).toBe(404);
    const outside = await review(peer, requestId, { line_comments: [{ line: 9, comment: 'Nothing here.' }] });
    expect(outside.status).toBe(422);
    expect(outside.body).toEqual({ detail: 'Line 9 is outside the file, which has 4 lines.' });
    const both = await call(peer, '/api/reviews', 'POST', {
      review_request_id: requestId,
      file_id: requestId,
      score: 1,
      comments: 'x',
    });
    expect(both.status).toBe(422);

    clock += 3 * HOUR;
    const written = await review(peer, requestId);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      review_request_id: requestId,
      file_id: null,
      project_id: null,
      file_version: 1,
      reviewer_type: 'human',
      score: 70,
      review_content: { suggestions: [{ line: 2, suggestion: 'Print the greeting, not the bare name.' }] },
    });

    const seen = (await mine(learner)).body;
    expect(seen.request).toMatchObject({ status: 'reviewed', review_count: 1, can_withdraw: false });
    expect(seen.request?.reviews.map((item) => item.id)).toEqual([written.body.id]);
    expect(seen.ask_blocked_reason).toMatch(/^This submission has been reviewed already/);
    const list = await call<ReviewRequestSummary[]>(learner, '/api/learning/review-requests/mine');
    expect(list.body.map((item) => [item.id, item.status, item.review_count])).toEqual([[requestId, 'reviewed', 1]]);
    expect((await call(learner, `/api/reviews/${written.body.id}`)).status).toBe(200);
    expect((await call(outsider, `/api/reviews/${written.body.id}`)).status).toBe(404);
    expect((await queue(peer)).body.waiting).toBe(0);
  });

  it('tells the expected wait from recent requests, and says so when there is no history', async () => {
    const fresh = await startTestApp();
    try {
      const user = await createTestUser(fresh);
      const answer = await fresh.request(`/api/learning/modules/${greeting.id}/review-request`, {
        headers: authHeaders(user.accessToken),
      });
      expect(((await answer.json()) as ModuleReviewRequest).expected_wait).toEqual({
        median_seconds: null,
        based_on: 0,
        text: 'No request has been reviewed in the last 30 days, so there is no wait to go by yet. If nobody reviews yours within 2 days, you can ask the community instead.',
      });
    } finally {
      await fresh.close();
    }
    expect((await mine(outsider)).body.expected_wait).toEqual({
      median_seconds: 3 * 3600,
      based_on: 1,
      text: 'Recent requests got their first review in about 3 hours (from the one request reviewed in the last 30 days).',
    });
  });

  it('offers the community after two days without a reviewer, and can be withdrawn', async () => {
    await submit(learner, 'const visitorName = input();\nconsole.log(`Hi, ${visitorName}`);\n');
    const second = await ask(learner);
    expect(second.status).toBe(201);
    const detail = () => call<ReviewRequestDetail>(learner, `/api/learning/review-requests/${second.body.id}`);
    clock += 47 * HOUR;
    expect((await detail()).body.community_offer).toBe(false);
    clock += HOUR;
    expect((await detail()).body.community_offer).toBe(true);
    // Only the learner is offered to move it; a reviewer still sees a request to review.
    expect(
      (await call<ReviewRequestDetail>(peer, `/api/learning/review-requests/${second.body.id}`)).body,
    ).toMatchObject({ community_offer: false, can_review: true });

    expect((await call(peer, `/api/learning/review-requests/${second.body.id}/withdraw`, 'POST')).status).toBe(404);
    const withdrawn = await call<ReviewRequestDetail>(
      learner,
      `/api/learning/review-requests/${second.body.id}/withdraw`,
      'POST',
    );
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', can_withdraw: false, community_offer: false });
    expect((await queue(mentor)).body.waiting).toBe(0);
    const late = await review(mentor, second.body.id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ detail: 'The learner withdrew this review request.' });
    expect((await mine(learner)).body.ask_blocked_reason).toBeNull();
  });
});

describe('review request limits', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ postLimitScale: 1 });
  });
  afterAll(() => server.close());

  it('counts every ask per account and hour, then answers 429 with a readable detail', async () => {
    const user = await createTestUser(server);
    const ask = () =>
      server.request(`/api/learning/modules/${greeting.id}/review-request`, {
        method: 'POST',
        headers: authHeaders(user.accessToken),
      });
    const { newAccountPerHour } = WRITE_LIMITS.reviewRequest;
    for (let index = 0; index < newAccountPerHour; index++) expect((await ask()).status).toBe(409);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^You have posted 3 review requests in the last hour \(accounts younger than a day may post 3 an hour\)/,
    );
  });
});
