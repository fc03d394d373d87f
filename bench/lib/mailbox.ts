import { codeIn, createConfirmedAccount, decodeQuotedPrintable, startSmtpCapture } from '@game-assist/test-support';

/** A real SMTP server for the bench: the product mails sign-in codes to it. */
export async function startMailbox() {
  const smtp = await startSmtpCapture();
  // One entry per recipient, decoded so the code reads whole.
  const messagesTo = (email: string) =>
    smtp.received.flatMap((mail) =>
      mail.to.some((to) => to.toLowerCase() === email) ? [decodeQuotedPrintable(mail.raw)] : [],
    );
  return {
    smtpUrl: smtp.url,
    /** How many messages `email` has received so far. */
    countFor: (email: string) => messagesTo(email).length,
    /** The code in the newest message to `email`, waiting for one beyond the first `seen`. */
    async codeFor(email: string, seen = 0, timeoutMs = 15_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const messages = messagesTo(email);
        const code = messages.length > seen ? codeIn(messages.at(-1)!) : undefined;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code mailed to ${email}`);
    },
    close: () => smtp.close(),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

export const DEMO_EMAIL = 'assinante@gameassist.local';

const postTo = (baseUrl: string) => (path: string, body: unknown) =>
  fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Signs the seeded demo subscriber in by e-mailed code; returns the session. */
export async function signInDemo(baseUrl: string, mailbox: Mailbox) {
  const post = postTo(baseUrl);
  const requested = await post('/auth/request-otp', { identifier: DEMO_EMAIL, type: 'email' });
  if (requested.status !== 201) throw new Error(`code request failed: ${requested.status}`);
  const otp = await mailbox.codeFor(DEMO_EMAIL);
  const verified = await post('/auth/verify-otp', { identifier: DEMO_EMAIL, type: 'email', otp });
  if (verified.status !== 201) throw new Error(`code verify failed: ${verified.status}`);
  return (await verified.json()) as { access_token: string; refresh_token: string };
}

let created = 0;

/** A new subscriber, signed up and confirmed, ready to sign in on /SignIn. Returns the address. */
export async function createSubscriber(baseUrl: string, mailbox: Mailbox): Promise<string> {
  const email = `bench-${Date.now()}-${(created += 1)}@exemplo.com.br`;
  await createConfirmedAccount(baseUrl, { email, firstName: 'Bia', lastName: 'Bench' }, (address) =>
    mailbox.codeFor(address),
  );
  return email;
}
