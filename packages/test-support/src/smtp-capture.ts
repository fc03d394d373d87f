import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The envelope's recipients, as the client wrote them. */
  to: string[];
  raw: string;
}

export interface SmtpCaptureOptions {
  /** Recipients for which RCPT TO is refused with 550, as a real server refuses an unknown mailbox. */
  rejectRecipient?: (address: string) => boolean;
  /** Runs before the message is acknowledged, so a client that has sent it can count on it being done. */
  onMessage?: (mail: CapturedMail) => void | Promise<void>;
}

export interface SmtpCapture {
  port: number;
  url: string;
  received: CapturedMail[];
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free port of 127.0.0.1 that keeps what it accepts in memory. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        received.push(mail);
        Promise.resolve(options.onMessage?.(mail)).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // A client vanishing mid-message resets its connection: smtp-server's 'error' event, unheard, would crash the run.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
