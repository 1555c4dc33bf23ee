// Issue #32.5: one account posts 24 public snippets of 100 KB, then visitors read the snippet list
// at 20 connections while /api/health is timed alongside. Prints what the per-account limits let
// through, the list's size as sent (whole code before; first lines now; compressed), and p50/p99
// of the list and of health. Target: the list under 50 ms p99 at 20 connections.
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postmasterPid, printLoad, startBuiltServer, startBenchDatabase, treeCpuMs } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const SNIPPETS = 24;
const CODE_BYTES = 100 * 1024;
const P99_TARGET_MS = 50;

const { directory: root, databaseUrl, stop: stopDatabase } = await startBenchDatabase('snippet-flood');
const server = await startBuiltServer({ DATA_DIR: path.join(root, 'data'), DATABASE_URL: databaseUrl });

async function api(method, url, { token, body, apikey } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (apikey) headers.apikey = apikey;
  const response = await fetch(`${server.url}${url}`, { method, headers, body: body && JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function signUp(name) {
  const { body: config } = await api('GET', '/api/config');
  const email = `${name}@bench.example`;
  const account = { email, password: 'bench-password' };
  await api('POST', '/auth/v1/signup', { apikey: config.anon_key, body: { ...account, data: { username: name } } });
  const { body: session } = await api('POST', '/auth/v1/token?grant_type=password', {
    apikey: config.anon_key,
    body: account,
  });
  return { token: session.access_token, id: session.user.id };
}

// 100 KB of plausible Python, different per snippet.
const program = (index) => {
  const lines = [];
  let length = 0;
  for (let line = 0; length < CODE_BYTES; line++) {
    const text = `def step_${index}_${line}(values):  # keeps every ${(line % 7) + 1}th value\n    return values[::${(line % 7) + 1}]`;
    lines.push(text);
    length += text.length + 1;
  }
  return lines.join('\n').slice(0, CODE_BYTES);
};

async function post(user, index) {
  const body = { title: `Flood ${index}`, description: 'A very long program.', code: program(index) };
  return (await api('POST', '/api/snippets', { token: user.token, body })).status;
}

/** The list's bytes as sent for an Accept-Encoding. */
async function sentBytes(acceptEncoding) {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const { default: http } = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/api/snippets`, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

const line = (name, result) =>
  `${name.padEnd(44)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
  `${result.requests.average.toFixed(0).padStart(6)} req/s`;

let processes = [];

/** The list at 20 connections with `headers`, and /api/health on one connection at the same time. */
async function underLoad(name, headers, write = null) {
  const cpuBefore = await treeCpuMs(processes);
  let writing = write !== null;
  const writes = (async () => {
    while (writing) await write();
  })();
  const [list, health] = await Promise.all([
    autocannon({ url: `${server.url}/api/snippets`, connections: CONNECTIONS, duration: DURATION_S, headers }),
    autocannon({ url: `${server.url}/api/health`, connections: 1, duration: DURATION_S }),
  ]);
  writing = false;
  await writes;
  if (list.errors + list.non2xx + health.errors + health.non2xx > 0) {
    throw new Error(`${name}: errors or non-2xx answers`);
  }
  const cpuMs = ((await treeCpuMs(processes)) - cpuBefore) / list.requests.total;
  const verdict = list.latency.p99 < P99_TARGET_MS ? 'within' : 'OVER';
  console.log(`${line(name, list)}  CPU/req ${cpuMs.toFixed(2)} ms  (${verdict} the ${P99_TARGET_MS} ms p99 target)`);
  console.log(line('  /api/health meanwhile, 1 connection', health));
}

try {
  processes = [server.pid, await postmasterPid(path.join(root, 'pg'))];
  const flooder = await signUp('flooder');
  const fresh = [];
  for (let index = 0; index < 6; index++) fresh.push(await post(flooder, index));
  console.log(`a new account posting 6 snippets of 100 KB: ${fresh.join(' ')}`);
  // A day later the account has the full allowance (30 an hour): the rest of the 24 go in.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update auth_users set created_at = now() - interval '2 days' where id = $1`, [flooder.id]);
  const accepted = fresh.filter((status) => status === 201).length;
  const later = [];
  for (let index = accepted; index < SNIPPETS; index++) later.push(await post(flooder, index));
  console.log(`the same account a day old, ${later.length} more: ${later.filter((s) => s === 201).length} accepted`);
  const whole = await client.query(
    `select sum(octet_length(code))::int as code, count(*)::int as n from snippets where owner_id = $1`,
    [flooder.id],
  );
  await client.end();
  console.log(
    `${whole.rows[0].n} snippets of ${(CODE_BYTES / 1024).toFixed(0)} KB; with whole code a list page carried ` +
      `${(whole.rows[0].code / 1024 / 1024).toFixed(2)} MB of code alone`,
  );
  for (const encoding of ['', 'gzip', 'br, gzip']) {
    const sent = await sentBytes(encoding);
    console.log(`GET /api/snippets, Accept-Encoding "${encoding}": ${sent.bytes} bytes sent (${sent.encoding})`);
  }
  await printLoad();
  // Two seconds unmeasured first: the server's code is compiled by then, as in a running server.
  await autocannon({ url: `${server.url}/api/snippets`, connections: CONNECTIONS, duration: 2 });
  await underLoad('list, 20 connections, br', { 'accept-encoding': 'br, gzip' });
  await underLoad('list, 20 connections, uncompressed', {});
  // A write every 50 ms (a like and its withdrawal by another account): remembered pages miss.
  const reader = await signUp('reader');
  const { body: items } = await api('GET', '/api/snippets');
  let toggle = false;
  await underLoad('list, 20 connections, br, writes 20/s', { 'accept-encoding': 'br, gzip' }, async () => {
    toggle = !toggle;
    await api(toggle ? 'PUT' : 'DELETE', `/api/snippets/${items[0].id}/like`, { token: reader.token });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
} finally {
  await server.stop();
  await stopDatabase();
}
