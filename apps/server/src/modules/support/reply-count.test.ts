import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser } from '../../test/users.ts';
import { postTicket, validFields } from './test/client.ts';

describe('the reply count of a ticket list', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('counts the replies of each ticket, as the ticket itself does', async () => {
    const requester = await createTestUser(server);
    const headers = authHeaders(requester.accessToken);
    const other = await postTicket(server, { ...validFields, email: requester.email }, [], headers);
    const created = await postTicket(server, { ...validFields, email: requester.email }, [], headers);
    const id = String(created.body.id);
    for (const body of ['Still broken after a reload.', 'It works in another browser.']) {
      const reply = await fetch(`${server.baseUrl}/api/support/tickets/${id}/messages`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ body }),
      });
      expect(reply.status).toBe(201);
    }
    const ticket = (await (await fetch(`${server.baseUrl}/api/support/tickets/${id}`, { headers })).json()) as {
      message_count: number;
    };
    const list = (await (await fetch(`${server.baseUrl}/api/support/tickets`, { headers })).json()) as Array<{
      id: string;
      message_count: number;
    }>;
    const counts = Object.fromEntries(list.map((item) => [item.id, item.message_count]));
    expect(counts[id]).toBe(ticket.message_count);
    expect(counts[id]).toBe(counts[String(other.body.id)]! + 2);
  });
});
