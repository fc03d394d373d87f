import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_FAILED_ID,
  APP_FAILED_MESSAGE,
  KEPT_PAGE_KEY,
  KEPT_PAGE_PATH,
  SHELL_SHEET_ATTRIBUTE,
  WEB_KEPT_PAGE_SCRIPT,
  type KeptPage,
} from '@game-assist/contracts/rules';
import { accessTokenFor } from '#web/test/session.ts';
import { STORAGE_KEYS, tokenStorage } from './session/token-storage';
import { capturePage, forgetKeptPage, keepPage, useKeptPage } from './kept-page';
import { forgetKeptAnswers } from './api/kept-answers';

const ENTRY = '/assets/index-abc.js';

/** A page like the app shell: the entry script and its style sheet in the head, `#root` in the body. */
function shell(markup: string) {
  document.head.innerHTML = `<script type="module" src="${ENTRY}"></script>`;
  linkSheet('/assets/index.css', 'body{margin:0}', { [SHELL_SHEET_ATTRIBUTE]: '' });
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root')!;
}

type FakeRule = { cssText: string; selectorText?: string };

/** A loaded style sheet link (jsdom loads none: its rules are given here). */
function linkSheet(href: string, css: string | FakeRule[], attributes: Record<string, string> = {}) {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const cssRules = typeof css === 'string' ? [{ cssText: css }] : css;
  Object.defineProperty(link, 'sheet', { value: { cssRules } });
  document.head.append(link);
}

const styleRule = (selectorText: string): FakeRule => ({ selectorText, cssText: `${selectorText}{color:red}` });

/** jsdom has no constructed style sheets: the browser's, as far as the script uses them. */
class ConstructedSheet {
  css = '';
  replaceSync(css: string) {
    this.css = css;
  }
}
const adopted = () => (document as unknown as { adoptedStyleSheets: ConstructedSheet[] }).adoptedStyleSheets;

/** Runs the shell's inline script as the page would, right after `#root`. */
const runScript = () => new Function(WEB_KEPT_PAGE_SCRIPT)();

const DASHBOARD =
  '<main><h2>life balance</h2><div style="color: red;">Cartão</div>' +
  '<button type="button">Ver todas (5)</button><a href="/FundTransfer">Ana Beatriz</a><script>alert(1)</script><iframe src="https://x.example"></iframe></main>';

