import { webPaths } from './web-paths.js';

/**
 * The dashboard as the person last saw it, kept in this browser (localStorage) under this key:
 * `{ entry, sheets, html }` (see `KeptPage`). The web app writes it; the app shell's inline
 * script (`WEB_KEPT_PAGE_SCRIPT`) shows it on the next visit before the app has started. Its
 * prefix is the kept answers' one, so sign-out forgets it with them.
 */
export const KEPT_PAGE_KEY = 'kept-answer:dashboard-page';

/** The page the kept markup belongs to. */
export const KEPT_PAGE_PATH = webPaths.tabNavigator;

export interface KeptPage {
  /** The app entry's URL when it was kept: another build's markup and style sheets are not shown. */
  entry: string;
  /**
   * The style sheets the markup needs, by path on this origin, with their rules: those the shell
   * does not link are applied as one constructed sheet until the app, which links its own, is ready.
   */
  sheets: { href: string; css: string }[];
  /** `#root`'s markup, style attributes moved to `data-kept-style` (the policy blocks parsed ones). */
  html: string;
}

/**
 * The app shell's one inline script, right after `#root` (allowed by its hash, like the
 * prerendered pages' boot script). On /TabNavigator, signed in, with a kept page of this build,
 * it puts that page in `#root` before the first paint with its style rules, so a returning
 * person sees their dashboard at once while the app starts (decision 016), with no request in
 * between. The rules (a constructed sheet) and the style attributes go in through the CSSOM,
 * which the Content-Security-Policy allows.
 *
 * Until the app is ready (`<html data-app-ready>`; its own style sheets are linked by then, and
 * the constructed sheet goes) the kept buttons do nothing of their own:
 * a tap on one is held and the button marked `data-early-tap`; once the app has replaced the
 * kept markup with its own, the button at the same place with the same text is tapped. Links
 * are plain links and navigate.
 */
export const WEB_KEPT_PAGE_SCRIPT =
  '(function(){try{var r=document.getElementById("root"),h=document.documentElement,s=localStorage,' +
  `e=document.querySelector("script[type=module][src]");if(location.pathname!==${JSON.stringify(KEPT_PAGE_PATH)}||!r||!e||!s.getItem("refresh_token"))return;` +
  `var k=JSON.parse(s.getItem(${JSON.stringify(KEPT_PAGE_KEY)})||"null");` +
  'if(!k||k.entry!==e.getAttribute("src")||typeof k.html!=="string"||!Array.isArray(k.sheets)||!document.adoptedStyleSheets)return;' +
  'var c="";k.sheets.forEach(function(f){var u=f&&f.href;if(typeof u!=="string"||typeof f.css!=="string"||!/^\\/[\\w.-]+(\\/[\\w.-]+)*$/.test(u)||document.querySelector(\'link[rel=stylesheet][href="\'+u+\'"]\'))return;' +
  'c+=f.css+"\\n"});' +
  'var y=new CSSStyleSheet();y.replaceSync(c);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(y);' +
  'r.innerHTML=k.html;[].forEach.call(r.querySelectorAll("[data-kept-style]"),function(n){n.style.cssText=n.getAttribute("data-kept-style");n.removeAttribute("data-kept-style")});' +
  'r.setAttribute("data-kept-page","");var t=null;' +
  'document.addEventListener("click",function(v){if(h.hasAttribute("data-app-ready"))return;var b=v.target.closest&&v.target.closest("#root button");if(!b||!r.contains(b))return;' +
  'v.preventDefault();v.stopPropagation();var p=[],n=b;while(n!==r){p.unshift([].indexOf.call(n.parentNode.children,n));n=n.parentNode}' +
  'if(t)t.b.removeAttribute("data-early-tap");t={p:p,x:b.textContent,b:b};b.setAttribute("data-early-tap","")},true);' +
  'new MutationObserver(function(l,o){if(!h.hasAttribute("data-app-ready"))return;o.disconnect();' +
  'document.adoptedStyleSheets=document.adoptedStyleSheets.filter(function(x){return x!==y});if(!t)return;var n=r;' +
  't.p.forEach(function(i){n=n&&n.children[i]});if(n&&n.tagName==="BUTTON"&&n.textContent===t.x)setTimeout(function(){n.click()})})' +
  '.observe(h,{attributes:true,attributeFilter:["data-app-ready"]})}catch(x){}})();';
