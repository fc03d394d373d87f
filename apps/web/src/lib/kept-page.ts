import { useEffect } from 'react';
import { KEPT_PAGE_KEY, KEPT_PAGE_PATH, type KeptPage } from '@game-assist/contracts';
import { tokenStorage } from './session/token-storage';

/** What a kept page must not carry: anything that runs or embeds. */
const NEVER_KEPT = 'script, iframe, object, embed';

/** The app entry's URL as the shell names it (the kept-page script compares it). */
const entryUrl = () => document.querySelector('script[type=module][src]')?.getAttribute('src') ?? null;

/** The rules of the style sheets linked from this origin, by path (the app's loader links them by full URL). */
function sameOriginSheets(): KeptPage['sheets'] {
  const sheets = new Map<string, string>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const url = new URL(link.href, document.baseURI);
    if (url.origin !== window.location.origin || link.disabled || !link.sheet) continue;
    sheets.set(url.pathname, Array.from(link.sheet.cssRules, (rule) => rule.cssText).join('\n'));
  }
  return Array.from(sheets, ([href, css]) => ({ href, css }));
}

/**
 * `#root` as it shows now, for the app shell to show on the next visit before the app starts
 * (decision 016); undefined when there is nothing right to keep: another page, or a sheet open
 * over this one (the next visit opens without it).
 */
export function capturePage(): KeptPage | undefined {
  const root = document.getElementById('root');
  const entry = entryUrl();
  if (window.location.pathname !== KEPT_PAGE_PATH || !root || !entry || !tokenStorage.getRefreshToken())
    return undefined;
  if (root.querySelector('dialog[open], [aria-modal="true"]')) return undefined;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(NEVER_KEPT)) element.remove();
  for (const element of copy.querySelectorAll('[data-early-tap]')) element.removeAttribute('data-early-tap');
  // The Content-Security-Policy drops style attributes from parsed markup; the script sets them again.
  for (const element of copy.querySelectorAll('[style]')) {
    element.setAttribute('data-kept-style', element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  return { entry, sheets: sameOriginSheets(), html: copy.innerHTML };
}

export function keepPage(): void {
  const page = capturePage();
  if (!page) return;
  try {
    localStorage.setItem(KEPT_PAGE_KEY, JSON.stringify(page));
  } catch {
    // Quota exceeded or storage disabled: the next visit waits for the app, as without a kept page.
  }
}

export function forgetKeptPage(): void {
  try {
    localStorage.removeItem(KEPT_PAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Keeps the page once the browser is idle; returns what cancels it. */
export function keepPageWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(keepPage, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(keepPage, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}

/**
 * While `keeping` (the dashboard is the tab shown), keeps the page when idle and again as the
 * person leaves it (its last state); otherwise forgets it, so a visit that opens on another tab
 * does not show the dashboard first.
 */
export function useKeptPage(keeping: boolean): void {
  useEffect(() => {
    if (!keeping) {
      forgetKeptPage();
      return undefined;
    }
    const cancel = keepPageWhenIdle();
    window.addEventListener('pagehide', keepPage);
    return () => {
      cancel();
      window.removeEventListener('pagehide', keepPage);
    };
  }, [keeping]);
}
