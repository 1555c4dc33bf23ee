import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportAccessTokens, supportAttachments, supportTickets } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { postTicket, tokenOf, validFields } from './test/client.ts';
import { jpgFile, logFile, pdfFile, peExecutable, pngFile, pngThenHtml } from './test/files.ts';

const FIVE_MB = 5 * 1024 * 1024;

describe('POST /api/support/tickets', () => {
  let server: TestApp;
  beforeAll(async () => {
    // Far above what these tests send; the limit has its own test below.
    server = await startTestApp({ support: { submitLimit: { max: 1000, windowSeconds: 60 } } });
  });
  afterAll(() => server.close());

  const storedAttachments = async (ticketId: string) =>
    server.database.db.select().from(supportAttachments).where(eq(supportAttachments.ticketId, ticketId));

  it('stores a ticket with a sequential HB number and answers with a secret link', async () => {
    const first = await postTicket(server);
    const second = await postTicket(server);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('new');
    expect(first.body.number).toMatch(/^HB-\d{6}$/);
    const numberOf = (body: Record<string, unknown>) => Number(String(body.number).slice(3));
    expect(numberOf(second.body)).toBe(numberOf(first.body) + 1);
    const link = String(first.body.access_url);
    expect(link).toBe(`${server.config.siteUrl}/support/tickets/${String(first.body.id)}#access=${tokenOf(link)}`);
    // Only the token's hash is stored.
    const tokens = await server.database.db
      .select()
      .from(supportAccessTokens)
      .where(eq(supportAccessTokens.ticketId, String(first.body.id)));
    expect(tokens.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(tokenOf(link)).digest('hex')]);
    const [ticket] = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, String(first.body.id)));
    expect(ticket).toMatchObject({ ...validFields, userId: null, status: 'new' });
  });

  it.each([
    ['a PNG', 'screen.png', pngFile(), 'image/png'],
    ['a JPG', 'photo.jpeg', jpgFile(), 'image/jpeg'],
    ['a PDF', 'report.pdf', pdfFile(), 'application/pdf'],
    ['a text log', 'server.log', logFile(), 'text/plain; charset=utf-8'],
    ['a text file', 'notes.TXT', Buffer.from('plain words\n'), 'text/plain; charset=utf-8'],
  ])('accepts %s and records the type found in its bytes', async (_label, name, bytes, type) => {
    // The browser's claimed type is ignored.
    const response = await postTicket(server, validFields, [{ name, bytes, type: 'application/x-whatever' }]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [stored] = await storedAttachments(String(response.body.id));
    expect(stored).toMatchObject({ filename: name, contentType: type, size: bytes.length });
    expect(stored!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.compare(stored!.content, bytes)).toBe(0);
  });

  it.each([
    ['a PE executable renamed .png', 'cute-cat.png', peExecutable(), 415, 'is an EXE file'],
    ['a PNG header followed by HTML', 'image.png', pngThenHtml(), 415, 'is not a complete PNG file'],
    ['a PDF named .png', 'report.png', pdfFile(), 415, 'contains a PDF file but its name does not end in .pdf'],
    ['binary data named .log', 'dump.log', Buffer.from([0x41, 0x00, 0x42, 0xff]), 415, 'is not a plain text file'],
    ['invalid UTF-8 named .txt', 'latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 415, 'is not a plain text file'],
    ['HTML named .html', 'page.html', Buffer.from('<html></html>'), 415, 'is not an accepted file type'],
    ['an empty file', 'empty.txt', Buffer.alloc(0), 422, 'attachment: "empty.txt" is empty.'],
    ['a file of 5 MB + 1 byte', 'big.txt', Buffer.alloc(FIVE_MB + 1, 0x61), 413, 'larger than the 5MB limit'],
  ])('refuses %s with a readable detail and stores nothing', async (_label, name, bytes, status, detail) => {
    const before = await server.database.db.$count(supportTickets);
    const response = await postTicket(server, validFields, [{ name, bytes, type: 'image/png' }]);
    expect(response.status).toBe(status);
    expect(String(response.body.detail)).toContain(detail);
    expect(await server.database.db.$count(supportTickets)).toBe(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const response = await postTicket(server, validFields, [{ name: 'big.log', bytes: Buffer.alloc(FIVE_MB, 0x61) }]);
    expect(response.status).toBe(201);
  });

  it('refuses two files with 422', async () => {
    const response = await postTicket(server, validFields, [
      { name: 'a.png', bytes: pngFile() },
      { name: 'b.pdf', bytes: pdfFile() },
    ]);
    expect(response).toEqual({ status: 422, body: { detail: 'attachment: Attach at most one file.' } });
  });

  it.each([
    [{ name: '' }, 'name: Name is required.'],
    [{ email: 'not-an-address' }, 'email: Please enter a valid email address.'],
    [{ subject: '   ' }, 'subject: Subject is required.'],
    [{ category: 'complaint' }, 'category: Category must be one of: technical-issue, billing-query'],
    [{ description: '' }, 'description: Description is required.'],
    [{ description: 'x'.repeat(10_001) }, 'description: Description must be at most 10000 characters.'],
    [{ extra: 'field' }, 'Unrecognized key: "extra"'],
  ])('refuses %j with 422', async (change, detail) => {
    const response = await postTicket(server, { ...validFields, ...change });
    expect(response.status).toBe(422);
    expect(String(response.body.detail)).toContain(detail);
  });

  it('names every missing field at once', async () => {
    const response = await postTicket(server, {});
    expect(response.status).toBe(422);
    for (const field of ['name', 'email', 'subject', 'category', 'description']) {
      expect(String(response.body.detail)).toContain(`${field}:`);
    }
  });

  it('turns away a filled honeypot field without storing anything', async () => {
    const before = await server.database.db.$count(supportTickets);
    const response = await postTicket(server, { ...validFields, website: 'http://spam.example' });
    expect(response.status).toBe(422);
    expect(await server.database.db.$count(supportTickets)).toBe(before);
  });

  it.each([
    ['a body cut off inside the file', 'multipart/form-data; boundary=XYZ'],
    ['a multipart type without a boundary', 'multipart/form-data'],
  ])('answers 400 for %s', async (_label, contentType) => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--XYZ\r\n' +
      'Content-Disposition: form-data; name="attachment"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello';
    const response = await fetch(`${server.baseUrl}/api/support/tickets`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'The form data is incomplete or malformed. Please send it again.',
    });
  });

  it('refuses a JSON body with 415', async () => {
    const response = await server.request('/api/support/tickets', { method: 'POST', body: validFields });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ detail: 'Send the ticket as multipart/form-data.' });
  });
});

describe('POST /api/support/tickets rate limit', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('allows a few tickets per address, then answers 429 with a readable detail', async () => {
    const { max } = server.config.support.submitLimit;
    for (let i = 0; i < max; i++) expect((await postTicket(server)).status).toBe(201);
    const refused = await postTicket(server);
    expect(refused.status).toBe(429);
    expect(String(refused.body.detail)).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});
