import http2 from 'node:http2';
import { SignJWT } from 'jose';
import type { Clock } from '#api/lib/clock.js';
import type { AppleCredentials } from './credentials.js';

/** Apple refuses a provider token older than an hour and one renewed more than every 20 minutes. */
const TOKEN_LIFE_MS = 40 * 60_000;
const SEND_TIMEOUT_MS = 15_000;
/** What APNs answers for a token that will never work again: its registrations go. */
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);

export type ApnsOutcome = 'sent' | 'gone';

/** Apple's empty Wallet push over HTTP/2 with an ES256 provider token, one reused session (docs/security.md). */
export function createApnsClient(credentials: AppleCredentials, clock: Clock) {
  let token: { jwt: string; madeAt: number } | undefined;
  let session: http2.ClientHttp2Session | undefined;

  async function providerToken(): Promise<string> {
    const now = clock.now().getTime();
    // A clock set back (NTP) makes a new one too: an `iat` in the future is refused.
    if (token && now >= token.madeAt && now - token.madeAt < TOKEN_LIFE_MS) return token.jwt;
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: credentials.apns.keyId })
      .setIssuer(credentials.teamId)
      .setIssuedAt(Math.floor(now / 1000))
      .sign(credentials.apns.key);
    token = { jwt, madeAt: now };
    return jwt;
  }

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(credentials.apns.url);
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = undefined;
    });
    opened.unref();
    session = opened;
    return opened;
  }

  async function send(pushToken: string): Promise<ApnsOutcome> {
    const jwt = await providerToken();
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = connection().request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(pushToken)}`,
        authorization: `bearer ${jwt}`,
        'apns-topic': credentials.passTypeId,
        'content-type': 'application/json',
      });
      let answer = 0;
      let text = '';
      request.setTimeout(SEND_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      request.on('response', (headers) => (answer = Number(headers[':status'])));
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve({ status: answer, body: text }));
      request.on('error', reject);
      request.on('close', () => {
        if (!answer) reject(new Error('APNs closed the request without an answer'));
      });
      request.end('{}');
    });
    if (status === 200) return 'sent';
    const reason = safeReason(body);
    if (status === 410 || (status === 400 && GONE_REASONS.has(reason))) return 'gone';
    // A refused provider token is made anew on the retry.
    if (status === 403) token = undefined;
    throw new Error(`APNs answered ${status}${reason ? ` ${reason}` : ''}`);
  }

  return {
    send,
    close() {
      session?.close();
    },
  };
}

function safeReason(body: string): string {
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason.slice(0, 60) : '';
  } catch {
    return '';
  }
}

export type ApnsClient = ReturnType<typeof createApnsClient>;
