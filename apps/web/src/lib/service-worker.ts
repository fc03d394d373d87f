/** Registers the precaching service worker (vite.config.ts); in development it would serve stale modules. */
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
