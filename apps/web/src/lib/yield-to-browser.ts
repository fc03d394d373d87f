/** Resolves in a later task, so the browser can paint and handle input between start-up steps. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
