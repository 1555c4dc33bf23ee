import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaygroundRunResponse, PlaygroundStatus } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser } from '../../test/users.ts';
import { LEASE_DIR, RUN_UID_COUNT, RUN_UID_FIRST } from './java/run-user.ts';

const SUM = `import java.util.Scanner;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    long total = 0;
    while (in.hasNextLong()) total += in.nextLong();
    System.out.println(total);
  }
}`;

// One program tries every escape; the test input picks which, so it compiles once.
const ESCAPES = `import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;
public class Escape {
  public static void main(String[] args) throws Exception {
    String[] command = new Scanner(System.in).nextLine().split(" ", 2);
    switch (command[0]) {
      case "read" -> {
        try { System.out.println(Files.readString(Path.of(command[1])).replace("\\0", "\\n")); }
        catch (Exception e) { System.out.println("refused"); }
      }
      case "connect" -> {
        try (Socket socket = new Socket()) {
          socket.connect(new InetSocketAddress(command[1].split(":")[0], Integer.parseInt(command[1].split(":")[1])), 1000);
          System.out.println("connected");
        } catch (Exception e) { System.out.println("refused"); }
      }
      case "write" -> {
        try { Files.writeString(Path.of(command[1]), "x"); System.out.println("written"); }
        catch (Exception e) { System.out.println("refused"); }
      }
      case "threads" -> {
        while (true) new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) { } }).start();
      }
      case "fork" -> System.exit(new ProcessBuilder("sh", "-c", "f() { f | f; }; f").inheritIO().start().waitFor());
      case "fill" -> {
        byte[] block = new byte[1 << 20];
        for (int i = 0; i < 100; i++) Files.write(Path.of("/tmp/fill" + i), block);
        System.out.println("filled");
      }
      case "flood" -> {
        byte[] block = new byte[1 << 20];
        Arrays.fill(block, (byte) 'x');
        for (int i = 0; i < 100; i++) System.out.write(block);
        System.out.flush();
      }
      case "memory" -> {
        List<long[]> hog = new ArrayList<>();
        while (true) hog.add(new long[1 << 20]);
      }
      case "loop" -> { for (;;) { } }
      default -> System.out.println("unknown");
    }
  }
}`;

const test = (id: string, input: string, expectedOutput: string) => ({ id, name: id, input, expectedOutput });

