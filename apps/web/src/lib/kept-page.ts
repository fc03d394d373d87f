import { useEffect } from 'react';
import { KEPT_PAGE_KEY, KEPT_PAGE_PATH, SHELL_SHEET_ATTRIBUTE, type KeptPage } from '@game-assist/contracts/rules';
import { keptAccount } from './session/session-account';
import { whenIdle } from './yield-to-browser';

const NEVER_KEPT = 'script, iframe, object, embed';

const entryUrl = () => document.querySelector('script[type=module][src]')?.getAttribute('src') ?? null;

/** Each sheet's rules, read once by URL, with selectors stripped of states: they match what the rule may style, or more. */
const rulesBySheet = new Map<string, readonly (readonly [string, string[]?])[]>();

function readRule(rule: CSSRule): [string, string[]?] {
  const { selectorText, cssRules } = rule as Partial<CSSStyleRule>;
  if (typeof selectorText !== 'string' || cssRules?.length) return [rule.cssText];
  return [rule.cssText, selectorText.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?|\[[^\]]*\]/g, '').split(',')];
}

function matchesOnPage(selector: string): boolean {
  try {
    return document.querySelector(selector) !== null;
  } catch {
    return true;
  }
}

/** The loaded rules that may style the page: each one kept costs the next visit's first paint. */
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

/** `#root` as it shows now, for the shell's next visit (decision 016); nothing from another page, an open sheet or account. */
export function capturePage(): KeptPage | undefined {
  const root = document.getElementById('root');
  const entry = entryUrl();
  const account = keptAccount();
  if (window.location.pathname !== KEPT_PAGE_PATH || !root || !entry || !account) return undefined;
  if (root.querySelector('dialog[open], [aria-modal="true"]')) return undefined;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(NEVER_KEPT)) element.remove();
  for (const element of copy.querySelectorAll('[data-early-tap]')) element.removeAttribute('data-early-tap');
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
    // Quota exceeded or storage disabled: the next visit waits for the app.
  }
}

export function forgetKeptPage(): void {
  try {
    localStorage.removeItem(KEPT_PAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

const keepPageWhenIdle = () => whenIdle(keepPage);

function keepOnLeaving(): void {
  if (document.visibilityState === 'hidden') keepPage();
}

/** Kept once idle after every change, and on leaving the dashboard; forgotten on another tab (decision 016). */
export function useKeptPage(keeping: boolean): void {
  useEffect(() => {
    if (!keeping) {
      forgetKeptPage();
      return undefined;
    }
    let cancel = keepPageWhenIdle();
    const changed = new MutationObserver(() => {
      cancel();
      cancel = keepPageWhenIdle();
    });
    const root = document.getElementById('root');
    if (root) changed.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('visibilitychange', keepOnLeaving);
    window.addEventListener('pagehide', keepPage);
    return () => {
      changed.disconnect();
      cancel();
      document.removeEventListener('visibilitychange', keepOnLeaving);
      window.removeEventListener('pagehide', keepPage);
    };
  }, [keeping]);
}
