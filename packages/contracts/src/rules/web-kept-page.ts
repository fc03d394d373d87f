import { APP_FAILED_ID, appFailedNoteSource, themeChoiceSource } from './web-boot.js';
import { webPaths } from './web-paths.js';

/** The dashboard as last seen (decision 016), under the kept answers' prefix so sign-out forgets it too. */
export const KEPT_PAGE_KEY = 'kept-answer:dashboard-page';

export const KEPT_PAGE_PATH = webPaths.tabNavigator;

export const SHELL_SHEET_ATTRIBUTE = 'data-shell-sheet';

export interface KeptPage {
  /** The access token's `sub`, and the app entry's URL: shown only to that account, by that build. */
  account: string;
  entry: string;
  /** The rules the markup needs besides the shell's, and `#root`'s markup (styles in `data-kept-style`). */
  css: string;
  html: string;
}

/** The app shell's one inline script (allowed by its hash): decision 016 says what it does. */
export const WEB_KEPT_PAGE_SCRIPT =
  `(function(){${themeChoiceSource}` +
  'try{var r=document.getElementById("root"),h=document.documentElement,' +
  'e=document.querySelector("script[type=module][src]"),t=null,X=0;if(!r||!e)return;' +
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
