import { WEB_BOOT_SCRIPT } from '@game-assist/contracts/rules';

/**
 * Runs the prerendered pages' boot script (packages/contracts/src/rules/web-boot.ts) as the page
 * would, right after #root. Its timers and frames (its tap queue, preloads, the 2 s load
 * fallback) are tracked: none may run once the test is over and jsdom's document is gone, so
 * the returned function, for the file's teardown, clears them and ends the chains. `data` adds to
 * (or overrides) the script element's data attributes.
 */
export function runBootScript(data: Record<string, string> = {}): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let over = false;
  const trackedSetTimeout = (callback: () => void, delay?: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!over) callback();
    }, delay);
    timers.add(timer);
    return timer;
  };
  const trackedAnimationFrame = (callback: FrameRequestCallback) =>
    requestAnimationFrame((time) => {
      if (!over) callback(time);
    });
  const script = document.createElement('script');
  Object.assign(script.dataset, { entry: '/assets/index.js', manifest: '/manifest.webmanifest', ...data });
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function('setTimeout', 'requestAnimationFrame', WEB_BOOT_SCRIPT)(trackedSetTimeout, trackedAnimationFrame);
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return () => {
    over = true;
    timers.forEach((timer) => clearTimeout(timer));
  };
}
