/** Where the app's persisted state lives (redux-persist's `persist:` + the store's key `root`); tests seed it. */
export const PERSISTED_STATE_KEY = 'persist:root';

/** On a prerendered field, the message its form shows when sent with the field empty (the boot script shows it early). */
export const REQUIRED_MESSAGE_ATTRIBUTE = 'data-required-message';
/** A field's message element is the field's id with this after it (the app and the boot script both find it so). */
export const FIELD_ERROR_ID_SUFFIX = '-error';

/** The id of the note a page shows when the app could not start (the boot and shell scripts add it). */
export const APP_FAILED_ID = 'app-failed';
/** What that note says: it is a link that loads the page again. */
export const APP_FAILED_MESSAGE =
  'Não foi possível abrir o app. Verifique sua conexão e toque aqui para tentar de novo.';

/**
 * Inline-script source that puts the note at the top of `root` (a script expression for
 * `#root`): one text for the boot script and the shell's script, which both say it.
 */
export const appFailedNoteSource = (root: string) =>
  `var a=document.createElement("a");a.id=${JSON.stringify(APP_FAILED_ID)};a.href=location.href;` +
  `a.setAttribute("role","alert");a.textContent=${JSON.stringify(APP_FAILED_MESSAGE)};${root}.prepend(a)`;

/** Marks what the prerendered pages show only on a first launch (the privacy notice and its room). */
export const FIRST_LAUNCH_ATTRIBUTE = 'data-first-launch';

/**
 * The one inline script the app's HTML may carry, shared by the web build (which writes it
 * into the prerendered public pages) and the API (whose Content-Security-Policy allows
 * exactly this text by its SHA-256 hash; no other inline script runs).
 *
 * A prerendered page paints from its HTML and inline CSS alone. Only after that first paint
 * has been presented (the browser's 'paint' timing entry; a hidden tab, which never paints,
 * after 2 s; without paint timing, two animation frames) does this load the web fonts,
 * manifest and JavaScript (the entry, the chunks it imports fetched beside it, then the
 * page's own screen chunks, which the app would otherwise ask for only once its entry has
 * run); the app then hydrates the page. Nothing competes with the first paint for the
 * network. Animation frames alone raced the paint's presentation: when the app's requests
 * ended before it, Lighthouse counted them towards the LCP (0.7 s became 1-3 s).
 *
 * The style sheets already inlined in the page stand in its head as disabled links, written by
 * the prerender (a disabled sheet is never fetched): the app's lazy loader finds them and neither
 * fetches nor applies them again (applying a copy of every rule made the browser recompute the
 * style of the whole page). Until 2026-11-26 this script added them after the paint: a task and
 * a style update each, while the first taps come. The web-font faces, left out of the inlined
 * CSS, come as a style element of their own once their files have been preloaded (or have
 * failed, or after 3 s) and the app has started (or failed to): the page is then laid out again
 * once, with the font at hand, instead of once when the faces arrive and again as each file
 * does, and not in the first taps' window (the fallback is metric-matched, so nothing moves).
 *
 * The URLs, the faces and their font files come from the script element's data attributes
 * (space-separated lists). Each element is added in a task of its own (adding a link costs the
 * main thread up to a few milliseconds on a slow phone), so loading never holds up input long.
 *
 * Before anything else, and so before the first paint, what the page shows only on a first
 * launch (`data-first-launch`: the privacy notice) is removed when the persisted state says the
 * first launch is over; the app restores that state before it hydrates, so the two agree.
 *
 * The page can be used before the app has started, and nothing done then is lost. Links need
 * nothing: they navigate as plain links. Forms never submit natively (the app handles them;
 * they also say `method="post"`, for a browser with no JavaScript at all). A tap on a button
 * before the app is ready (`<html data-app-ready>`, set once it has hydrated the page) is held
 * back from the page and the button marked `data-early-tap`, so it shows as under way; but when
 * it sends a form with a required field left empty (`data-required-message`), that field's
 * message is shown at once in the place the app keeps for it (the input's id followed by
 * `FIELD_ERROR_ID_SUFFIX`), marked invalid, instead (the app, handed the tap, then says the
 * same; typing in the field takes it back). Typed text stays on screen, but hydration leaves it out of React's state (its next
 * render would wipe it), so the script notes what each field holds as it is typed. Once the app is ready,
 * the text of every field that was typed into, or whose value differs from the page's, is
 * typed again as an input event React hears, and then each button held is tapped again,
 * once, in the order of the last taps, each in a task of its own, so that React has committed
 * the text and every earlier tap before the next handler runs.
 *
 * When the app cannot start (its entry, or a chunk the entry imports, fails to load), the taps
 * held are let go (no button stays dimmed as if under way) and a note at the top of #root,
 * `APP_FAILED_MESSAGE` with the role of an alert, says so: it is a link that loads the page
 * again. A later tap on a button moves the focus to it.
 */
