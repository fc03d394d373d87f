import { WEB_BOOT_SCRIPT } from '@game-assist/contracts/rules';

/**
 * Runs the boot script as the page would, right after #root; `data` sets its data attributes. The returned
 * teardown clears its timers and frames, which must not run once jsdom's document is gone.
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

const running: (() => void)[] = [];

/** A prerendered page: a #root holding `html`, then the boot script run after it (stopped by `stopBootScripts`). */
export function bootPrerendered(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  running.push(runBootScript());
  return root;
}

export function stopBootScripts(): void {
  running.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
}
