/**
 * Registers the service worker that precaches the app shell (see vite.config.ts), so the
 * installed app opens offline. Only in production builds: a worker in development would
 * serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // A prerendered page loads the app after its load event: register at once then.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
