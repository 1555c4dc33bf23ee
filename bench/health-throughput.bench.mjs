// Requests per second of GET /api/health (which checks PostgreSQL) at 50 connections compared, in the same run,
// with a bare node:http server answering the same JSON without a database.
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, printLoad, report, startBuiltServer } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function measure(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

const body = JSON.stringify({ status: 'ok', database: 'ok' });
const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
const barePort = await freePort();
await new Promise((resolve) => bare.listen(barePort, '127.0.0.1', resolve));

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-health-'));
const server = await startBuiltServer({ DATA_DIR: dataDir });
try {
  await printLoad();
  const bareRun = await measure(`http://127.0.0.1:${barePort}/`);
  const health = await measure(`${server.url}/api/health`);
  report(
    `GET /api/health, ${CONNECTIONS} connections (target >= 0.5)`,
    health.requests.average,
    'req/s',
    bareRun.requests.average,
    'bare node:http',
  );
  console.log(`${'  latency p50 / p99'.padEnd(44)} ${health.latency.p50} / ${health.latency.p99} ms`);
} finally {
  await server.stop();
  bare.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
