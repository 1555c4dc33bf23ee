import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportAttachments, supportMessages } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole, type TestUser } from '../../test/users.ts';
import { postForm, postTicket, tokenOf, validFields } from './test/client.ts';
import { logFile, pdfFile, peExecutable } from './test/files.ts';

interface Attachment {
  id: string;
  filename: string;
  content_type: string;
  size: number;
}
interface Ticket {
  attachments: Attachment[];
  messages: Array<{ body: string; author_kind: string; attachments: Attachment[] }>;
}

describe('a reply with an attachment', () => {
  let server: TestApp;
  let requester: TestUser;
  let staff: TestUser;
  let stranger: TestUser;
  let ticketId: string;
  let link: string;
  beforeAll(async () => {
    server = await startTestApp({ support: { submitLimit: { max: 100, windowSeconds: 60 } } });
    [requester, staff, stranger] = [
      await createTestUser(server),
      await createTestUser(server),
      await createTestUser(server),
    ];
    await grantTestRole(server, staff, 'staff');
    const created = await postTicket(
      server,
      { ...validFields, email: requester.email },
      [],
      authHeaders(requester.accessToken),
    );
    ticketId = String(created.body.id);
    link = tokenOf(String(created.body.access_url));
  });
  afterAll(() => server.close());

  const replyPath = () => `/api/support/tickets/${ticketId}/messages`;
  const download = (attachmentId: string, headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/support/tickets/${ticketId}/attachments/${attachmentId}`, { headers });

  it('stores the file with the reply; its owner and staff download it, a stranger and a visitor get 404', async () => {
    const pdf = pdfFile('Screenshot of the error');
    const sent = await postForm(
      server,
      replyPath(),
      { body: 'Here is the error as a PDF.' },
      [{ name: 'error.pdf', bytes: pdf, type: 'application/pdf' }],
      authHeaders(requester.accessToken),
    );
    expect(sent.status).toBe(201);
    const ticket = sent.body as unknown as Ticket;
    expect(ticket.attachments).toEqual([]);
    const message = ticket.messages.find((each) => each.body === 'Here is the error as a PDF.')!;
    expect(message.attachments).toMatchObject([
      { filename: 'error.pdf', content_type: 'application/pdf', size: pdf.length },
    ]);
    const attachmentId = message.attachments[0]!.id;

    for (const headers of [
      authHeaders(requester.accessToken),
      authHeaders(staff.accessToken),
      { 'x-support-token': link },
    ]) {
      const response = await download(attachmentId, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('attachment; filename="error.pdf"');
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    }
    for (const headers of [authHeaders(stranger.accessToken), {}]) {
      const response = await download(attachmentId, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Ticket not found.' });
    }
  });

  it('lets staff attach a file to their answer, shown on that answer', async () => {
    const sent = await postForm(
      server,
      replyPath(),
      { body: 'The log of our side.' },
      [{ name: 'server.log', bytes: logFile() }],
      authHeaders(staff.accessToken),
    );
    expect(sent.status).toBe(201);
    const message = (sent.body as unknown as Ticket).messages.find((each) => each.body === 'The log of our side.')!;
    expect(message.author_kind).toBe('staff');
    expect(message.attachments).toMatchObject([{ filename: 'server.log', content_type: 'text/plain; charset=utf-8' }]);
  });

  it.each([
    ['an executable named .png', 'photo.png', peExecutable(), 415, '"photo.png" is an EXE file'],
    [
      'a file of 5 MB + 1 byte',
      'big.txt',
      Buffer.alloc(5 * 1024 * 1024 + 1, 0x61),
      413,
      'attachment: The file is larger than the 5MB limit.',
    ],
    ['an empty file', 'empty.txt', Buffer.alloc(0), 422, 'attachment: "empty.txt" is empty.'],
  ])(
    "refuses %s with the ticket form's words and stores neither reply nor file",
    async (_label, name, bytes, status, detail) => {
      const messages = await server.database.db.$count(supportMessages);
      const files = await server.database.db.$count(supportAttachments);
      const sent = await postForm(
        server,
        replyPath(),
        { body: 'With a bad file.' },
        [{ name, bytes }],
        authHeaders(requester.accessToken),
      );
      expect(sent.status).toBe(status);
      expect(String(sent.body.detail)).toContain(detail);
      expect(await server.database.db.$count(supportMessages)).toBe(messages);
      expect(await server.database.db.$count(supportAttachments)).toBe(files);
    },
  );

  it('refuses a multipart reply without a message, or with other fields, with 422', async () => {
    const empty = await postForm(
      server,
      replyPath(),
      { body: ' ' },
      [{ name: 'a.log', bytes: logFile() }],
      authHeaders(requester.accessToken),
    );
    expect(empty).toEqual({ status: 422, body: { detail: 'body: Message is required.' } });
    const extra = await postForm(
      server,
      replyPath(),
      { body: 'Hi', status: 'closed' },
      [],
      authHeaders(requester.accessToken),
    );
    expect(extra.status).toBe(422);
    expect(String(extra.body.detail)).toContain('Unrecognized key: "status"');
  });

  it('answers 404, not a file check, to a stranger replying with a file', async () => {
    const sent = await postForm(
      server,
      replyPath(),
      { body: 'Let me in.' },
      [{ name: 'x.png', bytes: peExecutable() }],
      authHeaders(stranger.accessToken),
    );
    expect(sent).toEqual({ status: 404, body: { detail: 'Ticket not found.' } });
  });

  it('still takes a JSON reply, and refuses a JSON reply without a body with 422', async () => {
    const json = await server.request(replyPath(), {
      method: 'POST',
      body: { body: 'Plain JSON.' },
      headers: authHeaders(requester.accessToken),
    });
    expect(json.status).toBe(201);
    const missing = await server.request(replyPath(), { method: 'POST', headers: authHeaders(requester.accessToken) });
    expect(missing.status).toBe(422);
  });
});
