// Starts the built server for end-to-end tests on a throw-away data directory, removed on exit.
// Mail goes to a local SMTP sink that writes each message into a directory the specs read
// (e2e/helpers/mail.ts), so a spec can follow a mailed link.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { startOidcIssuer } from './oidc-test-issuer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hammurabi-e2e-'));
const mailDir = process.env.E2E_MAIL_DIR;
// Where the specs find the server's data directory, to run `npm run admin` against it.
if (mailDir) fs.writeFileSync(`${mailDir}.data-dir`, dataDir);

/** A loopback SMTP server that stores every message as JSON in `mailDir`; its URL. */
async function startMailSink() {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const file = path.join(mailDir, `${Date.now()}-${++count}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to, raw: Buffer.concat(chunks).toString() }));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${server.server.address().port}` };
}

/**
 * A local endpoint speaking the OpenAI chat-completions protocol whose streamed replies arrive one
 * word every 100 ms for a minute, or until the caller hangs up; a request without streaming gets
 * a short reply at once. The chat's Stop is only visible while a reply is still arriving, and the
 * built-in assistant answers in a tenth of a second.
 */
async function startSlowModel() {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const event = (delta, finish = null) =>
        `data: ${JSON.stringify({ id: 'slow', object: 'chat.completion.chunk', created: 0, model: 'slow', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      if (!JSON.parse(body || '{}').stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'slow',
            object: 'chat.completion',
            created: 0,
            model: 'slow',
            choices: [{ index: 0, message: { role: 'assistant', content: 'A slow reply.' }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(event({ role: 'assistant' }));
      let words = 0;
      const timer = setInterval(() => {
        if (++words <= 600) {
          response.write(event({ content: `word${words} ` }));
          return;
        }
        clearInterval(timer);
        response.write(event({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }, 100);
      response.on('close', () => clearInterval(timer));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/v1` };
}

const sink = mailDir ? await startMailSink() : null;
// A local OpenID Connect issuer, configured as the `keycloak` provider ("Single sign-on").
const oidcIssuer = await startOidcIssuer({
  redirectUris: [`http://127.0.0.1:${process.env.PORT}/auth/v1/callback`],
});
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(sink ? { SMTP_URL: sink.url } : {}),
    // Every spec shares 127.0.0.1; the per-address limit has its own API test.
    SUPPORT_SUBMIT_LIMIT: process.env.SUPPORT_SUBMIT_LIMIT ?? '1000',
    // bcrypt's lowest work factor: the specs sign up well over a hundred accounts, each costing
    // about 0.2 s of server CPU at the product's cost of 10 (sign-up plus sign-in).
    AUTH_BCRYPT_COST: process.env.AUTH_BCRYPT_COST ?? '4',
    // Every spec signs up and in from 127.0.0.1: well over the 100 sign-ups an address may make in
    // five minutes when the run is fast (the throttles have their own API tests).
    AUTH_IP_LIMIT_SCALE: process.env.AUTH_IP_LIMIT_SCALE ?? '50',
    AUTH_KEYCLOAK_URL: oidcIssuer.issuer,
    AUTH_KEYCLOAK_CLIENT_ID: oidcIssuer.clientId,
    AUTH_KEYCLOAK_SECRET: oidcIssuer.clientSecret,
  },
  stdio: 'inherit',
});
// A second server, on the next port with a database of its own, answers the chat through the
// slow model (e2e/chat.spec.ts, Stop). The main server keeps the built-in assistant every other
// spec relies on.
const slowModel = await startSlowModel();
const slowDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hammurabi-e2e-slow-'));
const slowChild = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(Number(process.env.PORT) + 1),
    DATA_DIR: slowDataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_BCRYPT_COST: process.env.AUTH_BCRYPT_COST ?? '4',
    AI_PROVIDER: 'openai',
    AI_BASE_URL: slowModel.url,
    AI_MODEL: 'slow',
  },
  stdio: 'inherit',
});
const slowExited = new Promise((resolve) => slowChild.on('exit', resolve));

const forward = (signal) => {
  child.kill(signal);
  slowChild.kill(signal);
};
process.on('SIGTERM', forward);
process.on('SIGINT', forward);
child.on('exit', async (code) => {
  slowChild.kill('SIGTERM');
  // Its PostgreSQL must be stopped before its directory goes.
  await Promise.race([slowExited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  sink?.server.close();
  slowModel.server.close();
  void oidcIssuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(slowDataDir, { recursive: true, force: true });
  if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
