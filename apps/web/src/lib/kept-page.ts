import { useEffect } from 'react';
import { KEPT_PAGE_KEY, KEPT_PAGE_PATH, SHELL_SHEET_ATTRIBUTE, type KeptPage } from '@game-assist/contracts';
import { tokenStorage } from './session/token-storage';

/** What a kept page must not carry: anything that runs or embeds. */
const NEVER_KEPT = 'script, iframe, object, embed';

/** The app entry's URL as the shell names it (the kept-page script compares it). */
const entryUrl = () => document.querySelector('script[type=module][src]')?.getAttribute('src') ?? null;

/** A build's style sheets never change: each one's rules are read once, by URL. */
const rulesBySheet = new Map<string, string>();

/**
 * The rules of the style sheets the app's loader linked from this origin. Left out: the shell's
 * own (it links them on every visit), and the disabled links standing for rules a prerendered
 * page carries inline.
 */
function loadedRules(): string {
  const rules: string[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"]:not([disabled], [${SHELL_SHEET_ATTRIBUTE}])`,
  )) {
    if (new URL(link.href).origin !== window.location.origin || !link.sheet) continue;
    let text = rulesBySheet.get(link.href);
    if (text === undefined) {
      text = Array.from(link.sheet.cssRules, (rule) => rule.cssText).join('\n');
      rulesBySheet.set(link.href, text);
    }
    rules.push(text);
  }
  return rules.join('\n');
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
  return { entry, css: loadedRules(), html: copy.innerHTML };
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

/** Keeps the page as the person leaves it: the tab hidden (a phone may end the app then) or the page left. */
function keepOnLeaving(): void {
  if (document.visibilityState === 'hidden') keepPage();
}

/**
 * While `keeping` (the dashboard is the tab shown), keeps the page as the person leaves it, in its
 * last state; otherwise forgets it, so a visit that opens on another tab does not show the
 * dashboard first. The dashboard itself keeps it whenever it shows new answers.
 */
export function useKeptPage(keeping: boolean): void {
  useEffect(() => {
    if (!keeping) {
      forgetKeptPage();
      return undefined;
    }
    document.addEventListener('visibilitychange', keepOnLeaving);
    window.addEventListener('pagehide', keepPage);
    return () => {
      document.removeEventListener('visibilitychange', keepOnLeaving);
      window.removeEventListener('pagehide', keepPage);
    };
  }, [keeping]);
}