beforeEach(() => {
  vi.stubGlobal('CSSStyleSheet', ConstructedSheet);
  Object.defineProperty(document, 'adoptedStyleSheets', { configurable: true, writable: true, value: [] });
  window.history.replaceState(null, '', KEPT_PAGE_PATH);
  localStorage.clear();
  tokenStorage.setTokens(accessTokenFor('conta-ana'), 'refresh', { fresh: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
  document.documentElement.removeAttribute('data-app-ready');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('Kept page: what is kept', () => {
  it('keeps the markup without scripts or embeds, style attributes moved aside, and the rules the shell lacks', () => {
    shell(DASHBOARD);
    linkSheet(`${window.location.origin}/assets/home.css`, '.home{color:red}');
    linkSheet('/assets/inlined-elsewhere.css', '.x{}', { disabled: '' });
    linkSheet('https://cdn.example/other.css', '.y{}');
    const page = capturePage()!;
    expect(page.entry).toBe(ENTRY);
    // Not the shell's own sheet, a disabled one (its rules are inline elsewhere) or another origin's.
    expect(page.css).toBe('.home{color:red}');
    expect(page.html).toContain('life balance');
    expect(page.html).toContain('data-kept-style="color: red;"');
    expect(page.html).not.toMatch(/<script|<iframe| style=/);
  });

  it('keeps only the rules that may style the page: not those of screens seen before or of elements it lacks', () => {
    shell(DASHBOARD);
    linkSheet(`${window.location.origin}/assets/screens.css`, [
      { cssText: '@font-face{font-family:x}' },
      styleRule('main h2'),
      styleRule('button:hover'),
      styleRule('a[href]::after'),
      styleRule('.sign-in-form, main > div'),
      styleRule('.sign-in-form'),
      styleRule('main ._missing:not(:focus-visible)'),
      styleRule('> *'),
    ]);
    expect(capturePage()!.css.split('\n')).toEqual([
      '@font-face{font-family:x}',
      'main h2{color:red}',
      'button:hover{color:red}',
      'a[href]::after{color:red}',
      '.sign-in-form, main > div{color:red}',
      // Not a selector once its states are taken out: kept, to be safe.
      '> *{color:red}',
    ]);
  });

  it('keeps nothing on another page, with a sheet open, or signed out', () => {
    shell('<main><dialog open>Detalhes</dialog></main>');
    expect(capturePage()).toBeUndefined();
    shell(DASHBOARD);
    window.history.replaceState(null, '', '/Profile');
    expect(capturePage()).toBeUndefined();
    window.history.replaceState(null, '', KEPT_PAGE_PATH);
    expect(capturePage()!.account).toBe('conta-ana');
    tokenStorage.clearTokens();
    expect(capturePage()).toBeUndefined();
  });

  it("keeps nothing in a tab another person's sign-in left behind, so it cannot write over theirs", () => {
    shell(DASHBOARD);
    // Bruno signs in in another tab of this browser: the stored tokens change under this one.
    localStorage.setItem(STORAGE_KEYS.accessToken, accessTokenFor('conta-bruno'));
    expect(capturePage()).toBeUndefined();
    keepPage();
    expect(localStorage.getItem(KEPT_PAGE_KEY)).toBeNull();
  });

  it('is forgotten with the kept answers at sign-out, and on its own', () => {
    shell(DASHBOARD);
    keepPage();
    expect(localStorage.getItem(KEPT_PAGE_KEY)).not.toBeNull();
    forgetKeptAnswers();
    expect(localStorage.getItem(KEPT_PAGE_KEY)).toBeNull();
    keepPage();
    forgetKeptPage();
    expect(localStorage.getItem(KEPT_PAGE_KEY)).toBeNull();
  });
});

describe('Kept page: when it is kept', () => {
  const keptHtml = () => (JSON.parse(localStorage.getItem(KEPT_PAGE_KEY) ?? 'null') as KeptPage | null)?.html;

  it('is kept once idle, and again after every later change to the page (answers arrive apart)', async () => {
    vi.useFakeTimers();
    try {
      const root = shell(DASHBOARD);
      const { unmount } = renderHook(() => useKeptPage(true), {
        container: document.body.appendChild(document.createElement('div')),
      });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(keptHtml()).toContain('life balance');
      expect(keptHtml()).not.toContain('1 não lida');
      // The badge's count arrives after the coverages: the next visit opens with it too.
      root.querySelector('main')!.insertAdjacentHTML('beforeend', '<span>1 não lida</span>');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(keptHtml()).toContain('1 não lida');
      unmount();
      // Off the dashboard no change is kept (and what was kept is forgotten on another tab).
      root.querySelector('main')!.insertAdjacentHTML('beforeend', '<span>depois</span>');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(keptHtml()).not.toContain('depois');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is forgotten on another tab', () => {
    shell(DASHBOARD);
    keepPage();
    renderHook(() => useKeptPage(false));
    expect(localStorage.getItem(KEPT_PAGE_KEY)).toBeNull();
  });
});

/** A kept dashboard, as the app left it, and the shell opened again with an empty `#root`. */
function keep(page: Partial<KeptPage> = {}) {
  shell(DASHBOARD);
  linkSheet('/assets/home.css', '.home{color:red}');
  localStorage.setItem(KEPT_PAGE_KEY, JSON.stringify({ ...capturePage(), ...page }));
  document.head.querySelector('link[href="/assets/home.css"]')!.remove();
  document.body.innerHTML = '<div id="root"></div>';
}

describe('Kept page: the shell script', () => {
  it('shows the kept page with its style attributes and the rules the shell does not link, until the app is ready', async () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    expect(root.hasAttribute('data-kept-page')).toBe(true);
    expect(root.textContent).toContain('life balance');
    const card = Array.from(root.querySelectorAll('div')).find((element) => element.textContent === 'Cartão')!;
    expect(card.style.color).toBe('red');
    expect(card.hasAttribute('data-kept-style')).toBe(false);
    // The rules come with the page: nothing is linked or fetched.
    expect(adopted().map((sheet) => sheet.css)).toEqual(['.home{color:red}']);
    expect(document.head.querySelector('link[href="/assets/home.css"]')).toBeNull();

    document.documentElement.setAttribute('data-app-ready', 'true');
    await vi.waitFor(() => expect(adopted()).toEqual([]));
  });

  it('shows nothing from another build, another page, signed out, or a malformed entry', () => {
    const cases: Array<[string, () => void]> = [
      ['another build', () => keep({ entry: '/assets/index-old.js' })],
      ['another page', () => (keep(), window.history.replaceState(null, '', '/Profile'))],
      ['signed out', () => (keep(), localStorage.removeItem(STORAGE_KEYS.refreshToken))],
      ['another person signed in', () => (keep(), localStorage.setItem('jwt_token', accessTokenFor('conta-bruno')))],
      ['kept for nobody', () => keep({ account: undefined })],
      ['no access token', () => (keep(), localStorage.removeItem(STORAGE_KEYS.accessToken))],
      ['a malformed access token', () => (keep(), localStorage.setItem(STORAGE_KEYS.accessToken, 'x.%.y'))],
      ['not JSON', () => (keep(), localStorage.setItem(KEPT_PAGE_KEY, '{'))],
      ['no markup', () => keep({ html: undefined })],
      ['no rules', () => keep({ css: undefined })],
    ];
    for (const [name, arrange] of cases) {
      window.history.replaceState(null, '', KEPT_PAGE_PATH);
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
      localStorage.setItem(STORAGE_KEYS.accessToken, accessTokenFor('conta-ana'));
      arrange();
      expect(() => runScript(), name).not.toThrow();
      expect(document.getElementById('root')!.innerHTML, name).toBe('');
    }
  });

  it('shows nothing where the browser has no constructed style sheets', () => {
    keep();
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
    runScript();
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it('holds a tap until the app is ready, then taps the app’s own button at the same place', async () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    const keptButton = root.querySelector('button')!;
    let tapsBeforeReady = 0;
    root.addEventListener('click', () => tapsBeforeReady++);
    keptButton.click();
    expect(tapsBeforeReady).toBe(0);
    expect(keptButton.hasAttribute('data-early-tap')).toBe(true);

    // The app replaces the kept markup with its own, then says it is ready.
    root.innerHTML = '<main><h2>life balance</h2><div>Cartão</div><button type="button">Ver todas (5)</button></main>';
    const taps: string[] = [];
    root.querySelector('button')!.addEventListener('click', () => taps.push('live'));
    document.documentElement.setAttribute('data-app-ready', 'true');
    await vi.waitFor(() => expect(taps).toEqual(['live']));
  });

  it('taps the only button with the held one’s text when fresh answers have moved it', async () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    root.querySelector('button')!.click();
    root.innerHTML =
      '<main><p role="status">Sem conexão</p><h2>life balance</h2><div>Cartão</div><button type="button">Ver todas (5)</button></main>';
    const taps: string[] = [];
    root.querySelector('button')!.addEventListener('click', () => taps.push('moved'));
    document.documentElement.setAttribute('data-app-ready', 'true');
    await vi.waitFor(() => expect(taps).toEqual(['moved']));
  });

  it('holds a link tap too, for the app’s own link, and leaves one with a modifier key to the browser', async () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    const keptLink = root.querySelector('a')!;
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    keptLink.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    keptLink.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(keptLink.hasAttribute('data-early-tap')).toBe(true);

    root.innerHTML = '<main><a href="/FundTransfer">Ana Beatriz</a></main>';
    const taps: string[] = [];
    root.querySelector('a')!.addEventListener('click', (event) => {
      event.preventDefault();
      taps.push('live link');
    });
    document.documentElement.setAttribute('data-app-ready', 'true');
    await vi.waitFor(() => expect(taps).toEqual(['live link']));
  });

  it('drops a held tap whose button is gone or no longer the only one with its text', async () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    root.querySelector('button')!.click();
    root.innerHTML =
      '<main><h2>life balance</h2><div>Cartão</div><button type="button">Ver menos</button></main>' +
      '<p>x</p><button type="button">Ver todas (5)</button><button type="button">Ver todas (5)</button>';
    const taps: string[] = [];
    for (const button of root.querySelectorAll('button')) button.addEventListener('click', () => taps.push('other'));
    document.documentElement.setAttribute('data-app-ready', 'true');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(taps).toEqual([]);
  });
});

describe('The shell script when the app cannot start', () => {
  const entryFails = () => document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event('error'));
  const note = () => document.getElementById(APP_FAILED_ID);

  it('says so at the top of an empty page, as a link that loads the page again', () => {
    window.history.replaceState(null, '', '/Profile');
    const root = shell('');
    runScript();
    expect(note()).toBeNull();

    entryFails();
    expect(root.firstElementChild).toBe(note());
    expect(note()).toHaveAttribute('role', 'alert');
    expect(note()).toHaveTextContent(APP_FAILED_MESSAGE);
    expect(note()).toHaveAttribute('href', window.location.href);
    entryFails();
    expect(document.querySelectorAll(`#${APP_FAILED_ID}`)).toHaveLength(1);
  });

  it('on the kept page, lets the held tap go; a later tap on a button takes the focus to the note, a link is the browser’s', () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    const keptButton = root.querySelector('button')!;
    keptButton.click();
    expect(keptButton).toHaveAttribute('data-early-tap', '');

    entryFails();
    expect(keptButton).not.toHaveAttribute('data-early-tap');
    expect(root.firstElementChild).toBe(note());
    keptButton.click();
    expect(document.activeElement).toBe(note());
    expect(keptButton).not.toHaveAttribute('data-early-tap');
    const linkTap = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a[href="/FundTransfer"]')!.dispatchEvent(linkTap);
    expect(linkTap.defaultPrevented).toBe(false);
  });

  it('says nothing once the app has started', () => {
    shell('');
    runScript();
    document.documentElement.setAttribute('data-app-ready', 'true');
    entryFails();
    expect(note()).toBeNull();
  });
});

describe('Kept page: the shell script and the session', () => {
  it('reads the tokens under the keys the session stores them', () => {
    expect(WEB_KEPT_PAGE_SCRIPT).toContain(`"${STORAGE_KEYS.refreshToken}"`);
    expect(WEB_KEPT_PAGE_SCRIPT).toContain(`"${STORAGE_KEYS.accessToken}"`);
  });
});
