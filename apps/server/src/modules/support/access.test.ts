import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeRole } from '../../auth/roles.ts';
import { loadConfig } from '../../config.ts';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { decodeQuotedPrintable, startSmtp } from '../../test/smtp.ts';
import { authHeaders, createTestUser, grantTestRole, type TestUser } from '../../test/users.ts';
import { postTicket, tokenOf, validFields } from './test/client.ts';
import { pdfFile, pngThenHtml } from './test/files.ts';

describe('support tickets: who sees what, and the mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestApp;
  let requester: TestUser;
  let stranger: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestApp({
      auth: testAuthConfig({ smtpUrl: smtp.url }),
      support: { submitLimit: { max: 100, windowSeconds: 60 } },
    });
    requester = await createTestUser(server);
    stranger = await createTestUser(server);
    staff = await createTestUser(server);
    await grantTestRole(server, staff, 'staff');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    server.request(`/api/support${path}`, init);
  const asUser = (user: TestUser) => authHeaders(user.accessToken);
  const withLink = (token: string) => ({ 'x-support-token': token });

  it('tells the web app who is staff on the profile answer', async () => {
    const roles = async (user: TestUser) =>
      ((await (await server.request('/api/auth/profile', { headers: asUser(user) })).json()) as { roles: string[] })
        .roles;
    expect(await roles(staff)).toEqual(['staff']);
    expect(await roles(requester)).toEqual([]);
  });

  // Issue #32: the staff role came from SUPPORT_STAFF_EMAILS, so whoever registered a listed
  // address first read every ticket. Roles are granted now; registering an address grants nothing.
  it('gives no role to whoever registers an address that used to be a staff address', async () => {
    expect(() => loadConfig({ SUPPORT_STAFF_EMAILS: 'staff@example.com' }, 'dist')).toThrow(
      /SUPPORT_STAFF_EMAILS is no longer supported/,
    );
    const created = await postTicket(server, { ...validFields, email: 'victim@example.com' });
    const stranger = await createTestUser(server, { email: 'staff@example.com' });
    const inbox = await call('/inbox', { headers: asUser(stranger) });
    expect(inbox.status).toBe(403);
    const ticket = await call(`/tickets/${String(created.body.id)}`, { headers: asUser(stranger) });
    expect(ticket.status).toBe(404);
    const close = await call(`/tickets/${String(created.body.id)}`, {
      method: 'PATCH',
      body: { status: 'closed' },
      headers: asUser(stranger),
    });
    expect(close.status).toBe(404);
  });

  it('takes the inbox away at the next request when the role is revoked', async () => {
    const helper = await createTestUser(server);
    await grantTestRole(server, helper, 'staff');
    expect((await call('/inbox', { headers: asUser(helper) })).status).toBe(200);
    await revokeRole(server.database.db, helper.id, 'staff');
    expect((await call('/inbox', { headers: asUser(helper) })).status).toBe(403);
  });

  it('mails the number and a link that opens the ticket without an account', async () => {
    const email = 'visitor@example.com';
    const created = await postTicket(server, { ...validFields, email }, [{ name: 'report.pdf', bytes: pdfFile() }]);
    expect(created.status).toBe(201);
    const mail = decodeQuotedPrintable((await smtp.waitForMail(email, 1)).raw);
    expect(mail).toContain(`Subject: [${String(created.body.number)}] We received your request`);
    expect(mail).toContain(`Your ticket number is ${String(created.body.number)}`);
    expect(mail).toContain(String(created.body.access_url));

    const token = tokenOf(String(created.body.access_url));
    const opened = await call(`/tickets/${String(created.body.id)}`, { headers: withLink(token) });
    expect(opened.status).toBe(200);
    const ticket = (await opened.json()) as { attachments: Array<{ id: string }>; viewer: object; number: string };
    expect(ticket).toMatchObject({ number: created.body.number, viewer: { is_staff: false, can_reply: true } });

    const download = await call(`/tickets/${String(created.body.id)}/attachments/${ticket.attachments[0]!.id}`, {
      headers: withLink(token),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), pdfFile())).toBe(0);

    // A wrong token, or another ticket's token, opens nothing.
    const other = await postTicket(server);
    const otherToken = tokenOf(String(other.body.access_url));
    for (const headers of [withLink(otherToken), withLink(`${token.slice(0, -2)}xx`), {}]) {
      const refused = await call(`/tickets/${String(created.body.id)}`, { headers });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ detail: 'Ticket not found.' });
    }
  });

  it('lists a signed-in requester their own tickets only, and hides them from others', async () => {
    const created = await postTicket(server, validFields, [], asUser(requester));
    const id = String(created.body.id);
    const mine = (await (await call('/tickets', { headers: asUser(requester) })).json()) as Array<{ id: string }>;
    expect(mine.map((ticket) => ticket.id)).toEqual([id]);
    expect(await (await call('/tickets', { headers: asUser(stranger) })).json()).toEqual([]);
    expect((await call('/tickets')).status).toBe(401);

    expect((await call(`/tickets/${id}`, { headers: asUser(requester) })).status).toBe(200);
    for (const headers of [asUser(stranger), {}]) {
      expect((await call(`/tickets/${id}`, { headers })).status).toBe(404);
      const reply = await call(`/tickets/${id}/messages`, { method: 'POST', body: { body: 'hi' }, headers });
      expect(reply.status).toBe(404);
      const patch = await call(`/tickets/${id}`, { method: 'PATCH', body: { status: 'closed' }, headers });
      // Changing a status needs a signed-in (staff) session: a visitor gets 401 for any id alike.
      expect(patch.status).toBe('authorization' in headers ? 404 : 401);
    }
    expect((await call('/tickets/not-a-uuid', { headers: asUser(requester) })).status).toBe(404);
  });

  it('keeps the inbox and status changes for staff', async () => {
    const email = 'billing@example.com';
    const created = await postTicket(
      server,
      { ...validFields, email, category: 'billing-query' },
      [],
      asUser(requester),
    );
    const id = String(created.body.id);
    expect((await call('/inbox')).status).toBe(401);
    const refused = await call('/inbox', { headers: asUser(requester) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Only support staff can see the support inbox.' });

    const inbox = async (query: string) =>
      ((await (await call(`/inbox${query}`, { headers: asUser(staff) })).json()) as Array<{ id: string }>).map(
        (ticket) => ticket.id,
      );
    expect(await inbox('')).toContain(id);
    expect(await inbox('?category=billing-query&status=new')).toEqual([id]);
    expect(await inbox('?category=bug-report')).not.toContain(id);
    expect((await call('/inbox?status=lost', { headers: asUser(staff) })).status).toBe(422);

    const byRequester = await call(`/tickets/${id}`, {
      method: 'PATCH',
      body: { status: 'closed' },
      headers: asUser(requester),
    });
    expect(byRequester.status).toBe(403);
    const byStaff = await call(`/tickets/${id}`, { method: 'PATCH', body: { status: 'open' }, headers: asUser(staff) });
    expect(byStaff.status).toBe(200);
    expect(await byStaff.json()).toMatchObject({
      status: 'open',
      viewer: { is_staff: true },
      messages: [{ author_kind: 'system', body: 'Status changed from New to Open.' }],
    });
    // The confirmation first, then this change.
    const mail = decodeQuotedPrintable((await smtp.waitForMail(email, 2)).raw);
    expect(mail).toContain(`Subject: [${String(created.body.number)}] Status changed to Open`);
    expect(mail).toContain('changed from New to Open.');
  });

  it('mails staff replies with a fresh link; requester replies reopen the ticket', async () => {
    const email = 'asker@example.com';
    const created = await postTicket(server, { ...validFields, email });
    const id = String(created.body.id);
    const token = tokenOf(String(created.body.access_url));

    const staffReply = await call(`/tickets/${id}/messages`, {
      method: 'POST',
      body: { body: 'Please try clearing the cache.' },
      headers: asUser(staff),
    });
    expect(staffReply.status).toBe(201);
    expect(await staffReply.json()).toMatchObject({
      status: 'waiting_on_customer',
      messages: [
        { author_kind: 'staff', author_name: 'Hammurabi Support', body: 'Please try clearing the cache.' },
        { author_kind: 'system', body: 'Status changed from New to Waiting on customer.' },
      ],
    });
    const mail = decodeQuotedPrintable((await smtp.waitForMail(email, 2)).raw);
    expect(mail).toContain('Please try clearing the cache.');
    const freshLink = /(http\S+#access=\S+)/.exec(mail)![1]!;
    expect(tokenOf(freshLink)).not.toBe(token);
    // Both the first and the new link open the ticket.
    for (const link of [token, tokenOf(freshLink)]) {
      expect((await call(`/tickets/${id}`, { headers: withLink(link) })).status).toBe(200);
    }

    const answer = await call(`/tickets/${id}/messages`, {
      method: 'POST',
      body: { body: 'That fixed it, thanks!' },
      headers: withLink(token),
    });
    expect(await answer.json()).toMatchObject({
      status: 'open',
      message_count: 2,
      messages: [{}, {}, { author_kind: 'requester', author_name: validFields.name }, { author_kind: 'system' }],
    });

    await call(`/tickets/${id}`, { method: 'PATCH', body: { status: 'closed' }, headers: asUser(staff) });
    const late = await call(`/tickets/${id}/messages`, {
      method: 'POST',
      body: { body: 'One more thing' },
      headers: withLink(token),
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      detail: 'This ticket is closed. Please open a new ticket if you still need help.',
    });
    const empty = await call(`/tickets/${id}/messages`, {
      method: 'POST',
      body: { body: '  ' },
      headers: asUser(staff),
    });
    expect(empty.status).toBe(422);
  });

  it('serves an attachment only to those who may read its ticket', async () => {
    const created = await postTicket(
      server,
      validFields,
      [{ name: 'report.pdf', bytes: pdfFile() }],
      asUser(requester),
    );
    const id = String(created.body.id);
    const ticket = (await (await call(`/tickets/${id}`, { headers: asUser(staff) })).json()) as {
      attachments: Array<{ id: string }>;
    };
    const path = `/tickets/${id}/attachments/${ticket.attachments[0]!.id}`;
    expect((await call(path, { headers: asUser(staff) })).status).toBe(200);
    expect((await call(path, { headers: asUser(requester) })).status).toBe(200);
    expect((await call(path, { headers: asUser(stranger) })).status).toBe(404);
    expect((await call(path)).status).toBe(404);
    expect((await call(`/tickets/${id}/attachments/${id}`, { headers: asUser(staff) })).status).toBe(404);
    // The polyglot never got in (see submit.test.ts), so nothing can be served as HTML.
    expect((await postTicket(server, validFields, [{ name: 'x.png', bytes: pngThenHtml() }])).status).toBe(415);
  });
});
