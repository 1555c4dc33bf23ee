import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { insertOutboxMail, markMailDelivered } from './repository-tokens.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Auth mail, or a support ticket's confirmation, staff reply or status change. */
  kind:
    | 'confirmation'
    | 'recovery'
    | 'support'
    | 'registration-attempt'
    | 'email-change'
    | 'invite'
    | 'magiclink'
    | 'reauthentication';
}

/** Sends e-mail (auth and support): through SMTP when SMTP_URL is set, always recorded in the outbox table. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const id = await insertOutboxMail(options.db, {
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        kind: mail.kind,
      });
      if (!transport) {
        // Without SMTP the link is only in the outbox table and this log line (development).
        options.log.info({ mailId: id, to: mail.to, kind: mail.kind }, `${mail.kind} mail (no SMTP_URL): ${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await markMailDelivered(options.db, id!);
      } catch (error) {
        // A mail failure must not reveal anything to the requester; the outbox keeps the mail.
        options.log.error({ err: error, mailId: id }, 'sending mail failed');
      }
    },
    close() {
      transport?.close();
    },
  };
}
