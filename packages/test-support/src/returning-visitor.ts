/**
 * An `addInitScript` seeding the persisted state as a returning person's (no first-launch notice), where
 * missing only. A string, not a function: code compiled for Node may carry helpers the page lacks.
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
