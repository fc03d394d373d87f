import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery over SMTP (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}

/**
 * Without a mail server each message is delivered to a local mailbox: one RFC 822 file
 * (`.eml`, readable by any mail client or text editor) per message in `dir`, so a person
 * running the product locally can still read their sign-in code. The directory is the owner's
 * alone (0700, files 0600), and the log names only the file: codes never reach the log.
 * Never used when SMTP_URL is set.
 */
export function createMailboxMailer(dir: string, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'mailbox',
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Sorted by name is sorted by time, and by sending order within one millisecond; the random
      // part keeps the messages of two processes sharing the directory apart.
      sequence += 1;
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await writeFile(file, info.message, { mode: 0o600, flag: 'wx' });
      log.info({ mail: { file } }, 'mail delivered to the local mailbox (no SMTP_URL configured)');
    },
    close: () => transport.close(),
  };
}
