import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJavaJob } from './java-runner.ts';
import { removeLeftovers, RUN_UID_FIRST, WORK_DIR_PREFIX } from './run-user.ts';
import { runInSandbox } from './sandbox.ts';

const LIMITS = {
  wallMs: 10_000,
  cpuSeconds: 10,
  addressSpaceBytes: 512 * 1024 * 1024,
  processes: 16,
  fileBytes: 1024 * 1024,
  stdoutMaxBytes: 64 * 1024,
  stderrMaxBytes: 16 * 1024,
};

const shell = (script: string) => ({
  mounts: [],
  scratch: [{ path: '/tmp', bytes: 1024 * 1024 }],
  chdir: '/tmp',
  uid: RUN_UID_FIRST,
  command: ['sh', '-c', script],
  stdin: '',
  limits: LIMITS,
});

// Each run starts 15 threads that live for 2 s beside the JVM's own ~25: under the limit of 64
// alone, over it when four runs count against one shared user.
const THREADS = `public class Main {
  public static void main(String[] args) throws Exception {
    Thread[] threads = new Thread[15];
    for (int i = 0; i < threads.length; i++) {
      threads[i] = new Thread(() -> { try { Thread.sleep(2000); } catch (InterruptedException e) { } });
      threads[i].start();
    }
    for (Thread thread : threads) thread.join();
    System.out.println("ok");
  }
}`;

// A 32 KB constant built by doubling, which javac copies into every class that uses it: 600
// one-line classes compile to about 19 MB of class files.
const FAT_CLASSES = [
  'public class Main { public static void main(String[] args) { } }',
  'class Big { static final String A = "0123456789abcdef0123456789abcdef";',
  ...Array.from(
    { length: 10 },
    (_, index) =>
      `static final String ${'B'.repeat(index + 1)} = ${index === 0 ? 'A' : 'B'.repeat(index)} + ${index === 0 ? 'A' : 'B'.repeat(index)};`,
  ),
  '}',
  ...Array.from({ length: 600 }, (_, index) => `class C${index} { String s = Big.BBBBBBBBBB; }`),
].join('\n');

describe('the Java sandbox', () => {
  it('keeps a UTF-8 character whole when it arrives split across two reads', async () => {
    // "€" is E2 82 AC: the first two bytes, a pause so they are read alone, then the last.
    const result = await runInSandbox(shell("printf '\\342\\202'; sleep 0.2; printf '\\254'"));
    expect(result).toMatchObject({ exit: 'ok', stdout: '€' });
  });

  it('has no writable space but its capped scratch folders', async () => {
    const result = await runInSandbox(
      shell(
        'for f in /x /dev/x /dev/shm/x /usr/x; do (echo x > $f) 2>/dev/null && echo "$f written"; done; ' +
          'head -c 2097152 /dev/zero > /tmp/big; echo "tmp $(du -k /tmp/big | cut -f1)"',
      ),
    );
    expect(result.stdout.trim()).toBe('tmp 1024');
  });

  it.runIf(process.getuid?.() === 0)('counts processes per run: four runs of 40 threads each all pass', async () => {
    const job = {
      code: THREADS,
      tests: [{ id: 't', name: 't', input: '', expectedOutput: 'ok' }],
      timeLimitMs: 10_000,
    };
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => runJavaJob(job)));
    expect(outcomes.map((outcome) => outcome.results[0]?.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
  });

  it('compiles into a capped folder and refuses class files over 16 MB', async () => {
    const outcome = await runJavaJob({ code: FAT_CLASSES, tests: [], timeLimitMs: 1000 });
    expect(outcome.compile).toMatchObject({ ok: false });
    expect(outcome.compile.output).toMatch(/^The compiled classes take \d+ KB; at most 16384 KB are allowed\.$/);
  });

  it('refuses a class name too long for a file name, and leaves no folder behind', async () => {
    const before = (await readdir(os.tmpdir())).filter((name) => name.startsWith(`${WORK_DIR_PREFIX}${process.pid}-`));
    const name = `C${'x'.repeat(250)}`;
    const outcome = await runJavaJob({ code: `public class ${name} {}`, tests: [], timeLimitMs: 1000 });
    expect(outcome.compile).toMatchObject({ ok: false });
    expect(outcome.compile.output).toMatch(/class name is 251 bytes long; at most 200/);
    const after = (await readdir(os.tmpdir())).filter((name) => name.startsWith(`${WORK_DIR_PREFIX}${process.pid}-`));
    expect(after).toEqual(before);
  });

  it('removes folders left by a crashed process at start-up, and only those', async () => {
    const deadPid = spawnSync('true').pid;
    const left = path.join(os.tmpdir(), `${WORK_DIR_PREFIX}${deadPid}-crashed`);
    const live = path.join(os.tmpdir(), `${WORK_DIR_PREFIX}${process.pid}-running`);
    await mkdir(path.join(left, 'classes'), { recursive: true });
    await mkdir(live, { recursive: true });
    try {
      await removeLeftovers();
      expect(existsSync(left)).toBe(false);
      expect(existsSync(live)).toBe(true);
    } finally {
      spawnSync('rm', ['-rf', live, left]);
    }
  });
});
