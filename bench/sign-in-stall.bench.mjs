// Whether password sign-ins hold up other requests: GET /api/health latency at 10 connections,
// alone and while four clients sign in with passwords as fast as they can (bcrypt at the
// product's cost of 10). The bcrypt work runs in worker threads, so the second p99 should stay
// near the first; on the event loop, every sign-in stalled everyone for about 0.1 s.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printLoad, startBuiltServer } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const SIGNERS = 4;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-sign-in-'));
const server = await startBuiltServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
let client = 0;
/** One auth call from a client address of its own, so the per-address limits are not what is measured. */
async function auth(pathname, body, anonKey) {
  client += 1;
  const response = await fetch(`${server.url}/auth/v1${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: anonKey,
      'x-forwarded-for': `10.7.${Math.floor(client / 250) % 250}.${client % 250}`,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
}

const health = () => autocannon({ url: `${server.url}/api/health`, connections: 10, duration: DURATION_S });
try {
  await printLoad();
  const { anon_key: anonKey } = await (await fetch(`${server.url}/api/config`)).json();
  const stamp = Date.now();
  const accounts = Array.from({ length: SIGNERS }, (_, index) => ({
    email: `signer-${stamp}-${index}@example.com`,
    password: 'bench password 1',
  }));
  for (const account of accounts) await auth('/signup', account, anonKey);

  const alone = await health();
  let signIns = 0;
  let running = true;
  const signers = accounts.map(async (account) => {
    while (running) {
      await auth('/token?grant_type=password', account, anonKey);
      signIns += 1;
    }
  });
  const during = await health();
  running = false;
  await Promise.all(signers);

  const line = (name, result) =>
    console.log(
      `${name.padEnd(52)} p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
  line('GET /api/health, 10 connections, alone', alone);
  line(`GET /api/health, while ${SIGNERS} clients sign in`, during);
  console.log(`${'  password sign-ins meanwhile'.padEnd(52)} ${(signIns / DURATION_S).toFixed(1)} per second`);
  console.log(
    `${'  p99 ratio during / alone'.padEnd(52)} ${(during.latency.p99 / Math.max(1, alone.latency.p99)).toFixed(2)}`,
  );
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
