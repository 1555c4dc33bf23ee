import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { PlaygroundRunResponse, PlaygroundStatus } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAVA_RUN_JOB } from '../modules/playground/java/java-job.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { authHeaders, createTestUser } from '../test/users.ts';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

// Reads its input, sleeps that many milliseconds, then answers: long enough to be killed mid-run.
const SLEEPER = `import java.util.Scanner;
public class Main {
  public static void main(String[] args) throws Exception {
    Thread.sleep(new Scanner(System.in).nextLong());
    System.out.println("done");
  }
}`;

interface RunnerProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
}

/**
 * A web process that runs no jobs (RUNNER_MODE=off) and real runner processes (src/runner-main.ts
 * under tsx, as `node dist/runner.js` runs) on one database: Java runs only where a runner is,
 * and a runner killed mid-job loses its job to another once the lease runs out.
 */
describe('runner processes', () => {
  let web: TestApp;
  let token = '';
  const runners: RunnerProcess[] = [];

  function startRunner(): RunnerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/runner-main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: web.database.url,
        DATA_DIR: `/tmp/java-runner-${runners.length}`,
        LOG_LEVEL: 'error',
        JOBS_LEASE_SECONDS: '2',
        PLAYGROUND_JAVA_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const runner = { child, exited: once(child, 'exit') };
    runners.push(runner);
    return runner;
  }

  const status = async () => ((await (await web.request('/api/playground/status')).json()) as PlaygroundStatus).java;

  const run = (input: string) =>
    fetch(`${web.baseUrl}/api/playground/run`, {
      method: 'POST',
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        language: 'java',
        code: SLEEPER,
        tests: [{ id: 't', name: 't', input, expectedOutput: 'done' }],
      }),
    });

  beforeAll(async () => {
    web = await startTestApp({
      jobs: { leaseSeconds: 2, concurrency: 1, runnerMode: 'off' },
      playground: { java: 'auto', javaConcurrency: 1, javaRunsPerMinute: 100 },
    });
    token = (await createTestUser(web)).accessToken;
  });
  afterAll(async () => {
    for (const runner of runners) {
      if (runner.child.exitCode === null && runner.child.signalCode === null) {
        runner.child.kill('SIGTERM');
        await runner.exited;
      }
    }
    await web?.close();
  });

  // A runner process starts under tsx and probes Java in its sandbox before it takes jobs: a few
  // seconds on a quiet machine, half a minute on a busy one.
  it(
    'answers 503 while no runner runs, then runs Java in a separate runner process',
    { timeout: 120_000 },
    async () => {
      const before = await status();
      expect(before.available).toBe(false);
      expect(before.reason).toMatch(/No runner/);
      const refused = await run('0');
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { detail: string }).detail).toMatch(/No runner/);

      startRunner();
      await expect.poll(status, { timeout: 90_000 }).toEqual({ available: true, reason: null, concurrency: 1 });
      const response = await run('0');
      expect(response.status).toBe(200);
      const body = (await response.json()) as PlaygroundRunResponse;
      expect(body.results[0]?.status).toBe('passed');
    },
  );

  it('gives the job of a runner killed mid-run to another runner after the lease', { timeout: 120_000 }, async () => {
    const [first] = runners;
    const pending = run('3000');
    // The job is running on the first runner (its process id is in locked_by).
    const lockedBy = async () => {
      const result = await web.database.db.execute<{ locked_by: string | null }>(
        sql`select locked_by from background_jobs where kind = ${JAVA_RUN_JOB} and status = 'running'`,
      );
      return result.rows[0]?.locked_by ?? '';
    };
    await expect.poll(lockedBy, { timeout: 90_000 }).toContain(`:${first!.child.pid}:`);
    first!.child.kill('SIGKILL');
    await first!.exited;

    const second = startRunner();
    const response = await pending;
    expect(response.status).toBe(200);
    const body = (await response.json()) as PlaygroundRunResponse;
    expect(body.results[0]).toMatchObject({ status: 'passed', actualOutput: 'done\n' });
    expect(second.child.exitCode).toBeNull();
  });
});
