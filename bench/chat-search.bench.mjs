// Latency of the AI chat's search (GET /api/ai/search) over 100,000 messages of 20 users (5,000
// each, in 2,000 conversations): p50 and p99 of words, identifiers found by trigrams
// (bubble_sort, useEffect) and a rare name, one request at a time as one user. Target: p99 under 50 ms.
import path from 'node:path';
import pg from 'pg';
import { startBuiltServer, startBenchDatabase } from './lib.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const USERS = 20;
const PER_CONVERSATION = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET_P99_MS = 50;

const { directory: root, databaseUrl, stop: stopDatabase } = await startBenchDatabase('chat-search');
const server = await startBuiltServer({ DATA_DIR: path.join(root, 'data'), DATABASE_URL: databaseUrl });

async function api(method, url, { body, apikey, token } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (apikey) headers.apikey = apikey;
  if (token ?? apikey) headers.authorization = `Bearer ${token ?? apikey}`;
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

// Words of questions about code, and code-like identifiers; a long tail of synthetic names
// (x123, handle_456, useThing789) makes most words rare, as identifiers are in real chats.
const WORDS = `how why what does this code function loop array list sort filter map reduce error exception stack
trace memory leak slow fast async await promise callback react hook state effect render component python
javascript typescript java docker container test mock build deploy query index database join table column
return value variable const let class method object string number null undefined type interface generic`
  .split(/\s+/)
  .filter(Boolean);

async function seed() {
  const { anon_key: apikey } = await api('GET', '/api/config');
  const users = [];
  let token = '';
  for (let index = 0; index < USERS; index++) {
    const email = `chat${index}@bench.example`;
    await api('POST', '/auth/v1/signup', {
      apikey,
      body: { email, password: 'bench-password', data: { username: `chat_${index}` } },
    });
    const session = await api('POST', '/auth/v1/token?grant_type=password', {
      apikey,
      body: { email, password: 'bench-password' },
    });
    users.push(session.user.id);
    if (index === 0) token = session.access_token;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  const started = performance.now();
  const conversations = Math.ceil(MESSAGES / PER_CONVERSATION);
  await client.query(
    `insert into ai_conversations (user_id, title, created_at, updated_at)
     select ($1::uuid[])[1 + g % $2], 'Question ' || g, now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $3::int) g`,
    [users, USERS, conversations],
  );
  const pickWord = `case when random() < 0.5 then words[1 + floor(random() * array_length(words, 1))::int + 0 * w]
    when random() < 0.5 then 'handle_' || floor(random() * 20000)::int
    when random() < 0.5 then 'useThing' || floor(random() * 20000)::int
    else 'x' || floor(random() * 30000)::int end`;
  await client.query(
    `with vocabulary as (select $1::text[] as words),
       targets as (select array_agg(id order by created_at) as ids,
         array_agg(user_id order by created_at) as owners from ai_conversations)
     insert into ai_messages (conversation_id, user_id, role, content, status, created_at)
     select ids[1 + (g / ${PER_CONVERSATION}) % array_length(ids, 1)],
       owners[1 + (g / ${PER_CONVERSATION}) % array_length(ids, 1)],
       case when g % 2 = 0 then 'user' else 'assistant' end,
       (select string_agg(${pickWord}, ' ') from generate_series(1, 20 + g % 60) w)
         || case when g % 997 = 0 then ' def bubble_sort(items): pass' else '' end
         || case when g % 211 = 0 then ' useEffect(() => {}, [])' else '' end,
       'complete', now() - g * interval '5 seconds'
     from vocabulary, targets, generate_series(0, $2::int - 1) g`,
    [WORDS, MESSAGES],
  );
  await client.query('vacuum analyze');
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await client.query('select count(*) as messages from ai_messages');
  await client.end();
  console.log(`seeded ${rows[0].messages} messages in ${conversations} conversations in ${seconds.toFixed(1)} s`);
  return token;
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function sequential(url, token) {
  const timings = [];
  let hits = 0;
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    timings.push(performance.now() - started);
    hits = body.length;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p99: percentile(timings, 0.99), hits };
}

const cases = ['bubble_sort', 'useEffect', 'memory leak', 'docker', 'handle_1234', 'async await promise', 'x2026'];

try {
  const token = await seed();
  console.log(`GET /api/ai/search as one user (of ${USERS}), ${REQUESTS} sequential requests per query`);
  console.log(`${'q'.padEnd(24)} ${'hits'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  let worst = 0;
  for (const q of cases) {
    const result = await sequential(`${server.url}/api/ai/search?q=${encodeURIComponent(q)}`, token);
    worst = Math.max(worst, result.p99);
    console.log(
      `${q.padEnd(24)} ${String(result.hits).padStart(5)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)}`,
    );
  }
  console.log(`worst p99 ${worst.toFixed(1)} ms (target under ${TARGET_P99_MS} ms)`);
} finally {
  await server.stop();
  await stopDatabase();
}
