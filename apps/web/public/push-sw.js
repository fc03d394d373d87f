// @ts-check
/// <reference lib="webworker" />
// Web push in the service worker Workbox generates (vite.config.ts imports this file into it).
// Every push shows a notification: iOS drops the subscription of a site whose pushes show none.
{
  const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
  /** Only a path of this app's own: a push never sends a tap elsewhere. */
  const screenOf = (/** @type {unknown} */ path) =>
    typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : '/TabNavigator';

  worker.addEventListener('push', (event) => {
    /** @type {{ id?: string; title?: string; body?: string; path?: string }} */
    let notice;
    try {
      notice = event.data ? event.data.json() : {};
    } catch {
      notice = { body: event.data ? event.data.text() : '' };
    }
    event.waitUntil(
      worker.registration.showNotification(notice.title || 'Game Assist', {
        body: notice.body || 'Você tem uma nova notificação.',
        tag: notice.id,
        lang: 'pt-BR',
        icon: '/icon-192.png',
        badge: '/favicon-32.png',
        data: { path: screenOf(notice.path) },
      }),
    );
  });

  // A tap opens the screen the notice is about, in the app's open window if there is one.
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(screenOf(event.notification.data?.path), worker.location.origin).href;
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (!open) return worker.clients.openWindow(url);
        // Focusing may be refused (no tap to allow it); the window still goes to the screen.
        const focused = await open.focus().catch(() => open);
        return focused.navigate(url).catch(() => worker.clients.openWindow(url));
      }),
    );
  });
}
