import { APP_FAILED_ID, appFailedNoteSource } from './web-boot.js';
import { webPaths } from './web-paths.js';

/**
 * The dashboard as the person last saw it, kept in this browser (localStorage) under this key:
 * `{ account, entry, css, html }` (see `KeptPage`). The web app writes it; the app shell's inline
 * script (`WEB_KEPT_PAGE_SCRIPT`) shows it on the next visit before the app has started. Its
 * prefix is the kept answers' one, so sign-out forgets it with them.
 */
export const KEPT_PAGE_KEY = 'kept-answer:dashboard-page';

/** The page the kept markup belongs to. */
export const KEPT_PAGE_PATH = webPaths.tabNavigator;

/** Marks the app shell's own style sheet links: their rules are never kept, the shell has them. */
export const SHELL_SHEET_ATTRIBUTE = 'data-shell-sheet';

export interface KeptPage {
  /** The account it was kept for (the access token's `sub`): nobody else signed in here is shown it. */
  account: string;
  /** The app entry's URL when it was kept: another build's markup and rules are not shown. */
  entry: string;
  /**
   * The rules of the style sheets the markup needs besides the shell's: applied as one
   * constructed sheet until the app, which links its own, is ready.
   */
  css: string;
  /** `#root`'s markup, style attributes moved to `data-kept-style` (the policy blocks parsed ones). */
  html: string;
}

/**
 * The app shell's one inline script, right after `#root` (allowed by its hash, like the
 * prerendered pages' boot script). On /TabNavigator, signed in as the account a kept page of this
 * build was kept for, it puts that page in `#root` before the first paint with its style rules,
 * so a returning person sees their dashboard at once while the app starts (decision 016), with no
 * request in between. The rules (a constructed sheet) and the style attributes go in through the CSSOM,
 * which the Content-Security-Policy allows.
 *
 * Until the app is ready (`<html data-app-ready>`; its own style sheets are linked by then, and
 * the constructed sheet goes) the kept buttons do nothing of their own: a tap on one, or on a
 * link (the app's links carry what the next screen needs, which a plain navigation would drop),
 * is held and marked `data-early-tap`; once the app has replaced the kept markup with its own,
 * the element of the same kind at the same place with the same text is tapped, or else the only
 * one with that text (fresh answers may have moved it). A tap with a modifier key or another
 * button (a new tab, say) is left to the browser.
 *
 * On every page the shell serves, kept or empty: when the app cannot start (its entry, or a chunk
 * the entry imports, fails to load: the script's `error` event), a held tap is let go and a note
 * at the top of `#root`, with the role of an alert, says so (`APP_FAILED_MESSAGE`, the prerendered
 * pages' words): a link that loads the page again. A later tap on a kept button moves the focus
 * to it; a kept link then navigates as a plain link. Until 2026-11-26 the shell stayed blank.
 */
export const WEB_KEPT_PAGE_SCRIPT =
  '(function(){try{var r=document.getElementById("root"),h=document.documentElement,' +
  'e=document.querySelector("script[type=module][src]"),t=null,X=0;if(!r||!e)return;' +
  // The app could not start: a held tap is let go, and a note at the top says so.
  'e.addEventListener("error",function(){if(X||h.hasAttribute("data-app-ready"))return;X=1;' +
  `if(t){t.b.removeAttribute("data-early-tap");t=null}${appFailedNoteSource('r')}});var s=localStorage;` +
  `if(location.pathname!==${JSON.stringify(KEPT_PAGE_PATH)}||!s.getItem("refresh_token"))return;` +
  `var k=JSON.parse(s.getItem(${JSON.stringify(KEPT_PAGE_KEY)})||"null");` +
  // Shown only to the account it was kept for: the one the stored access token names.
  'var a=JSON.parse(atob(s.getItem("jwt_token").split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).sub;' +
  'if(!k||typeof a!=="string"||k.account!==a||k.entry!==e.getAttribute("src")||typeof k.html!=="string"||typeof k.css!=="string"||!document.adoptedStyleSheets)return;' +
  'var y=new CSSStyleSheet();y.replaceSync(k.css);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(y);' +
  'r.innerHTML=k.html;[].forEach.call(r.querySelectorAll("[data-kept-style]"),function(n){n.style.cssText=n.getAttribute("data-kept-style");n.removeAttribute("data-kept-style")});' +
  'r.setAttribute("data-kept-page","");' +
  'document.addEventListener("click",function(v){if(h.hasAttribute("data-app-ready")||v.button||v.ctrlKey||v.metaKey||v.shiftKey||v.altKey)return;' +
  'var b=v.target.closest&&v.target.closest("#root button,#root a[href]");if(!b||!r.contains(b))return;' +
  `if(X){if(b.tagName==="BUTTON"){v.preventDefault();document.getElementById(${JSON.stringify(APP_FAILED_ID)}).focus()}return}` +
  'v.preventDefault();v.stopPropagation();var p=[],n=b;while(n!==r){p.unshift([].indexOf.call(n.parentNode.children,n));n=n.parentNode}' +
  'if(t)t.b.removeAttribute("data-early-tap");t={p:p,x:b.textContent,g:b.tagName,b:b};b.setAttribute("data-early-tap","")},true);' +
  'new MutationObserver(function(l,o){if(!h.hasAttribute("data-app-ready"))return;o.disconnect();' +
  'document.adoptedStyleSheets=document.adoptedStyleSheets.filter(function(x){return x!==y});if(!t)return;var n=r;' +
  't.p.forEach(function(i){n=n&&n.children[i]});' +
  'if(!n||n.tagName!==t.g||n.textContent!==t.x){var m=[].filter.call(r.querySelectorAll(t.g),function(b){return b.textContent===t.x});n=m.length===1?m[0]:null}' +
  'if(n)setTimeout(function(){n.click()})})' +
  '.observe(h,{attributes:true,attributeFilter:["data-app-ready"]})}catch(x){}})();';
