import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';

// Explaining this 900 KB line costs seconds (Babel's error recovery), far above the limits the
// tests set; unbounded, it once ran for minutes. The analysis rules themselves are linear now, so
// the limits are set well below its cost rather than near it.
const HOSTILE_CODE = `'\\'"\\"\`\\\``.repeat(100_000);
const ORDINARY_CODE = '/** Adds. */\nexport function add(a, b) {\n  return a + b;\n}\n';

async function explain(server: TestApp, user: TestUser, code: string) {
  const response = await server.request('/api/ai/explain-code', {
    method: 'POST',
    body: { code, filename: 'hostile.js' },
    headers: authHeaders(user.accessToken),
  });
  return { status: response.status, body: (await response.json()) as { detail?: string; explanation?: string } };
}

describe('analysis off the event loop', () => {
  let server: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestApp({ analysis: { threads: 2, timeoutMs: 1500, memoryMb: 256, maxQueue: 32 } });
    user = await createTestUser(server);
  });
  afterAll(() => server.close());

  it('answers /api/health while four hostile analyses run, then stops them with 422', async () => {
    let finished = 0;
    const hostile = Array.from({ length: 4 }, () =>
      explain(server, user, HOSTILE_CODE).finally(() => {
        finished += 1;
      }),
    );
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    // The health check was answered while every hostile analysis was still running.
    expect(finished).toBe(0);
    for (const answer of await Promise.all(hostile)) {
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toBe(
        'Analysing this code took longer than 1.5 seconds, so it was stopped. Split it into smaller files or shorten very long lines.',
      );
    }
    const ordinary = await explain(server, user, ORDINARY_CODE);
    expect(ordinary.status).toBe(200);
    expect(ordinary.body.explanation).toContain('`add`');
  });
});

describe('a full analysis queue', () => {
  let server: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestApp({ analysis: { threads: 1, timeoutMs: 500, memoryMb: 256, maxQueue: 1 } });
    user = await createTestUser(server);
  });
  afterAll(() => server.close());

  it('refuses analyses beyond the queue with 503 and a reason', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => explain(server, user, HOSTILE_CODE)));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBe(2);
    expect(busy[0]?.body.detail).toBe('The code analysis is busy right now. Please try again in a few seconds.');
    expect(answers.filter((answer) => answer.status === 422).length).toBe(2);
  });

  it('times a waiting analysis from its start, so waiting behind a stopped one does not count', async () => {
    const hostile = explain(server, user, HOSTILE_CODE);
    const ordinary = await explain(server, user, ORDINARY_CODE);
    expect(ordinary.status).toBe(200);
    expect(ordinary.body.explanation).toContain('`add`');
    expect((await hostile).status).toBe(422);
  });
});

describe('a memory-hungry analysis', () => {
  let server: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestApp({ analysis: { threads: 1, timeoutMs: 60_000, memoryMb: 32, maxQueue: 4 } });
    user = await createTestUser(server);
  });
  afterAll(() => server.close());

  it('stops an analysis over its memory limit with 422 and keeps serving', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => `export const value${i} = [${'1, '.repeat(60)}];`).join('\n');
    const answer = await explain(server, user, big);
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe(
      'Analysing this code needed more than 32 MB of memory, so it was stopped. Split it into smaller files.',
    );
    expect((await explain(server, user, ORDINARY_CODE)).status).toBe(200);
  });
});
