import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { CodeReview, ReviewRequested } from '@hammurabi/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from './ai/testing/openai-test-server.ts';
import { readEvents } from './ai/testing/sse-client.ts';
import { findFreePort } from './db/embedded.ts';
import { createTestDatabase } from './test/harness.ts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = 'multi-server-test-secret-of-at-least-32-chars';
const VALID_REVIEW = {
  summary: 'eval on line 2 is dangerous.',
  strengths: ['Short.'],
  improvements: ['Rename tmp.'],
  security: ['Line 2 evaluates input.'],
  performance: [],
  suggestions: [{ line: 2, suggestion: 'Compute a + b directly.' }],
  score: 35,
};

interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/**
 * Two real server processes (src/main.ts under tsx) on one DATABASE_URL, as behind a proxy:
 * rate limits hold across both, a Stop sent to one stops the stream the other holds, a list one
 * remembers shows the other's write, and a review whose process is killed (SIGKILL) is completed
 * by the other.
 */
describe('several servers on one database', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let upstream: OpenAiTestServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let anonKey = '';
  let token = '';

  async function startServer(name: string, port: number): Promise<ServerProcess> {
    const dataDir = `/tmp/multi-data-${name}`;
    await fs.rm(dataDir, { recursive: true, force: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: testDatabase.url,
        LOG_LEVEL: 'error',
        // Behind one proxy every instance shares the public address and the signing secret.
        SITE_URL: 'http://127.0.0.1:4459',
        JWT_SECRET,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: upstream.baseUrl,
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '20000',
        // A short lease, so a dead process's job is taken over within seconds.
        JOBS_LEASE_SECONDS: '2',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = once(child, 'exit');
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return { url, child, exited };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const api = (server: ServerProcess, pathname: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    upstream = await startOpenAiTestServer();
    // Ports the kernel hands out: a fixed pair collided with servers left by an interrupted run.
    const portA = await findFreePort();
    let portB = await findFreePort();
    while (portB === portA) portB = await findFreePort();
    [a, b] = await Promise.all([startServer('a', portA), startServer('b', portB)]);
    anonKey = ((await (await fetch(`${a.url}/api/config`)).json()) as { anon_key: string }).anon_key;
    const credentials = { email: 'multi@example.com', password: 'multi server password' };
    const headers = { apikey: anonKey, 'content-type': 'application/json' };
    const signUp = await fetch(`${a.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...credentials, data: { username: 'multi', full_name: 'Multi Server' } }),
    });
    expect(signUp.status).toBe(200);
    // Signed up on A, signed in on B: one database, one secret.
    const session = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify(credentials),
    });
    token = ((await session.json()) as { access_token: string }).access_token;
    expect(token).toBeTruthy();
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGCONT');
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await upstream?.close();
    await testDatabase?.drop();
  });

  it('holds a rate limit across both servers', async () => {
    // The newsletter allows 20 subscriptions a minute per address, wherever they arrive.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const response = await fetch(`${(i % 2 ? a : b).url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `reader${i}@example.com` }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { detail: string }).detail).toMatch(
          /^Too many requests\. Please wait \d+ seconds and try again\.$/,
        );
      } else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it('stops a stream held by server A when the Stop is sent to server B', async () => {
    upstream.enqueue({ kind: 'text', chunks: ['alpha ', 'beta ', 'gamma ', 'delta ', 'epsilon'], delayMs: 150 });
    let conversationId = '';
    let stop: Promise<Response> | undefined;
    const response = await api(a, '/api/ai/chat/stream', { method: 'POST', body: { message: 'Greek letters' } });
    const events = await readEvents(response, (event) => {
      if (event.event === 'conversation') conversationId = event.data.conversation_id as string;
      if (event.event === 'delta' && !stop) {
        stop = api(b, `/api/ai/conversations/${conversationId}/stop`, { method: 'POST' });
      }
      return false;
    });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'stopped' } });
    const answer = await stop!;
    expect(await answer.json()).toEqual({ stopped: true });
    const messages = (await (await api(b, `/api/ai/conversations/${conversationId}/messages`)).json()) as {
      status: string;
      content: string;
    }[];
    expect(messages[1]).toMatchObject({ status: 'stopped' });
    expect(messages[1]?.content).not.toContain('epsilon');
  });

  it('lists on server A a change just made on server B', async () => {
    const titles = async (server: ServerProcess) =>
      ((await (await api(server, '/api/projects/')).json()) as { title: string }[]).map((project) => project.title);
    const created = (await (
      await api(a, '/api/projects', { method: 'POST', body: { title: 'Listed', language: 'go' } })
    ).json()) as { id: string };
    // A remembers the page; B's write must still show on A's very next answer.
    expect(await titles(a)).toContain('Listed');
    expect(await titles(a)).toContain('Listed');
    const renamed = await api(b, `/api/projects/${created.id}`, { method: 'PUT', body: { title: 'Renamed on B' } });
    expect(renamed.status).toBe(200);
    const afterwards = await titles(a);
    expect(afterwards).toContain('Renamed on B');
    expect(afterwards).not.toContain('Listed');
  });

  it('completes on server B a review whose server A was killed while running it', async () => {
    const project = (await (
      await api(a, '/api/projects', { method: 'POST', body: { title: 'Multi', language: 'javascript' } })
    ).json()) as { id: string };
    const file = (await (
      await api(a, `/api/projects/${project.id}/files`, {
        method: 'POST',
        body: { filename: 'calc.js', content: 'export function calc(a, b) {\n  return eval(a + b);\n}\n' },
      })
    ).json()) as { id: string };
    // A takes the job (B is paused), the model never answers A, and A dies; B takes it over.
    upstream.enqueue({ kind: 'hang' }, { kind: 'text', chunks: [JSON.stringify(VALID_REVIEW)] });
    b.child.kill('SIGSTOP');
    const seen = upstream.requests.length;
    const requested = (await (
      await api(a, `/api/reviews/code/${file.id}`, { method: 'POST' })
    ).json()) as ReviewRequested;
    expect(requested.status).toBe('pending');
    while (upstream.requests.length === seen) await new Promise((resolve) => setTimeout(resolve, 20));
    a.child.kill('SIGKILL');
    await a.exited;
    b.child.kill('SIGCONT');

    let review: CodeReview;
    for (;;) {
      review = (await (await api(b, `/api/reviews/${requested.id}`)).json()) as CodeReview;
      if (review.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(review.status).toBe('completed');
    expect(upstream.requests.length).toBe(seen + 2);
    const jobs = new pg.Client({ connectionString: testDatabase.url });
    await jobs.connect();
    try {
      // The job row goes once B has stored the review, in the statement after it: wait for it.
      // (A queue that kept it, or a second copy, would hold the count up until the test times out.)
      for (;;) {
        const left = await jobs.query<{ n: number }>(`select count(*)::int as n from background_jobs`);
        if (left.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(upstream.requests.length).toBe(seen + 2);
    } finally {
      await jobs.end();
    }
  });
});
