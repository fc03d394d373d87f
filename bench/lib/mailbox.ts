import {
  codeIn,
  createConfirmedAccount,
  decodeQuotedPrintable,
  fetchHonouringRetryAfter,
  payThroughTheOperator,
  startSmtpCapture,
  TEST_PASSWORD,
} from '@game-assist/test-support';
import { BENCH_OPERATOR_EMAIL } from './server.js';
import type { Session } from './throttled-page.js';

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
    async codeFor(email: string, seen = 0, timeoutMs = 60_000): Promise<string> {
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

let created = 0;

const sendTo =
  (baseUrl: string) =>
  (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetchHonouringRetryAfter(`${baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

/** Signs `account` up and confirms it with the mailed code: the session the code starts. */
async function signUpByCode(
  baseUrl: string,
  mailbox: Mailbox,
  account: { email: string; firstName: string; lastName: string },
): Promise<Session> {
  const send = sendTo(baseUrl);
  const seen = mailbox.countFor(account.email);
  const signUp = await send('POST', '/singup', { ...account, password: TEST_PASSWORD });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
  const otp = await mailbox.codeFor(account.email, seen);
  const verified = await send('POST', '/auth/verify-otp', { identifier: account.email, type: 'email', otp });
  if (verified.status !== 201) throw new Error(`code verify failed: ${verified.status}`);
  return (await verified.json()) as Session;
}

/**
 * A new subscriber, signed up, confirmed by the e-mailed code and with a filled profile; returns
 * the session the confirmation starts. The product seeds no demo subscriber in production.
 * Unpaid (`paid: false`), the subscriber is one who has yet to check out on /Assinar.
 */
export async function signInSubscriber(baseUrl: string, mailbox: Mailbox, { paid = true } = {}) {
  const send = sendTo(baseUrl);
  const email = `bench-${Date.now()}-${(created += 1)}@exemplo.com.br`;
  const session = await signUpByCode(baseUrl, mailbox, { email, firstName: 'Maria', lastName: 'Lima' });
  const profile = await send(
    'PATCH',
    '/assinante',
    { nome: 'Maria Lima', telefone: '(11) 98765-4321', nascimento: '1990-05-17', endereco: 'Rua das Flores, 123' },
    { authorization: `Bearer ${session.access_token}` },
  );
  if (profile.status !== 200) throw new Error(`profile update failed: ${profile.status}`);
  if (!paid) return session;
  // Paid as a person and an operator pay it, so it holds a card and may request services.
  await operatorFor(baseUrl, mailbox);
  await payThroughTheOperator(baseUrl, email, { email: BENCH_OPERATOR_EMAIL });
  return session;
}

const operators = new Map<string, Promise<void>>();

/** The bench's operator on this server, made once. */
function operatorFor(baseUrl: string, mailbox: Mailbox): Promise<void> {
  let made = operators.get(baseUrl);
  if (!made) {
    const seen = mailbox.countFor(BENCH_OPERATOR_EMAIL);
    made = createConfirmedAccount(
      baseUrl,
      { email: BENCH_OPERATOR_EMAIL, firstName: 'Olga', lastName: 'Bench' },
      (address) => mailbox.codeFor(address, seen),
    );
    operators.set(baseUrl, made);
  }
  return made;
}

/** The bench's operator (atendimento + financeiro by OPERATOR_EMAILS), confirmed by code, then signed in: its access token. */
export async function signInOperator(baseUrl: string, mailbox: Mailbox, { confirmed = false } = {}): Promise<string> {
  if (!confirmed) await operatorFor(baseUrl, mailbox);
  const signedIn = await sendTo(baseUrl)('POST', '/login', { email: BENCH_OPERATOR_EMAIL, password: TEST_PASSWORD });
  if (!signedIn.ok) throw new Error(`operator sign-in failed: ${signedIn.status}`);
  return ((await signedIn.json()) as Session).access_token;
}

/** A new subscriber, signed up and confirmed, ready to sign in on /SignIn. Returns the address. */
export async function createSubscriber(baseUrl: string, mailbox: Mailbox): Promise<string> {
  const email = `bench-${Date.now()}-${(created += 1)}@exemplo.com.br`;
  await createConfirmedAccount(baseUrl, { email, firstName: 'Bia', lastName: 'Bench' }, (address) =>
    mailbox.codeFor(address),
  );
  return email;
}
