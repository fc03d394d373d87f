import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the bench: the product mails sign-in codes to it. */
export async function startMailbox() {
  const messages: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        for (const rcpt of session.envelope.rcptTo) messages.push({ to: rcpt.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async codeFor(email: string, timeoutMs = 15_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const code = messages
          .filter((message) => message.to === email)
          .at(-1)
          ?.raw.match(/acesso =C3=A9: (\d{6})|acesso é: (\d{6})/);
        if (code) return (code[1] ?? code[2])!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code mailed to ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

export const DEMO_EMAIL = 'assinante@gameassist.local';

/** Signs the seeded demo subscriber in by e-mailed code; returns the session. */
export async function signInDemo(baseUrl: string, mailbox: Mailbox) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/auth/request-otp', { identifier: DEMO_EMAIL, type: 'email' });
  if (requested.status !== 201) throw new Error(`code request failed: ${requested.status}`);
  const otp = await mailbox.codeFor(DEMO_EMAIL);
  const verified = await post('/auth/verify-otp', { identifier: DEMO_EMAIL, type: 'email', otp });
  if (verified.status !== 201) throw new Error(`code verify failed: ${verified.status}`);
  return (await verified.json()) as { access_token: string; refresh_token: string };
}
