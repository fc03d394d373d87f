/**
 * Registers the service worker that precaches the app shell (see vite.config.ts), so the
 * installed app opens offline. Only in production builds: a worker in development would
 * serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
