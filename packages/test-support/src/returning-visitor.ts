/**
 * A script for `addInitScript`: seeds the app's persisted state (redux-persist, in localStorage
 * under `persistedStateKey`) as a returning person's, whose first launch is over, so the
 * first-launch privacy notice does not cover the bottom of the screen. It runs before the page's
 * own scripts on every load and fills in `firstLaunch` only where it is missing, so what a test
 * does afterwards (answering the notice, clearing storage) holds. A string, not a function:
 * code compiled for Node may carry helpers the page does not have.
 */
export function returningVisitorScript(persistedStateKey: string): string {
  return `(() => {
  try {
    const key = ${JSON.stringify(persistedStateKey)};
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
    if ('firstLaunch' in saved) return;
    saved.firstLaunch = 'false';
    localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // A page without storage (about:blank): nothing to seed.
  }
})();`;
}
