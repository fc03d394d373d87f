import { STORAGE_KEYS } from './session/storage-keys';

export type PushSupport = 'unsupported' | 'denied' | 'available';

/** Whether this browser can receive web push (an iPhone only from the Home Screen app, iOS 16.4+). */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

export function keptSubscriptionId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.pushSubscriptionId);
  } catch {
    return null;
  }
}

export function keepSubscriptionId(id: string | null): void {
  try {
    if (id) localStorage.setItem(STORAGE_KEYS.pushSubscriptionId, id);
    else localStorage.removeItem(STORAGE_KEYS.pushSubscriptionId);
  } catch {
    // Storage disabled: the device shows as not subscribed next time; the server keeps its row.
  }
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export class PushRefused extends Error {}

/** Asks for permission (only from a tap) and subscribes with the server's key: the subscription, or PushRefused. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused(permission);
  const worker = await registration();
  if (!worker) throw new Error('no service worker');
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const existing = await worker.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  // Made with another key (the server's changed): the server could not push to it.
  if (existing && existingKey && new Uint8Array(existingKey).join() === key.join()) return existing.toJSON();
  await existing?.unsubscribe();
  return (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })).toJSON();
}

/** Ends this browser's subscription: the push service then answers 410 and the server forgets it too. */
export async function unsubscribeThisDevice(): Promise<void> {
  keepSubscriptionId(null);
  if (pushSupport() === 'unsupported') return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
