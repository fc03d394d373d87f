export const PERSISTED_STATE_KEY = 'persist:root';

export const REQUIRED_MESSAGE_ATTRIBUTE = 'data-required-message';
export const FIELD_ERROR_ID_SUFFIX = '-error';

/** The note a page shows when the app could not start: a link that loads the page again. */
export const APP_FAILED_ID = 'app-failed';
export const APP_FAILED_MESSAGE =
  'Não foi possível abrir o app. Verifique sua conexão e toque aqui para tentar de novo.';

export const appFailedNoteSource = (root: string) =>
  `var a=document.createElement("a");a.id=${JSON.stringify(APP_FAILED_ID)};a.href=location.href;` +
  `a.setAttribute("role","alert");a.textContent=${JSON.stringify(APP_FAILED_MESSAGE)};${root}.prepend(a)`;

export const FIRST_LAUNCH_ATTRIBUTE = 'data-first-launch';

/** Where Perfil keeps the person's theme ('light' or 'dark'; absent: the device's setting). */
export const THEME_KEY = 'theme';
export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Both pages' inline scripts open with it: the theme shown is on `<html>` before the first paint, the
 * one chosen in Perfil or else the device's, followed when the device's changes.
 */
export const themeChoiceSource =
  "try{var Q=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)');" +
  `var S=function(){var M;try{M=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(x){}` +
  `document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},M==='light'||M==='dark'?M:Q&&Q.matches?'dark':'light')};` +
  "S();if(Q&&Q.addEventListener)Q.addEventListener('change',S)}catch(x){}";

/** How long the boot script waits for the font files before adding their faces (`data-font-wait`). */
export const FONT_WAIT_MS = 3000;

/** The prerendered pages' one inline script (CSP by hash): loads fonts, manifest and app (decisions 004, 011). */
export const WEB_BOOT_SCRIPT =
  `(function(){${themeChoiceSource}try{var F=JSON.parse(localStorage.getItem(${JSON.stringify(PERSISTED_STATE_KEY)})||'null');` +
  `if(F&&F.firstLaunch==='false')[].forEach.call(document.querySelectorAll('#root [${FIRST_LAUNCH_ATTRIBUTE}]'),function(n){n.remove()})}catch(x){}` +
  "var r=document.documentElement,A='data-early-tap',T=[];document.addEventListener('submit',function(e){e.preventDefault()},true);" +
  `var O=new Map();function say(m){var s=document.getElementById(m.id+'${FIELD_ERROR_ID_SUFFIX}');if(!s)return false;` +
  `if(!O.has(m))O.set(m,m.getAttribute('aria-describedby'));s.textContent=m.getAttribute('${REQUIRED_MESSAGE_ATTRIBUTE}');` +
  "m.setAttribute('aria-invalid','true');m.setAttribute('aria-describedby',((O.get(m)||'')+' '+s.id).trim());" +
  "m.parentNode.setAttribute('data-invalid','true');return true}" +
  `function unsay(m){var s=document.getElementById(m.id+'${FIELD_ERROR_ID_SUFFIX}'),o=O.get(m);if(s)s.textContent='';m.removeAttribute('aria-invalid');` +
  "if(o)m.setAttribute('aria-describedby',o);else m.removeAttribute('aria-describedby');m.parentNode.removeAttribute('data-invalid');O.delete(m)}" +
  `function empty(b){var f=b.type==='submit'&&b.form;return f?[].filter.call(f.querySelectorAll('[${REQUIRED_MESSAGE_ATTRIBUTE}]'),function(x){return !x.value.trim()})[0]:null}` +
  "document.addEventListener('click',function(e){var b=!r.hasAttribute('data-app-ready')&&e.target.closest&&e.target.closest('#root button');" +
  'if(b){e.preventDefault();e.stopPropagation();var m=empty(b),s=m&&say(m);if(X){if(!s)document.getElementById(FAILED).focus();return}' +
  "var i=T.indexOf(b);if(i>=0)T.splice(i,1);T.push(b);if(!s)b.setAttribute(A,'')}},true);" +
  `var X=0,FAILED=${JSON.stringify(APP_FAILED_ID)};function failed(){if(X||r.hasAttribute('data-app-ready'))return;X=1;` +
  `T.forEach(function(b){b.removeAttribute(A)});T=[];face();${appFailedNoteSource("document.getElementById('root')")}}` +
  'function tap(){var b=T.shift();if(b){b.removeAttribute(A);b.click();setTimeout(tap)}}' +
  // Typed text, by field: a render during hydration may wipe a field whose text React has not heard.
  "var V=new Map();document.addEventListener('input',function(e){var f=e.target;" +
  "if(!r.hasAttribute('data-app-ready')&&f.closest&&f.closest('#root')){V.set(f,f.value);if(O.has(f))unsay(f)}},true);" +
  // Cleared through React's own setter, so the prototype's setter puts back a value React sees as new.
  "function typed(f){var v=V.has(f)?V.get(f):f.value;if(v!==f.defaultValue){f.value='';" +
  "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value').set.call(f,v);f.dispatchEvent(new Event('input',{bubbles:true}))}}" +
  "new MutationObserver(function(l,o){if(r.hasAttribute('data-app-ready')){o.disconnect();" +
  "[].forEach.call(document.querySelectorAll('#root input,#root textarea'),typed);setTimeout(tap);setTimeout(face)}}).observe(r,{attributes:true,attributeFilter:['data-app-ready']});" +
  'var d=document.currentScript.dataset;' +
  'function el(t,a){var e=document.createElement(t);for(var k in a)e[k]=a[k];document.head.appendChild(e)}' +
  "function list(l){return (l||'').split(' ').filter(Boolean)}" +
  'var q=[];function add(t,a){q.push(function(){el(t,a)})}' +
  "function each(l,r){list(l).forEach(function(h){add('link',{rel:r,href:h})})}" +
  'function next(){var f=q.shift();if(f){f();setTimeout(next)}}' +
  'var fontsIn=0,faced=0;function faces(){fontsIn=1;face()}' +
  "function face(){if(fontsIn&&!faced&&(X||r.hasAttribute('data-app-ready'))){faced=1;el('style',{textContent:d.fonts})}}" +
  'function fonts(){var l=list(d.fontFiles),n=l.length;if(!n)return faces();' +
  "l.forEach(function(h){add('link',{rel:'preload',as:'font',type:'font/woff2',crossOrigin:'anonymous',href:h,onload:function(){if(!--n)faces()},onerror:faces})});" +
  `setTimeout(faces,+d.fontWait||${FONT_WAIT_MS})}` +
  'var started=0;function load(){if(started)return;started=1;fonts();' +
  "add('link',{rel:'manifest',href:d.manifest});each(d.preload,'modulepreload');add('script',{type:'module',src:d.entry,onerror:failed});" +
  "each(d.route,'modulepreload');setTimeout(next)}" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l,o){o.disconnect();load()}).observe({type:'paint',buffered:true});setTimeout(load,2000)}" +
  'else requestAnimationFrame(function(){requestAnimationFrame(load)})})();';

/** The web build's list of its inline style sheets' hash sources, which the API puts in style-src. */
export const WEB_INLINE_STYLES_FILE = 'inline-styles.json';

/** The web build's list of the other origins the app calls, which the API puts in connect-src. */
export const WEB_CONNECT_SOURCES_FILE = 'connect-sources.json';

export function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
