// Search latency of the snippets library with 50,000 snippets in the database, at 20
// connections: ranked full-text search, search plus an exact language filter, category and
// tag filters, and the popular sort. Prints p50 and p99 per scenario against the 50 ms p99 target.
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postmasterPid, printLoad, startBareServer, startBuiltServer, startBenchDatabase, treeCpuMs } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const SNIPPETS = 50_000;
const P99_TARGET_MS = 50;

const { directory: root, databaseUrl, stop: stopDatabase } = await startBenchDatabase('snippets');
const server = await startBuiltServer({ DATA_DIR: path.join(root, 'data'), DATABASE_URL: databaseUrl });

// Titles, descriptions and tags drawn from a programming vocabulary, so searches hit a
// realistic share of rows (from a few dozen to several thousand).
const words = `sort search binary tree graph cache queue stack heap hash map list array string parse json csv
  http client server retry backoff timeout stream file async await promise thread worker pool lock mutex
  debounce throttle memo format date time regex validate email url token jwt auth login logout session
  cookie header route middleware handler request response error logger metric trace docker deploy build
  test mock fixture matrix vector mean median average plot chart table render button modal form input`
  .split(/\s+/)
  .filter(Boolean);
const languages = ['python', 'javascript', 'java', 'c#', 'typescript', 'go'];
const categories = ['algorithms', 'data-structures', 'ui', 'apis', 'utilities', 'web-dev', 'devops', 'data-science'];

async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const owner = await client.query(`select id from auth_users limit 1`);
  const ownerId = owner.rows[0].id;
  await client.query(
    `insert into snippets (slug, owner_id, title, description, code, language, category, tags, visibility,
       view_count, like_count, created_at)
     select 'bench-' || g, $1,
       initcap(w[1 + g % $2]) || ' ' || w[1 + (g / 7) % $2] || ' ' || w[1 + (g / 49) % $2],
       'Shows how to ' || w[1 + (g / 3) % $2] || ' a ' || w[1 + (g / 11) % $2] || ' with a ' || w[1 + (g / 13) % $2] || '.',
       'def example_' || g || '():\n    return ' || g || '\n',
       l[1 + g % 6], c[1 + (g / 6) % 8],
       array[w[1 + (g / 5) % $2], w[1 + (g / 17) % $2]],
       case when g % 20 = 0 then 'private' else 'public' end,
       g % 500, g % 97, now() - g * interval '1 minute'
     from generate_series(1, $3) g,
       (select $4::text[] as w, $5::text[] as l, $6::text[] as c) vocabulary`,
    [ownerId, words.length, SNIPPETS, words, languages, categories],
  );
  // What autovacuum does soon after a bulk insert; it lets counts read the index only.
  await client.query('vacuum analyze snippets, snippet_search_terms');
  const count = await client.query('select count(*)::int as n from snippets');
  await client.end();
  return count.rows[0].n;
}

let bareRps = 0;
// CPU of the server and PostgreSQL per request (user + system): stays meaningful on a busy machine.
let processes = [];

async function latency(name, paths, connections = CONNECTIONS, url = server.url) {
  let next = 0;
  const cpuBefore = await treeCpuMs(processes);
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  const cpuMs = ((await treeCpuMs(processes)) - cpuBefore) / result.requests.total;
  const verdict = result.latency.p99 < P99_TARGET_MS ? 'within' : 'OVER';
  console.log(
    `${name.padEnd(40)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
      `${result.requests.average.toFixed(0).padStart(6)} req/s  ratio ${(result.requests.average / (bareRps || result.requests.average)).toFixed(3)}  ` +
      `CPU/req ${cpuMs.toFixed(2)} ms  (${verdict} the ${P99_TARGET_MS} ms p99 target)`,
  );
  return result.requests.average;
}

try {
  const total = await seed();
  processes = [server.pid, await postmasterPid(path.join(root, 'pg'))];
  console.log(`snippets in the database: ${total}; ${CONNECTIONS} connections, ${DURATION_S} s per scenario`);
  // Latency depends on what else the machine runs; the load average and a bare node:http server
  // answering the same JSON in this run say how busy it was (ratio = req/s over the bare server's).
  await printLoad();
  const sample = await (await fetch(`${server.url}/api/snippets?q=sort`)).text();
  const bare = await startBareServer(() => sample);
  bareRps = await latency('bare node:http, same JSON', ['/'], CONNECTIONS, bare.url);
  await bare.close();
  const pick = (step) => words.filter((_, index) => index % step === 0);
  // One connection: the time one search costs, without queueing behind the others.
  await latency(
    'search q (one word), 1 connection',
    pick(3).map((word) => `/api/snippets?q=${word}`),
    1,
  );
  await latency(
    'search q (one word, ranked)',
    pick(3).map((word) => `/api/snippets?q=${word}`),
  );
  await latency(
    'search q (two words, prefix)',
    pick(5).map((word, index) => `/api/snippets?q=${word}%20${words[(index * 7) % words.length].slice(0, 3)}`),
  );
  await latency(
    'search q + language=c#',
    pick(4).map((word) => `/api/snippets?q=${word}&language=c%23`),
  );
  await latency(
    'category + tag filters',
    categories.flatMap((category, index) => [
      `/api/snippets?category=${category}`,
      `/api/snippets?tag=${words[index * 9]}`,
    ]),
  );
  await latency(
    'sort=popular (no filter)',
    [0, 24, 48, 96].map((offset) => `/api/snippets?sort=popular&offset=${offset}`),
  );
  // Pages are remembered per database snapshot and nothing writes during the bench, so the
  // scenarios above repeat remembered pages. These requests never repeat: every one is a miss.
  const distinct = languages.flatMap((language) =>
    categories.flatMap((category) =>
      words.map((word) => `/api/snippets?q=${word}&language=${encodeURIComponent(language)}&category=${category}`),
    ),
  );
  const oneWordPages = Array.from({ length: 20 }, (_, page) => page * 24).flatMap((offset) =>
    words.map((word) => `/api/snippets?q=${word}&offset=${offset}`),
  );
  await latency('distinct q + language + category (miss)', distinct);
  await latency('distinct q one word, pages 1-20 (miss)', oneWordPages);
} finally {
  await server.stop();
  await stopDatabase();
}
