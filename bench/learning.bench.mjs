// Latency of the learning endpoints with 20,000 learners and 300,000 progress rows in the
// database, at 20 connections: the path list for a visitor and for a learner, a path with its
// module statuses, a module, the learner's progress overview, and the dashboard's Learning
// Progress. Prints p50 and p99 per scenario against a 50 ms p99 target.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltServer, startBenchDatabase } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const LEARNERS = 20_000;
const P99_TARGET_MS = 50;

const { directory: root, databaseUrl, stop: stopDatabase } = await startBenchDatabase('learning');
const server = await startBuiltServer({ DATA_DIR: path.join(root, 'data'), DATABASE_URL: databaseUrl });

/** Learners with a spread of progress: each touched the first modules of a few paths. */
async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into auth_users (email, encrypted_password)
     select 'learner-' || g || '@bench.example', 'x' from generate_series(1, $1) g`,
    [LEARNERS],
  );
  await client.query(`
    insert into learning_progress (user_id, module_id, status, completed_at)
    select u.id, m.id, case when (hashtext(u.id::text) + m.position) % 3 = 0 then 'started' else 'completed' end,
      now()
    from auth_users u join learning_modules m on m.position < 1 + abs(hashtext(u.id::text)) % 5`);
  await client.query('vacuum analyze learning_progress');
  const count = await client.query('select count(*)::int as n from learning_progress');
  await client.end();
  return count.rows[0].n;
}

async function signUp() {
  const config = await (await fetch(`${server.url}/api/config`)).json();
  const headers = {
    apikey: config.anon_key,
    authorization: `Bearer ${config.anon_key}`,
    'content-type': 'application/json',
  };
  const account = { email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' };
  await fetch(`${server.url}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify(account) });
  const session = await (
    await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify(account),
    })
  ).json();
  const auth = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  for (const module_id of ['beginner-first-program', 'beginner-names-and-values', 'intermediate-first-tests']) {
    await fetch(`${server.url}/api/learning/progress`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ module_id, status: 'completed' }),
    });
  }
  return { authorization: auth.authorization };
}

async function latency(name, paths, headers = {}) {
  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  const verdict = result.latency.p99 < P99_TARGET_MS ? 'within' : 'OVER';
  console.log(
    `${name.padEnd(34)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
      `${result.requests.average.toFixed(0).padStart(6)} req/s  (${verdict} the ${P99_TARGET_MS} ms p99 target)`,
  );
}

try {
  const rows = await seed();
  const learner = await signUp();
  console.log(
    `progress rows: ${rows} of ${LEARNERS} learners; ${CONNECTIONS} connections, ${DURATION_S} s per scenario`,
  );
  // Latency depends on what else the machine runs; the load average says how busy it was.
  console.log(`load average (1 min) ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  await latency('paths, visitor', ['/api/learning/paths']);
  await latency('paths, learner', ['/api/learning/paths'], learner);
  await latency('one path, learner', ['/api/learning/paths/beginner', '/api/learning/paths/expert'], learner);
  await latency(
    'one module, learner',
    ['/api/learning/modules/beginner-quiz', '/api/learning/modules/expert-production'],
    learner,
  );
  await latency('progress overview, learner', ['/api/learning/progress'], learner);
  await latency('dashboard learning progress', ['/api/dashboard/learning-progress'], learner);
} finally {
  await server.stop();
  await stopDatabase();
}
