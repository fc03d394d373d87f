import { startSmtpCapture } from '@game-assist/test-support';

/** A real SMTP server for the bench: the product mails sign-in codes to it. */
export async function startMailbox() {
  const smtp = await startSmtpCapture();
  // One entry per recipient, soft line breaks of quoted-printable undone so the code reads whole.
  const messagesTo = (email: string) =>
    smtp.received.flatMap((mail) =>
      mail.to.some((to) => to.toLowerCase() === email) ? [mail.raw.replace(/=\r?\n/g, '')] : [],
    );
  return {
    smtpUrl: smtp.url,
    async codeFor(email: string, timeoutMs = 15_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const code = messagesTo(email)
          .at(-1)
          ?.match(/acesso =C3=A9: (\d{6})|acesso é: (\d{6})/);
        if (code) return (code[1] ?? code[2])!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code mailed to ${email}`);
    },
    close: () => smtp.close(),
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
