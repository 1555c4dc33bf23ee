// Support tickets on the built server:
//  - POST /api/support/tickets with a 5 MB PDF (multipart, type check, SHA-256, bytes into
//    PostgreSQL, confirmation mail into the outbox) vs the same ticket without a file;
//  - GET of that 5 MB attachment back out of PostgreSQL.
// Medians of sequential requests, as ratios to the ticket without a file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { report, startBuiltServer } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-support-'));
const server = await startBuiltServer({ DATA_DIR: root, SUPPORT_SUBMIT_LIMIT: '1000' });

/** A valid PDF padded to `size` bytes with a comment stream, ending in %%EOF. */
function pdfOfSize(size) {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n%';
  const tail = '\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length, 0x41), Buffer.from(tail)]);
}
const pdf = pdfOfSize(5 * 1024 * 1024);
const fields = {
  name: 'Bench Person',
  email: 'bench@example.com',
  subject: 'Bench ticket',
  category: 'technical-issue',
  description: 'Measuring the support form.',
};

async function submit(withFile) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (withFile) form.append('attachment', new Blob([pdf]), 'big.pdf');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/support/tickets`, { method: 'POST', body: form });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await submit(true); // warm-up
  const plain = [];
  const withFile = [];
  const downloads = [];
  for (let i = 0; i < ROUNDS; i++) {
    plain.push((await submit(false)).ms);
    const { ms, body } = await submit(true);
    withFile.push(ms);
    const token = new URL(body.access_url).hash.replace('#access=', '');
    const headers = { 'x-support-token': token };
    const ticket = await (await fetch(`${server.url}/api/support/tickets/${body.id}`, { headers })).json();
    const started = performance.now();
    const download = await fetch(
      `${server.url}/api/support/tickets/${body.id}/attachments/${ticket.attachments[0].id}`,
      {
        headers,
      },
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    downloads.push(performance.now() - started);
    if (bytes.length !== pdf.length) throw new Error('download size differs');
  }
  const base = median(plain);
  report('POST ticket without a file (median)', base, 'ms', base, 'itself');
  report('POST ticket with a 5 MB PDF (median)', median(withFile), 'ms', base, 'no file');
  report('GET the 5 MB attachment (median)', median(downloads), 'ms', base, 'no-file POST');
} finally {
  await server.stop();
  await fs.rm(root, { recursive: true, force: true });
}
