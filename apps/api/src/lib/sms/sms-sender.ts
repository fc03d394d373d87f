/** Sends a text message to a phone number in E.164 form (+5511987654321). */
export interface SmsSender {
  readonly kind: 'http' | 'console';
  send(to: string, text: string): Promise<void>;
}

export const SMS_TIMEOUT_MS = 10_000;

/** The gateway's protocol: docs/product.md, 'Phone verification'. URL credentials never go in the request line. */
export function createHttpSmsSender(smsUrl: string, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = new URL(smsUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return {
    kind: 'http',
    async send(to, text) {
      const answer = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`SMS gateway answered ${answer.status}`);
    },
  };
}

/** What the development transport prints before each message. */
export const CONSOLE_SMS_MARK = '----- SMS (development: not sent; set SMS_URL to send) -----';

/** Development only, as development e-mail: printed, never logged. */
export function createConsoleSmsSender(
  write: (text: string) => void = (text) => process.stdout.write(text),
): SmsSender {
  return {
    kind: 'console',
    async send(to, text) {
      write(`${CONSOLE_SMS_MARK}\nTo: ${to}\n\n${text}\n-----\n`);
    },
  };
}

/** '(11) 98765-4321' → '+5511987654321'; undefined without an area code. */
export function toE164(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return undefined;
  if (digits.startsWith('0')) return undefined;
  return `+55${digits}`;
}

/** The number as the screens show it, only its last four digits readable: '(11) *****-4321'. */
export function maskPhone(e164: string): string {
  const national = e164.slice(3);
  return `(${national.slice(0, 2)}) ${'*'.repeat(national.length - 6)}-${national.slice(-4)}`;
}
