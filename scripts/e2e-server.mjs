// Starts the built server for end-to-end tests on a throw-away data directory, removed on exit.
// Mail goes to a local SMTP sink that writes each message into a directory the specs read
// (e2e/helpers/mail.ts), so a spec can follow a mailed link.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { startOidcIssuer } from './oidc-test-issuer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hammurabi-e2e-'));
const mailDir = process.env.E2E_MAIL_DIR;

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
    // Staff accounts of the support spec use this domain only.
    SUPPORT_STAFF_EMAILS: process.env.SUPPORT_STAFF_EMAILS ?? '*@staff.e2e.example.com',
    // Every spec shares 127.0.0.1; the per-address limit has its own API test.
    SUPPORT_SUBMIT_LIMIT: process.env.SUPPORT_SUBMIT_LIMIT ?? '1000',
    // bcrypt's lowest work factor: the specs sign up well over a hundred accounts, each costing
    // about 0.2 s of server CPU at the product's cost of 10 (sign-up plus sign-in).
    AUTH_BCRYPT_COST: process.env.AUTH_BCRYPT_COST ?? '4',
    AUTH_KEYCLOAK_URL: oidcIssuer.issuer,
    AUTH_KEYCLOAK_CLIENT_ID: oidcIssuer.clientId,
    AUTH_KEYCLOAK_SECRET: oidcIssuer.clientSecret,
  },
  stdio: 'inherit',
});
const forward = (signal) => child.kill(signal);
process.on('SIGTERM', forward);
process.on('SIGINT', forward);
child.on('exit', (code) => {
  sink?.server.close();
  void oidcIssuer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
