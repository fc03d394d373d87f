import webpush from 'web-push';
import type { Database } from '#api/db/client.js';
import type { PushTransport } from '#api/modules/mail/index.js';
import * as repo from './repository.js';
import type { VapidKeys } from './vapid.js';

/** A push request's whole exchange, far inside the outbox's lease. */
const SEND_TIMEOUT_MS = 15_000;
/** Kept by the push service while the device is offline; a status change a day old is still news. */
const TTL_SECONDS = 24 * 60 * 60;

/** The browsers' push services (Chrome, Firefox, Safari, Edge): the server posts to these hosts only. */
const PUSH_SERVICE_HOSTS = [
  /^(fcm|android)\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

/** An https URL of a known push service; any https URL when PUSH_SERVICE_URL sends every push to a stand-in. */
export function isPushServiceEndpoint(endpoint: string, serviceUrl: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  return serviceUrl !== undefined || (!url.port && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname)));
}

/** Where the request goes: the endpoint itself, or under PUSH_SERVICE_URL (a stand-in push service). */
function target(endpoint: string, serviceUrl: string | undefined): string {
  if (!serviceUrl) return endpoint;
  const url = new URL(endpoint);
  return new URL(`${url.pathname.replace(/^\//, '')}${url.search}`, `${serviceUrl.replace(/\/?$/, '/')}`).toString();
}

/** Sends an outbox row's push (RFC 8030/8292/8291); a subscription gone (404, 410) is deleted, not retried. */
export function createPushSender(deps: { db: Database; vapid: VapidKeys; serviceUrl?: string | undefined }) {
  const { db, vapid, serviceUrl } = deps;
  const transport: PushTransport = {
    async send(subscriptionId, payload) {
      const subscription = await repo.findById(db, subscriptionId);
      // Unsubscribed since: nobody to tell.
      if (!subscription) return;
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      const answer = await fetch(target(request.endpoint, serviceUrl), {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) {
        await repo.deleteById(db, subscription.id);
        return;
      }
      if (!answer.ok) throw new Error(`push service answered ${answer.status}`);
    },
  };
  return transport;
}
