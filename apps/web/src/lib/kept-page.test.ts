import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_PAGE_KEY, KEPT_PAGE_PATH, WEB_KEPT_PAGE_SCRIPT, type KeptPage } from '@game-assist/contracts';
import { STORAGE_KEYS } from './session/token-storage';
import { capturePage, forgetKeptPage, keepPage } from './kept-page';
import { forgetKeptAnswers } from './api/kept-answers';

const ENTRY = '/assets/index-abc.js';

/** A page like the app shell: the entry script in the head, `#root` in the body. */
function shell(markup: string) {
  document.head.innerHTML = `<script type="module" src="${ENTRY}"></script><link rel="stylesheet" href="/assets/index.css">`;
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root')!;
}

/** Runs the shell's inline script as the page would, right after `#root`. */
const runScript = () => new Function(WEB_KEPT_PAGE_SCRIPT)();

const DASHBOARD =
  '<main><h2>life balance</h2><div style="color: red;">Cartão</div>' +
  '<button type="button">Ver todas (5)</button><script>alert(1)</script><iframe src="https://x.example"></iframe></main>';

beforeEach(() => {
  window.history.replaceState(null, '', KEPT_PAGE_PATH);
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
});

afterEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('Kept page: what is kept', () => {
  it('keeps the markup without scripts or embeds, style attributes moved aside, and the style sheets', () => {
    shell(DASHBOARD);
    const lazySheet = document.createElement('link');
    Object.assign(lazySheet, { rel: 'stylesheet', href: '/assets/home.css' });
    document.head.append(lazySheet);
    const page = capturePage()!;
    expect(page.entry).toBe(ENTRY);
    expect(page.sheets).toEqual(['/assets/index.css', '/assets/home.css']);
    expect(page.html).toContain('life balance');
    expect(page.html).toContain('data-kept-style="color: red;"');
    expect(page.html).not.toMatch(/<script|<iframe| style=/);
  });

  it('keeps nothing on another page, with a sheet open, or signed out', () => {
    shell('<main><dialog open>Detalhes</dialog></main>');
    expect(capturePage()).toBeUndefined();
    shell(DASHBOARD);
    window.history.replaceState(null, '', '/Profile');
    expect(capturePage()).toBeUndefined();
    window.history.replaceState(null, '', KEPT_PAGE_PATH);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    expect(capturePage()).toBeUndefined();
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

describe('Kept page: the shell script', () => {
  function keep(page: Partial<KeptPage> = {}) {
    shell(DASHBOARD);
    localStorage.setItem(KEPT_PAGE_KEY, JSON.stringify({ ...capturePage(), sheets: ['/assets/home.css'], ...page }));
    document.body.innerHTML = '<div id="root"></div>';
  }

  it('shows the kept page with its style attributes and render-blocking style sheets', () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    expect(root.hasAttribute('data-kept-page')).toBe(true);
    expect(root.textContent).toContain('life balance');
    const card = Array.from(root.querySelectorAll('div')).find((element) => element.textContent === 'Cartão')!;
    expect(card.style.color).toBe('red');
    expect(card.hasAttribute('data-kept-style')).toBe(false);
    const sheet = document.head.querySelector('link[href="/assets/home.css"]')!;
    expect(sheet.getAttribute('rel')).toBe('stylesheet');
    expect(sheet.getAttribute('blocking')).toBe('render');
  });

  it('shows nothing from another build, another page, signed out, or a malformed entry', () => {
    const cases: Array<[string, () => void]> = [
      ['another build', () => keep({ entry: '/assets/index-old.js' })],
      ['another page', () => (keep(), window.history.replaceState(null, '', '/Profile'))],
      ['signed out', () => (keep(), localStorage.removeItem(STORAGE_KEYS.refreshToken))],
      ['not JSON', () => (keep(), localStorage.setItem(KEPT_PAGE_KEY, '{'))],
      ['no markup', () => keep({ html: undefined })],
    ];
    for (const [name, arrange] of cases) {
      window.history.replaceState(null, '', KEPT_PAGE_PATH);
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
      arrange();
      expect(() => runScript(), name).not.toThrow();
      expect(document.getElementById('root')!.innerHTML, name).toBe('');
    }
  });

  it('adds no style sheet from another origin', () => {
    keep({ sheets: ['//evil.example/x.css', 'https://evil.example/y.css', '/assets/home.css'] });
    runScript();
    const sheets = Array.from(document.head.querySelectorAll('link[blocking]'), (link) => link.getAttribute('href'));
    expect(sheets).toEqual(['/assets/home.css']);
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
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(taps).toEqual(['live']);
  });

  it('drops a held tap whose place now holds something else', async () => {
    keep();
    runScript();
    const root = document.getElementById('root')!;
    root.querySelector('button')!.click();
    root.innerHTML = '<main><h2>life balance</h2><div>Cartão</div><button type="button">Ver menos</button></main>';
    const taps: string[] = [];
    root.querySelector('button')!.addEventListener('click', () => taps.push('other'));
    document.documentElement.setAttribute('data-app-ready', 'true');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(taps).toEqual([]);
  });
});

describe('Kept page: the shell script and the session', () => {
  it('reads the refresh token under the key the session stores it', () => {
    expect(WEB_KEPT_PAGE_SCRIPT).toContain(`"${STORAGE_KEYS.refreshToken}"`);
  });
});
