import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The port of the end-to-end server (its slow-model twin takes the next one). Below Linux's
 * ephemeral range (32768-60999): the helpers the e2e server starts first (SMTP sink, model, OIDC
 * issuer) listen on ports the kernel picks from that range, and one once took 41730, the old
 * default, so the server could not start (EADDRINUSE).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 31730);

/** Where the e2e server's SMTP sink writes mail (scripts/e2e-server.mjs); one per port. */
export const e2eMailDir = (port: number | string) => path.join(os.tmpdir(), `hammurabi-e2e-mail-${port}`);

interface StoredMail {
  to: string[];
  raw: string;
}

/** Quoted-printable soft line breaks and escapes undone, enough to read text and links. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function mailsTo(address: string): string[] {
  const dir = e2eMailDir(E2E_PORT);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => decodeQuotedPrintable(mail.raw));
}

/** Waits for a mail to `address` whose text contains `including`, and returns its text. */
export async function waitForMail(address: string, including: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = mailsTo(address).find((mail) => mail.includes(including))), {
      message: `a mail to ${address} containing "${including}"`,
    })
    .toBeTruthy();
  return found!;
}
