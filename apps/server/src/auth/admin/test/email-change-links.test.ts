import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../../test/harness.ts';
import { createTestUser } from '../../../test/users.ts';
import { authClient } from '../../test/auth-client.ts';
import { OTHER_LINK_PENDING } from '../../email-change.ts';
import { adminApi } from './admin-client.ts';

const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('generate_link for an e-mail change (email_change_current, email_change_new)', () => {
  let server: TestApp;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestApp();
    admin = adminApi(server);
  });
  afterAll(() => server.close());

  it('gives the link of each leg; opening both moves the account to the new address', async () => {
    const person = await createTestUser(server);
    const newEmail = address('moved');
    const current = await admin.generateLink({ type: 'email_change_current', email: person.email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.properties).toMatchObject({ verification_type: 'email_change_current' });
    expect(current.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(current.data.properties?.action_link).toContain('type=email_change');
    expect(current.data.user?.new_email).toBe(newEmail);
    const next = await admin.generateLink({ type: 'email_change_new', email: person.email, newEmail });
    expect(next.error).toBeNull();

    const client = authClient(server);
    const first = await client.verifyOtp({ type: 'email_change', token_hash: current.data.properties!.hashed_token });
    expect(first.error).toBeNull();
    // The first leg answers GoTrue's message and no session.
    expect(first.data).toEqual({ user: null, session: null });
    const second = await client.verifyOtp({ type: 'email_change', token_hash: next.data.properties!.hashed_token });
    expect(second.error).toBeNull();
    expect((await admin.getUserById(person.id)).data.user?.email).toBe(newEmail);
    // Spent links open nothing again.
    const again = await client.verifyOtp({ type: 'email_change', token_hash: next.data.properties!.hashed_token });
    expect(again.error?.code).toBe('otp_expired');
    expect(OTHER_LINK_PENDING).toMatch(/other email/);
  });

  it('refuses a taken address, an unknown account and a missing new address', async () => {
    const person = await createTestUser(server);
    const other = await createTestUser(server);
    const taken = await admin.generateLink({ type: 'email_change_new', email: person.email, newEmail: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const nobody = await admin.generateLink({
      type: 'email_change_new',
      email: address('nobody'),
      newEmail: address('free'),
    });
    expect(nobody.error?.status).toBe(404);
    const missing = await admin.generateLink({
      type: 'email_change_current',
      email: person.email,
      newEmail: '',
    });
    expect(missing.error?.status).toBe(400);
  });

  it('has no current-address leg without secure e-mail change', async () => {
    const plain = await startTestApp({ auth: testAuthConfig({ secureEmailChange: false }) });
    try {
      const person = await createTestUser(plain);
      const refused = await adminApi(plain).generateLink({
        type: 'email_change_current',
        email: person.email,
        newEmail: address('plain'),
      });
      expect(refused.error).toMatchObject({
        status: 400,
        message: 'Enable secure email change to generate link for current email',
      });
      const newEmail = address('plain');
      const link = await adminApi(plain).generateLink({ type: 'email_change_new', email: person.email, newEmail });
      const opened = await authClient(plain).verifyOtp({
        type: 'email_change',
        token_hash: link.data.properties!.hashed_token,
      });
      expect(opened.error).toBeNull();
      expect((await adminApi(plain).getUserById(person.id)).data.user?.email).toBe(newEmail);
    } finally {
      await plain.close();
    }
  });
});
