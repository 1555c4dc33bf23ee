import { desc, eq } from 'drizzle-orm';
import { authMailOutbox } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';

/** The newest mail the server recorded for an address. */
export async function latestMail(server: TestApp, recipient: string) {
  const [mail] = await server.database.db
    .select()
    .from(authMailOutbox)
    .where(eq(authMailOutbox.recipient, recipient))
    .orderBy(desc(authMailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail for ${recipient}`);
  return mail;
}

export async function mailCount(server: TestApp, recipient: string): Promise<number> {
  const rows = await server.database.db
    .select({ id: authMailOutbox.id })
    .from(authMailOutbox)
    .where(eq(authMailOutbox.recipient, recipient));
  return rows.length;
}

/** The verify link inside a mail body. */
export function verifyLink(mail: { textBody: string }): URL {
  const match = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.textBody);
  if (!match) throw new Error('no verify link in the mail');
  return new URL(match[1]!);
}

/** The `token` of the verify link (what verifyOtp takes as token_hash). */
export const linkToken = (mail: { textBody: string }) => verifyLink(mail).searchParams.get('token')!;

/** The 6-digit code in a mail body. */
export function mailCode(mail: { textBody: string }): string {
  const match = /code: (\d{6})/.exec(mail.textBody);
  if (!match) throw new Error('no code in the mail');
  return match[1]!;
}
