import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { isInUse, leaseRunUser } from './run-user.ts';

/** The states (R, S, Z …) of the processes running as `uid`, from /proc. */
async function statesOf(uid: number): Promise<string[]> {
  const states: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) === uid) states.push(/^State:\s+(\S)/m.exec(status)?.[1] ?? '?');
  }
  return states.sort();
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

const asUser = (uid: number) => ['setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--'];

// Changing to another user id needs root, as the sandbox itself does.
describe.runIf(process.getuid?.() === 0)('a run user id is free again', () => {
  it('not while a process of it runs', async () => {
    const user = await leaseRunUser();
    const sleeper = spawn('setpriv', [...asUser(user.uid).slice(1), 'sleep', '30'], { stdio: 'ignore' });
    started.push(sleeper);
    await expect.poll(() => statesOf(user.uid)).toEqual(['S']);
    expect(await isInUse(user.uid)).toBe(true);
    sleeper.kill('SIGKILL');
    await expect.poll(() => isInUse(user.uid)).toBe(false);
    await user.release();
  });

  /** Starts `count` processes of `uid` that end at once, under a root parent that never reaps them. */
  async function zombies(uid: number, count: number): Promise<void> {
    const ending = Array.from({ length: count }, () => `${asUser(uid).join(' ')} true &`).join(' ');
    started.push(spawn('sh', ['-c', `${ending} exec sleep 30`], { stdio: 'ignore' }));
    await expect.poll(() => statesOf(uid)).toEqual(Array.from({ length: count }, () => 'Z'));
  }

  it('as soon as what is left of its run is a zombie waiting to be reaped', async () => {
    const user = await leaseRunUser();
    await zombies(user.uid, 1);
    expect(await isInUse(user.uid)).toBe(false);
    await user.release();
  });

  it('not while the zombies of a fork bomb would still count against the next run', async () => {
    const user = await leaseRunUser();
    await zombies(user.uid, 6);
    expect(await isInUse(user.uid)).toBe(true);
    await user.release();
  });
});