// Each test compiles and runs Java in the sandbox, several times over: seconds on a quiet
// machine, past the default 30 s on a busy one.
describe('POST /api/playground/run (Java in the sandbox)', { timeout: 120_000 }, () => {
  let server: TestApp;
  let token: string;
  const secret = `marker-${Date.now()}`;

  beforeAll(async () => {
    // A secret in the server's environment must never reach the sandbox.
    process.env.HAMMURABI_SANDBOX_TEST_SECRET = secret;
    server = await startTestApp({
      playground: { java: 'auto', javaConcurrency: 1, javaRunsPerMinute: 100 },
    });
    token = (await createTestUser(server)).accessToken;
    await writeFile(path.join(server.config.dataDir, 'secret.txt'), secret);
  });
  afterAll(async () => {
    delete process.env.HAMMURABI_SANDBOX_TEST_SECRET;
    await server.close();
  });

  const run = async (body: Record<string, unknown>, signal?: AbortSignal, as = token) => {
    const response = await fetch(`${server.baseUrl}/api/playground/run`, {
      method: 'POST',
      headers: { ...authHeaders(as), 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'java', ...body }),
      signal,
    });
    return response;
  };

  it('turns Java on after the sandbox self-test', async () => {
    const response = await server.request('/api/playground/status');
    const status = (await response.json()) as PlaygroundStatus;
    expect(status.java).toEqual({ available: true, reason: null, concurrency: 1 });
  });

  it('compiles once and judges each test: a pass and a failure with the actual output', async () => {
    const response = await run({
      code: SUM,
      tests: [test('sum', '1 2 3', '6'), test('wrong', '2 2', '5')],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PlaygroundRunResponse;
    expect(body.compile.ok).toBe(true);
    expect(body.results.map((result) => result.status)).toEqual(['passed', 'failed']);
    expect(body.results[1]?.actualOutput.trim()).toBe('4');
  });

  it('reports a compile error on every test', async () => {
    const response = await run({ code: 'public class Main { void broken( }', tests: [test('a', '', '1')] });
    const body = (await response.json()) as PlaygroundRunResponse;
    expect(body.compile.ok).toBe(false);
    expect(body.compile.output).toMatch(/error/);
    expect(body.results[0]).toMatchObject({ status: 'error' });
  });

  it('refuses every escape with a clear status and keeps serving', async () => {
    const serverPort = new URL(server.baseUrl).port;
    const response = await run({
      code: ESCAPES,
      timeLimitMs: 3000,
      tests: [
        test('data dir', `read ${path.join(server.config.dataDir, 'secret.txt')}`, 'refused'),
        test('environ', 'read /proc/1/environ', 'PATH=/usr/bin:/bin'),
        test('passwords', 'read /etc/shadow', 'refused'),
        test('own server', `connect 127.0.0.1:${serverPort}`, 'refused'),
        test('internet', 'connect 1.1.1.1:80', 'refused'),
        test('write work', 'write /work/escaped.txt', 'refused'),
        test('write usr', 'write /usr/escaped.txt', 'refused'),
        test('write tmp', 'write /tmp/allowed.txt', 'written'),
        test('write root', 'write /escaped.txt', 'refused'),
        test('write dev', 'write /dev/shm/escaped.txt', 'refused'),
        test('fill tmp', 'fill', 'filled'),
        test('threads', 'threads', ''),
        test('fork', 'fork', ''),
        test('flood', 'flood', ''),
        test('memory', 'memory', ''),
        test('loop', 'loop', ''),
      ],
    });
    expect(response.status).toBe(200);
    const { compile, results } = (await response.json()) as PlaygroundRunResponse;
    expect(compile).toMatchObject({ ok: true });
    const byName = (index: number) => results[index]!;
    for (let index = 0; index < 10; index += 1) {
      expect(byName(index).status, JSON.stringify(byName(index))).toBe('passed');
    }
    expect(JSON.stringify(results)).not.toContain(secret);
    // 100 MB into the 16 MB /tmp: the program fails with the file system's own message.
    expect(byName(10)).toMatchObject({ status: 'error', actualOutput: '' });
    expect(byName(10).stderr).toMatch(/No space left on device/);
    expect(byName(11).status).toMatch(/^(error|timeout)$/);
    expect(byName(11).stderr + byName(11).actualOutput).toMatch(/thread|Timed out|killed/i);
    expect(byName(12).status).toMatch(/^(error|timeout)$/);
    expect(byName(13)).toMatchObject({ status: 'error' });
    expect(byName(13).stderr).toMatch(/^Output limit exceeded/);
    expect(byName(14)).toMatchObject({ status: 'error' });
    expect(byName(14).stderr).toMatch(/OutOfMemoryError/);
    expect(byName(15)).toMatchObject({
      status: 'timeout',
      stderr: 'Timed out: the program ran longer than the 3 s limit and was stopped.',
    });
    expect(byName(15).durationMs).toBeGreaterThanOrEqual(3000);
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    if (process.getuid?.() === 0) {
      // Nothing of the bombs or the endless loop outlives its run (the kernel tears a killed
      // PID namespace down asynchronously, so give it a moment). Runs of other test files may
      // be running now under their own leased user ids; a user id with no lease has no job. A
      // zombie has ended and waits only for the machine's init to reap it.
      const sandboxProcesses = () =>
        execFileSync('ps', ['-e', '-o', 'uid=,stat='])
          .toString()
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter(([, stat]) => stat !== undefined && !stat.startsWith('Z'))
          .map(([uid]) => Number(uid))
          .filter((uid) => uid >= RUN_UID_FIRST && uid < RUN_UID_FIRST + RUN_UID_COUNT)
          .filter((uid) => !existsSync(path.join(LEASE_DIR, String(uid)))).length;
      await expect.poll(sandboxProcesses, { timeout: 5000 }).toBe(0);
    }
  });

  it('stops when the caller closes the connection, and the next run works', async () => {
    const controller = new AbortController();
    const stopped = run(
      { code: 'public class Main { public static void main(String[] a) { for (;;) { } } }', timeLimitMs: 10_000 },
      controller.signal,
    );
    // The request must reach the server before it is stopped; the status call queues behind nothing.
    await server.request('/api/playground/status');
    controller.abort();
    await expect(stopped).rejects.toThrow();
    const response = await run({ code: SUM, tests: [test('sum', '4 5', '9')] });
    const body = (await response.json()) as PlaygroundRunResponse;
    expect(body.results[0]?.status).toBe('passed');
  });

  it('lets one account have two runs unfinished and answers 429 to a third', async () => {
    const user = await createTestUser(server);
    const sleeper =
      'public class Main { public static void main(String[] a) throws Exception { Thread.sleep(3000); System.out.println("done"); } }';
    const body = { code: sleeper, tests: [test('t', '', 'done')] };
    const first = run(body, undefined, user.accessToken);
    const second = run(body, undefined, user.accessToken);
    const unfinished = async () => {
      const result = await server.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from background_jobs where owner = ${`user:${user.id}`}`,
      );
      return result.rows[0]?.count;
    };
    await expect.poll(unfinished).toBe(2);
    const third = await run(body, undefined, user.accessToken);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { detail: string }).detail).toBe(
      'You already have 2 Java runs running or waiting. Wait for one to finish, then run again.',
    );
    for (const response of await Promise.all([first, second])) {
      expect(response.status).toBe(200);
      expect(((await response.json()) as PlaygroundRunResponse).results[0]?.status).toBe('passed');
    }
    expect(await unfinished()).toBe(0);
  });

  it('answers 422 to a public class name too long for a file name', async () => {
    const response = await run({ code: `public class C${'x'.repeat(250)} {}` });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/class name is 251 bytes long/);
  });

  it('needs a signed-in user and a Java program', async () => {
    const anonymous = await server.request('/api/playground/run', {
      method: 'POST',
      body: { language: 'java', code: SUM },
    });
    expect(anonymous.status).toBe(401);
    const python = await run({ language: 'python', code: 'print(1)' });
    expect(python.status).toBe(422);
    expect(((await python.json()) as { detail: string }).detail).toMatch(/Only Java runs on the server/);
  });
});

describe('POST /api/playground/run when Java is off', () => {
  let server: TestApp;
  let token: string;

  beforeAll(async () => {
    server = await startTestApp({ playground: { java: 'off', javaConcurrency: 1, javaRunsPerMinute: 3 } });
    token = (await createTestUser(server)).accessToken;
  });
  afterAll(() => server.close());

  it('says why in the status and answers 503, then rate-limits the user', async () => {
    const status = (await (await server.request('/api/playground/status')).json()) as PlaygroundStatus;
    expect(status.java.available).toBe(false);
    expect(status.java.reason).toMatch(/PLAYGROUND_JAVA=off/);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await server.request('/api/playground/run', {
        method: 'POST',
        headers: authHeaders(token),
        body: { language: 'java', code: 'class Main {}' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([503, 503, 503, 429]);
  });
});
