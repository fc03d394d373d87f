import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'console';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

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

/** What the development transport prints before each message. */
export const CONSOLE_MAIL_MARK = '----- e-mail (development: not sent; set SMTP_URL to send) -----';

/** Development only (no SMTP_URL): each message printed whole to the console, never logged. */
export function createConsoleMailer(write: (text: string) => void = (text) => process.stdout.write(text)): Mailer {
  return {
    kind: 'console',
    async send(message) {
      write(`${CONSOLE_MAIL_MARK}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n-----\n`);
    },
    close: () => undefined,
  };
}
