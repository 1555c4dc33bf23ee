// Runs the official @supabase/auth-js integration suite (a checkout outside this repository)
// against the built server, shaped like the suite's four GoTrue containers (decision 116):
//   node scripts/auth-js-suite.mjs /tmp/authsuite-src [first port, default 5460]
// It points the suite's test/lib/clients.ts at four gateways, starts four servers on one
// database with an SMTP sink, runs Jest, prints passes and failures per file, and stops all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const suite = path.resolve(process.argv[2] ?? '');
const firstPort = Number(process.argv[3] ?? 5460);
if (!fs.existsSync(path.join(suite, 'test/lib/clients.ts'))) {
  console.error('usage: node scripts/auth-js-suite.mjs <auth-js checkout with test/ installed> [first port]');
  process.exit(2);
}
const work = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'auth-js-suite-'));
const anonKey = 'auth-js-suite-anon-key-of-the-gateway';

/** A setting of one GoTrue service in the suite's infra/docker-compose.yml. */
function composeSetting(service, name) {
  const compose = fs.readFileSync(path.join(suite, 'infra/docker-compose.yml'), 'utf8');
  const block = compose.slice(compose.indexOf(`\n  ${service}:`));
  const match = new RegExp(`\\n\\s+${name}: '([^']*)'`).exec(block);
  if (!match) throw new Error(`${name} of ${service} not found in infra/docker-compose.yml`);
  return match[1];
}
const suiteSecret = composeSetting('gotrue', 'GOTRUE_JWT_SECRET');

// The suite's containers (infra/docker-compose.yml), as far as our settings go.
const instances = [
  { constant: 'SIGNUP_ENABLED_AUTO_CONFIRM_ON_PORT', suitePort: 9998, env: { AUTH_CONFIRM_EMAIL: 'false' } },
  { constant: 'SIGNUP_ENABLED_AUTO_CONFIRM_OFF_PORT', suitePort: 9999, env: { AUTH_CONFIRM_EMAIL: 'true' } },
  {
    constant: 'SIGNUP_DISABLED_AUTO_CONFIRM_OFF_PORT',
    suitePort: 9997,
    env: { AUTH_CONFIRM_EMAIL: 'true', AUTH_DISABLE_SIGNUP: 'true' },
  },
  {
    // The container's keys: an RS256 key signs, its HS256 key (and secret) still verify.
    constant: 'SIGNUP_ENABLED_ASYMMETRIC_AUTO_CONFIRM_ON_PORT',
    suitePort: 9996,
    env: {
      AUTH_CONFIRM_EMAIL: 'false',
      JWT_SECRET: composeSetting('autoconfirm_with_asymmetric_keys', 'GOTRUE_JWT_SECRET'),
      JWT_KEYS: composeSetting('autoconfirm_with_asymmetric_keys', 'GOTRUE_JWT_KEYS'),
    },
  },
].map((instance, index) => ({ ...instance, port: firstPort + index, gateway: firstPort + 10 + index, index }));

/** Points the suite's client constants at our gateways (idempotent). */
function pointSuiteAtGateways() {
  const file = path.join(suite, 'test/lib/clients.ts');
  let text = fs.readFileSync(file, 'utf8');
  for (const { constant, gateway } of instances) {
    text = text.replace(new RegExp(`(export const ${constant} = )\\d+`), `$1${String(gateway)}`);
  }
  fs.writeFileSync(file, text.replaceAll('`http://localhost:${', '`http://127.0.0.1:${'));
}

/** GoTrue mails through SMTP: a sink that keeps nothing. */
async function startMailSink() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${String(server.server.address().port)}` };
}

async function untilHealthy(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first server's embedded cluster, which the containers' shared database stands for. */
function sharedDatabaseUrl(dataDir) {
  const port = fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/hammurabi`;
}

/** Supabase's gateway in front of GoTrue: /auth/v1 and the apikey the suite does not send. */
function startGateway({ gateway, port }) {
  return http
    .createServer((request, response) => {
      const headers = { ...request.headers, host: `127.0.0.1:${String(port)}` };
      headers.apikey ??= anonKey;
      const upstream = http.request(
        { host: '127.0.0.1', port, method: request.method, path: `/auth/v1${request.url}`, headers },
        (answer) => {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => response.writeHead(502).end(String(error)));
      request.pipe(upstream);
    })
    .listen(gateway, '127.0.0.1');
}

pointSuiteAtGateways();
const sink = await startMailSink();
const children = [];
const gateways = [];
let databaseUrl;
for (const instance of instances) {
  const dataDir = path.join(work, `data-${String(instance.index)}`);
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(instance.port),
      DATA_DIR: dataDir,
      JWT_SECRET: suiteSecret,
      JWT_EXPIRY: '3600',
      ANON_KEY: anonKey,
      SMTP_URL: sink.url,
      SITE_URL: `http://localhost:${String(instance.suitePort)}`,
      AUTH_REDIRECT_URLS: `http://localhost:${String(instance.suitePort)}/**,https://supabase.io/docs`,
      AUTH_IP_LIMIT_SCALE: '1000',
      AUTH_BCRYPT_COST: '4',
      LOG_LEVEL: 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...instance.env,
    },
  });
  children.push(child);
  gateways.push(startGateway(instance));
  await untilHealthy(instance.port);
  databaseUrl ??= sharedDatabaseUrl(dataDir);
}

const report = path.join(work, 'report.json');
const jest = spawn(
  'npx',
  ['jest', '--config', 'test/jest.config.js', '--runInBand', '--coverage=false', '--json', `--outputFile=${report}`],
  { cwd: suite, stdio: ['ignore', 'ignore', 'inherit'] },
);
await new Promise((resolve) => jest.on('exit', resolve));

const results = JSON.parse(fs.readFileSync(report, 'utf8'));
for (const file of results.testResults) {
  const count = (status) => file.assertionResults.filter((test) => test.status === status).length;
  console.log(
    `${path.relative(suite, file.name)}: ${String(count('passed'))} passed, ${String(count('failed'))} failed`,
  );
}
console.log(`All: ${String(results.numPassedTests)} passed, ${String(results.numFailedTests)} failed`);
for (const file of results.testResults) {
  for (const test of file.assertionResults.filter((entry) => entry.status === 'failed')) {
    console.log(`FAILED ${test.fullName}: ${test.failureMessages[0]?.split('\n').slice(0, 3).join(' ') ?? ''}`);
  }
}

for (const gateway of gateways) gateway.close();
sink.server.close();
// The servers sharing the first one's cluster stop before it.
for (const child of children.reverse()) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
}
fs.rmSync(work, { recursive: true, force: true });
