import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the reader must follow; printed in the log when mail goes to the outbox. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

/**
 * Without SMTP, each mail becomes an .eml file in `outboxDir` (open it with any mail client) and
 * its link is logged, so someone running Chronodeck locally can still verify an account.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  logger: FastifyBaseLogger,
): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await mkdir(outboxDir, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${Date.now()}-${safeRecipient}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, file, link: message.link },
        `mail written to outbox: ${message.link}`,
      );
    },
  };
}
