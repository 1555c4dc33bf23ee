import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole, type TestUser } from '../../test/users.ts';
import { postTicket, validFields } from './test/client.ts';

describe('the open-ticket count of the staff menu', () => {
  let server: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    server = await startTestApp({ support: { submitLimit: { max: 100, windowSeconds: 60 } } });
    staff = await createTestUser(server);
    await grantTestRole(server, staff, 'staff');
  });
  afterAll(() => server.close());

  const openCount = async (user: TestUser) => {
    const response = await server.request('/api/support/inbox/count', { headers: authHeaders(user.accessToken) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { open: number }).open;
  };
  const setStatus = async (id: string, status: string) => {
    const response = await server.request(`/api/support/tickets/${id}`, {
      method: 'PATCH',
      body: { status },
      headers: authHeaders(staff.accessToken),
    });
    expect(response.status).toBe(200);
  };

  it('counts the tickets waiting on support: New and Open, not waiting on the customer or closed', async () => {
    const before = await openCount(staff);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push(String((await postTicket(server, validFields)).body.id));
    expect(await openCount(staff)).toBe(before + 3);
    await setStatus(ids[0]!, 'open');
    expect(await openCount(staff)).toBe(before + 3);
    await setStatus(ids[1]!, 'closed');
    await setStatus(ids[2]!, 'waiting_on_customer');
    expect(await openCount(staff)).toBe(before + 1);
  });

  it('answers 401 to a visitor and 403 to a signed-in user who is not staff', async () => {
    expect((await server.request('/api/support/inbox/count')).status).toBe(401);
    const user = await createTestUser(server);
    const response = await server.request('/api/support/inbox/count', { headers: authHeaders(user.accessToken) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: 'Only support staff can see the support inbox.' });
  });
});
