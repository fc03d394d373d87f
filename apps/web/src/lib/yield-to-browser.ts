/**
 * Resolves in a later task of the event loop, so the browser can paint and handle input
 * before the caller goes on: long start-up work split at these points never blocks the
 * page for the whole of it.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
