/** Resolves in a later task, so the browser can paint and handle input between start-up steps. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` once idle (at most `timeout` ms), or after 200 ms without `requestIdleCallback`; returns the cancel. */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => work(), { timeout });
  return () => window.cancelIdleCallback(handle);
}
