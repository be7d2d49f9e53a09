import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the reader must follow. */
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
 * its path is logged, so someone running Chronodeck locally can still verify an account. Neither
 * the log nor the file name holds the recipient or the link: the link carries a token.
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
      const file = path.join(outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ file }, `mail written to outbox: ${file}`);
    },
  };
}
