import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery over SMTP (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded well inside the outbox's lease, so a send never outlives its claim on the message.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}

/**
 * Without a mail server the message goes to the server log, so a person running the
 * product locally can still sign in. Never used when SMTP_URL is set.
 */
export function createLogMailer(log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    kind: 'log',
    async send(message) {
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (no SMTP_URL configured):\n${message.text}`,
      );
    },
    close: () => undefined,
  };
}
