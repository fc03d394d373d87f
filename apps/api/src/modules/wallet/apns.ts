import http2 from 'node:http2';
import { SignJWT } from 'jose';
import type { Clock } from '#api/lib/clock.js';
import type { AppleCredentials } from './credentials.js';

const SEND_TIMEOUT_MS = 15_000;
/** Apple refuses a provider token older than an hour, and one renewed more often than every 20 minutes. */
const TOKEN_REUSE_MS = 50 * 60_000;
/** What APNs answers for a token that will never work again: its registrations go. */
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);

export type ApnsOutcome = 'sent' | 'gone';

/**
 * Apple's empty Wallet push over HTTP/2 on one reused TLS session, authenticated with the Pass
 * Type ID certificate that signs the passes (the default, as Apple documents for pass updates) or,
 * when a `.p8` key is configured, with an ES256 provider token instead (decision 024).
 */
export function createApnsClient(credentials: AppleCredentials, clock: Clock) {
  const { url, ca, token: tokenKey } = credentials.apns;
  let made: { jwt: string; at: number } | undefined;
  let session: http2.ClientHttp2Session | undefined;

  async function providerToken(key: NonNullable<typeof tokenKey>): Promise<string> {
    const now = clock.now().getTime();
    // A clock set back (NTP) makes a new one too: an `iat` in the future is refused.
    if (made && now >= made.at && now - made.at < TOKEN_REUSE_MS) return made.jwt;
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
      .setIssuer(credentials.teamId)
      .setIssuedAt(Math.floor(now / 1000))
      .sign(key.key);
    made = { jwt, at: now };
    return jwt;
  }

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const certificate = {
      // The WWDR intermediate goes with the signer, so the chain reaches Apple's root.
      cert: `${credentials.signerCert.trim()}\n${credentials.wwdr.trim()}\n`,
      key: credentials.signerKey,
      ...(credentials.signerKeyPassphrase ? { passphrase: credentials.signerKeyPassphrase } : {}),
    };
    const opened = http2.connect(url, { ...(tokenKey ? {} : certificate), ...(ca ? { ca } : {}) });
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = undefined;
    });
    opened.unref();
    session = opened;
    return opened;
  }

  function post(pushToken: string, jwt: string | undefined): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = connection().request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(pushToken)}`,
        ...(jwt ? { authorization: `bearer ${jwt}` } : {}),
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
  }

  async function send(pushToken: string): Promise<ApnsOutcome> {
    let { status, body } = await post(pushToken, tokenKey && (await providerToken(tokenKey)));
    if (tokenKey && status === 403 && safeReason(body) === 'ExpiredProviderToken') {
      // APNs judged it older than an hour (its clock, not ours): a new one, once.
      made = undefined;
      ({ status, body } = await post(pushToken, await providerToken(tokenKey)));
    }
    if (status === 200) return 'sent';
    const reason = safeReason(body);
    if (status === 410 || (status === 400 && GONE_REASONS.has(reason))) return 'gone';
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
