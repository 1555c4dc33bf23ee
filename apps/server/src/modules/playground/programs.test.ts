import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaygroundAnalysis, PlaygroundProgram, PlaygroundProgramSummary } from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser } from '../../test/users.ts';

describe('saved playground programs and analysis', () => {
  let server: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startTestApp();
    alice = (await createTestUser(server)).accessToken;
    bob = (await createTestUser(server)).accessToken;
  });
  afterAll(() => server.close());

  const send = (token: string | null, method: string, path: string, body?: unknown) =>
    server.request(path, { method, body, headers: token ? authHeaders(token) : {} });

  const program = {
    title: 'Sum',
    language: 'python',
    code: 'print(sum(int(x) for x in input().split()))',
    testCases: [{ id: 't1', name: 'small', input: '1 2 3', expectedOutput: '6' }],
  };

  it('saves, lists, shares by slug to anyone, and replaces only the version it started from', async () => {
    const created = await send(alice, 'POST', '/api/playground/programs', program);
    expect(created.status).toBe(201);
    const saved = (await created.json()) as PlaygroundProgram;
    expect(saved).toMatchObject({ ...program, version: 1, isOwner: true });
    expect(saved.shareSlug).toMatch(/^[\w-]{10}$/);

    const list = (await (await send(alice, 'GET', '/api/playground/programs')).json()) as PlaygroundProgramSummary[];
    expect(list.map((item) => item.id)).toEqual([saved.id]);
    expect(await (await send(bob, 'GET', '/api/playground/programs')).json()).toEqual([]);

    const shared = await send(null, 'GET', `/api/playground/shared/${saved.shareSlug}`);
    expect(shared.status).toBe(200);
    expect(await shared.json()).toMatchObject({ code: program.code, isOwner: false });

    const first = await send(alice, 'PUT', `/api/playground/programs/${saved.id}`, {
      ...program,
      title: 'Sum v2',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ title: 'Sum v2', version: 2 });
    const stale = await send(alice, 'PUT', `/api/playground/programs/${saved.id}`, {
      ...program,
      title: 'Lost',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current_version: 2 });
  });

  it('keeps other people out of programs they do not own', async () => {
    const saved = (await (await send(alice, 'POST', '/api/playground/programs', program)).json()) as PlaygroundProgram;
    expect((await send(bob, 'GET', `/api/playground/programs/${saved.id}`)).status).toBe(404);
    expect((await send(bob, 'PUT', `/api/playground/programs/${saved.id}`, { ...program, version: 1 })).status).toBe(
      404,
    );
    expect((await send(bob, 'DELETE', `/api/playground/programs/${saved.id}`)).status).toBe(404);
    expect((await send(null, 'POST', '/api/playground/programs', program)).status).toBe(401);
    expect((await send(alice, 'DELETE', `/api/playground/programs/${saved.id}`)).status).toBe(204);
    expect((await send(null, 'GET', `/api/playground/shared/${saved.shareSlug}`)).status).toBe(404);
  });

  it('refuses bad programs with a readable detail', async () => {
    const response = await send(alice, 'POST', '/api/playground/programs', { ...program, language: 'cobol' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(
      /Language must be one of python, javascript, java/,
    );
  });

  it("answers the analysis engine's findings with line numbers, for anyone", async () => {
    const code = 'password = "hunter2secret"\nresult = eval(input())\nprint(result)\n';
    const response = await send(null, 'POST', '/api/playground/analyze', { language: 'python', code });
    expect(response.status).toBe(200);
    const analysis = (await response.json()) as PlaygroundAnalysis;
    expect(analysis.findings.some((finding) => finding.category === 'security' && finding.startLine === 2)).toBe(true);
  });
});
