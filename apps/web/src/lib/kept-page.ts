import { useEffect } from 'react';
import { KEPT_PAGE_KEY, KEPT_PAGE_PATH, SHELL_SHEET_ATTRIBUTE, type KeptPage } from '@game-assist/contracts/rules';
import { keptAccount } from './session/session-account';

/** What a kept page must not carry: anything that runs or embeds. */
const NEVER_KEPT = 'script, iframe, object, embed';

/** The app entry's URL as the shell names it (the kept-page script compares it). */
const entryUrl = () => document.querySelector('script[type=module][src]')?.getAttribute('src') ?? null;

/**
 * A build's style sheets never change: each one's rules are read once, by URL, each as its text
 * and, for a style rule, its selector's parts without pseudo-classes, pseudo-elements and
 * attribute conditions (`:hover`, `::after`, `:not(…)`, `[data-early-tap]`): what matches
 * whatever the rule may style in some state (a held tap marks its button), or more, never less.
 */
const rulesBySheet = new Map<string, readonly (readonly [string, string[]?])[]>();

function readRule(rule: CSSRule): [string, string[]?] {
  const { selectorText, cssRules } = rule as Partial<CSSStyleRule>;
  // A rule with rules nested in it is kept whole.
  if (typeof selectorText !== 'string' || cssRules?.length) return [rule.cssText];
  return [rule.cssText, selectorText.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?|\[[^\]]*\]/g, '').split(',')];
}

/** What is no selector once its states are out (a dangling combinator) is kept, to be safe. */
function matchesOnPage(selector: string): boolean {
  try {
    return document.querySelector(selector) !== null;
  } catch {
    return true;
  }
}

/**
 * The rules of the style sheets the app's loader linked from this origin that may style the kept
 * page: the sheets of screens seen earlier (the sign-in) and rules for elements the page lacks
 * are left out, each a cost on the next visit's first paint. Left out too: the shell's own sheet
 * (it links it on every visit), and the disabled links standing for rules a prerendered page
 * carries inline.
 */
function loadedRules(): string {
  const rules: string[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"]:not([disabled], [${SHELL_SHEET_ATTRIBUTE}])`,
  )) {
    if (new URL(link.href).origin !== window.location.origin || !link.sheet) continue;
    let sheetRules = rulesBySheet.get(link.href);
    if (sheetRules === undefined) {
      sheetRules = Array.from(link.sheet.cssRules, readRule);
      rulesBySheet.set(link.href, sheetRules);
    }
    for (const [text, parts] of sheetRules) if (!parts || parts.some(matchesOnPage)) rules.push(text);
  }
  return rules.join('\n');
}

/**
 * `#root` as it shows now, for the app shell to show on the next visit before the app starts
 * (decision 016); undefined when there is nothing right to keep: another page, a sheet open over
 * this one (the next visit opens without it), or a tab another person's sign-in has left behind.
 */
export function capturePage(): KeptPage | undefined {
  const root = document.getElementById('root');
  const entry = entryUrl();
  const account = keptAccount();
  if (window.location.pathname !== KEPT_PAGE_PATH || !root || !entry || !account) return undefined;
  if (root.querySelector('dialog[open], [aria-modal="true"]')) return undefined;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(NEVER_KEPT)) element.remove();
  for (const element of copy.querySelectorAll('[data-early-tap]')) element.removeAttribute('data-early-tap');
  // The Content-Security-Policy drops style attributes from parsed markup; the script sets them again.
  for (const element of copy.querySelectorAll('[style]')) {
    element.setAttribute('data-kept-style', element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  return { account, entry, css: loadedRules(), html: copy.innerHTML };
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