export const WEB_BOOT_SCRIPT =
  // What only a first launch shows (the privacy notice) goes before the first paint once the
  // person has answered it: the app, restoring the same state, then hydrates a page without it.
  `(function(){try{var F=JSON.parse(localStorage.getItem(${JSON.stringify(PERSISTED_STATE_KEY)})||'null');` +
  `if(F&&F.firstLaunch==='false')[].forEach.call(document.querySelectorAll('#root [${FIRST_LAUNCH_ATTRIBUTE}]'),function(n){n.remove()})}catch(x){}` +
  "var r=document.documentElement,A='data-early-tap',T=[];document.addEventListener('submit',function(e){e.preventDefault()},true);" +
  // A form sent with a required field empty: the field's message at once, where the app puts it.
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
  // The app could not start (its entry or a chunk it imports did not load): held taps are let
  // go, and a note at the top of the page says so; it is a link that loads the page again.
  `var X=0,FAILED=${JSON.stringify(APP_FAILED_ID)};function failed(){if(X||r.hasAttribute('data-app-ready'))return;X=1;` +
  `T.forEach(function(b){b.removeAttribute(A)});T=[];face();${appFailedNoteSource("document.getElementById('root')")}}` +
  'function tap(){var b=T.shift();if(b){b.removeAttribute(A);b.click();setTimeout(tap)}}' +
  // What is typed before the app is ready, by field: a render during hydration may wipe a field
  // whose text React has not heard yet.
  "var V=new Map();document.addEventListener('input',function(e){var f=e.target;" +
  "if(!r.hasAttribute('data-app-ready')&&f.closest&&f.closest('#root')){V.set(f,f.value);if(O.has(f))unsay(f)}},true);" +
  // React tracks a field's value through the element's own setter: clear it through that one, so
  // the prototype's setter then puts back a value React sees as new.
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
  // The faces wait for their files and for the app (ready, or failed to start).
  'var fontsIn=0,faced=0;function faces(){fontsIn=1;face()}' +
  "function face(){if(fontsIn&&!faced&&(X||r.hasAttribute('data-app-ready'))){faced=1;el('style',{textContent:d.fonts})}}" +
  'function fonts(){var l=list(d.fontFiles),n=l.length;if(!n)return faces();' +
  "l.forEach(function(h){add('link',{rel:'preload',as:'font',type:'font/woff2',crossOrigin:'anonymous',href:h,onload:function(){if(!--n)faces()},onerror:faces})});" +
  'setTimeout(faces,3000)}' +
  'var started=0;function load(){if(started)return;started=1;fonts();' +
  "add('link',{rel:'manifest',href:d.manifest});each(d.preload,'modulepreload');add('script',{type:'module',src:d.entry,onerror:failed});" +
  "each(d.route,'modulepreload');setTimeout(next)}" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l,o){o.disconnect();load()}).observe({type:'paint',buffered:true});setTimeout(load,2000)}" +
  'else requestAnimationFrame(function(){requestAnimationFrame(load)})})();';

/**
 * The file (in the web build's output) listing the SHA-256 hash sources of the inline style
 * sheets: the prerendered pages' (the screen's CSS, and the web-font faces the boot script adds)
 * and the app shell's own: written by the prerender, read by the API into style-src, so no page
 * needs 'unsafe-inline'.
 */
export const WEB_INLINE_STYLES_FILE = 'inline-styles.json';

/**
 * The file (in the web build's output) listing the origins other than its own that the built
 * app sends requests to: written by the web build from the values it was built with, read by
 * the API to write the Content-Security-Policy's connect-src, so the two never disagree.
 */
export const WEB_CONNECT_SOURCES_FILE = 'connect-sources.json';

/** The origin of an absolute http(s) URL; undefined for a relative path or anything else. */
export function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
