import http2 from 'node:http2';
import type { AppleCredentials } from './credentials.js';

const SEND_TIMEOUT_MS = 15_000;
/** What APNs answers for a token that will never work again: its registrations go. */
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);

export type ApnsOutcome = 'sent' | 'gone';

/**
 * Apple's empty Wallet push over HTTP/2, on one reused TLS session authenticated with the Pass Type
 * ID certificate that signs the passes, as Apple documents for pass updates (decision 024).
 */
export function createApnsClient(credentials: AppleCredentials) {
  let session: http2.ClientHttp2Session | undefined;

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(credentials.apns.url, {
      // The WWDR intermediate goes with the signer, so the chain reaches Apple's root.
      cert: `${credentials.signerCert.trim()}\n${credentials.wwdr.trim()}\n`,
      key: credentials.signerKey,
      ...(credentials.signerKeyPassphrase ? { passphrase: credentials.signerKeyPassphrase } : {}),
      ...(credentials.apns.ca ? { ca: credentials.apns.ca } : {}),
    });
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = undefined;
    });
    opened.unref();
    session = opened;
    return opened;
  }

  async function send(pushToken: string): Promise<ApnsOutcome> {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = connection().request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(pushToken)}`,
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
