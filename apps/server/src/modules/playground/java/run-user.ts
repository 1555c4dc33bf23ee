import { mkdir, open, readdir, readFile, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Every Java job runs as a user id of its own from this range (when the runner is root), so the
 * kernel's process limit (RLIMIT_NPROC counts the processes of a user) is per job, not shared by
 * every job on the machine. The ids belong to no account; a lease file per id, holding the pid of
 * the process using it, lets several runner processes on one machine share the range.
 */
export const RUN_UID_FIRST = 100_000;
export const RUN_UID_COUNT = 1000;

/** Where the leases of run user ids live, and the prefix of jobs' temporary folders. */
export const LEASE_DIR = path.join(os.tmpdir(), 'hammurabi-java-uids');
export const WORK_DIR_PREFIX = 'hammurabi-java-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderIsGone(file: string): Promise<boolean> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  return !Number.isInteger(pid) || pid <= 0 || !isAlive(pid);
}

let cursor = 0;

/**
 * Zombies of a user id a new run may inherit: each one counts against the run's process limit
 * until the machine's init reaps it, and an init that reaps lazily (as on some virtual machines)
 * left every run's sandbox as one zombie for 1.5 s. A fork bomb's dozens are waited for.
 */
const ZOMBIES_ALLOWED = 4;

/**
 * True while `uid` is in use (read from /proc, as ps does): a live process runs as it, or more
 * than a few of its processes have ended and wait to be reaped.
 */
export async function isInUse(uid: number): Promise<boolean> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  let zombies = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const real = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    if (real === undefined || Number(real) !== uid) continue;
    const state = /^State:\s+(\S)/m.exec(status)?.[1];
    if (state !== 'Z' && state !== 'X') return true;
    zombies += 1;
    if (zombies > ZOMBIES_ALLOWED) return true;
  }
  return false;
}

/**
 * Gives a user id back once it is no longer in use: the kernel tears a killed sandbox's PID
 * namespace down after bwrap has exited, and a run given the id meanwhile would share its
 * process limit with the dying one. Waits at most about 2 s, then releases anyway.
 */
async function releaseWhenEmpty(uid: number, file: string): Promise<void> {
  for (let attempt = 0; attempt < 40 && (await isInUse(uid)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await unlink(file).catch(() => undefined);
}

/** Takes a free run user id; `release()` gives it back. Ids held by dead processes are reused. */
export async function leaseRunUser(): Promise<{ uid: number; release: () => Promise<void> }> {
  await mkdir(LEASE_DIR, { recursive: true, mode: 0o700 });
  for (let tried = 0; tried < RUN_UID_COUNT; tried += 1) {
    const uid = RUN_UID_FIRST + ((cursor + tried) % RUN_UID_COUNT);
    const file = path.join(LEASE_DIR, String(uid));
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      cursor = (cursor + tried + 1) % RUN_UID_COUNT;
      return { uid, release: () => releaseWhenEmpty(uid, file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A dead holder's lease is removed; the id is free again on a later call.
      if (await holderIsGone(file)) await unlink(file).catch(() => undefined);
    }
  }
  throw new Error('Every run user id is in use.');
}

/**
 * Removes what a crashed process left behind: job folders (named after their process id) and
 * user id leases of processes that no longer run. Folders of live processes are left alone.
 */
export async function removeLeftovers(): Promise<number> {
  let removed = 0;
  const tmp = os.tmpdir();
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    const pid = /^hammurabi-java-(\d+)-/.exec(name)?.[1];
    if (pid === undefined || isAlive(Number(pid))) continue;
    await rm(path.join(tmp, name), { recursive: true, force: true });
    removed += 1;
  }
  for (const name of await readdir(LEASE_DIR).catch(() => [] as string[])) {
    const file = path.join(LEASE_DIR, name);
    if (await holderIsGone(file)) await unlink(file).catch(() => undefined);
  }
  return removed;
}
