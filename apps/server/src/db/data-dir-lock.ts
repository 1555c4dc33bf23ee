import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirBusyError extends Error {}

const LOCK_FILE = 'server.lock';

/** True when a process with this id is running (and, on Linux, is a Node process). */
export function isProcessAlive(pid: number, commandHint?: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!commandHint || process.platform !== 'linux') return true;
  try {
    // A stale lock whose pid was reused by an unrelated program must not block us forever.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(commandHint);
  } catch {
    return true;
  }
}

/**
 * Claims the data directory for this process, so two servers never share one PostgreSQL
 * data directory. Throws DataDirBusyError, before touching anything else, when a live
 * server holds it. A lock left by a crashed server is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const ours = String(process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockPath, ours, { flag: 'wx', mode: 0o600 });
      return {
        async release() {
          const holder = await fs.readFile(lockPath, 'utf8').catch(() => '');
          if (holder.trim() === ours) await fs.rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await fs.readFile(lockPath, 'utf8').catch(() => '')).trim());
    if (isProcessAlive(holder, 'node')) {
      throw new DataDirBusyError(
        `Another Hammurabi server (process ${holder}) is already using the data directory ${dataDir}. ` +
          'Stop that server first, or start this one with a different DATA_DIR.',
      );
    }
    await fs.rm(lockPath, { force: true });
  }
  throw new DataDirBusyError(`Could not lock the data directory ${dataDir}; another server is starting there.`);
}
