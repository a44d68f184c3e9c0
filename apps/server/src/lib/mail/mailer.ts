import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHOP_NAME } from '@store/contracts/constants';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail, with both an HTML and a plain-text version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set by the outbox to the job's id, so a mail sent twice after a crash is recognisably one. */
  messageId?: string;
  /** Files sent with it: the tax invoice or credit note the mail is about. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends the store's e-mails: over SMTP in production, to `.eml` files when none is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  DATA_DIR: string;
}

/**
 * How long a mail server may take to answer: nodemailer's defaults (two minutes to connect, ten
 * of silence) would hold an outbox job long past its lease (docs/decisions/059), so another
 * server would send it again while the first still waits. Settings in SMTP_URL's query win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP when SMTP_URL is set; otherwise each mail is logged and written under DATA_DIR/mail. */
export function createMailer(settings: MailerSettings, log: FastifyBaseLogger): Mailer {
  const from = settings.MAIL_FROM ?? `"${SHOP_NAME}" <no-reply@localhost>`;
  if (settings.SMTP_URL) {
    return smtpMailer(nodemailer.createTransport({ url: settings.SMTP_URL, ...SMTP_TIMEOUTS }), from, log);
  }
  return fileMailer(path.join(settings.DATA_DIR, 'mail'), from, log);
}

function smtpMailer(transport: Transporter, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // Not the subject: a code mail's subject holds the code.
      log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

function fileMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // With no SMTP server configured, the log and the file are how a developer reads the code.
      log.info({ to: message.to, subject: message.subject, file }, 'mail written (SMTP_URL not set)');
    },
    close: () => transport.close(),
  };
}
