/**
 * Build step after `vite build` and the SSR build of src/entry-server.tsx: writes
 * dist/prerendered/<page>.html for each public landing screen. Each page is the built
 * index.html with the screen's markup in #root (the first paint waits until all of it is
 * parsed), its CSS inlined (without the web fonts, which would race the first paint; a
 * metric-matched local fallback stands in until they load), and no script but the boot script,
 * which loads the web fonts and the app after the first paint, then the screen's own chunks, and
 * registers the inlined style sheets so the app's lazy loader never loads them again. Every form
 * on them must say method="post" (the API answers such a post by sending the browser back).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SSR = path.join(WEB, 'dist-ssr');

const {
  render,
  PRERENDERED_PAGES,
  WEB_BOOT_SCRIPT,
  FONT_WAIT_MS,
  WEB_KEPT_PAGE_SCRIPT,
  WEB_INLINE_STYLES_FILE,
  SHELL_SHEET_ATTRIBUTE,
} = await import(pathToFileURL(path.join(SSR, 'entry-server.js')).href);
const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const shell = await readFile(path.join(DIST, 'index.html'), 'utf8');
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
const entry = manifest[entryKey];
/** The entry's static imports, fetched beside it instead of after it. */
const preload = (entry.imports ?? []).map((key) => `/${manifest[key].file}`).join(' ');

/** CSS files of a chunk and of everything it statically imports, entry first. */
function cssOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.imports ?? []).flatMap((child) => cssOf(child, seen)), ...(chunk.css ?? [])];
}

/** A chunk's file and those of everything it statically imports. */
function jsOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => jsOf(child, seen))];
}

if (cssOf(entryKey).length === 0) throw new Error('the entry has no style sheet');
const entryJs = new Set(jsOf(entryKey));

/** Web-font faces load after the first paint (added by the boot script); local faces stay. */
const WEB_FONT_FACE = /@font-face\{[^}]*url\([^}]*\}/g;

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The shell's own inline style sheets (vite.config.ts, showKeptPage): each page inlines its own. */
const SHELL_STYLE = new RegExp(`<style ${SHELL_SHEET_ATTRIBUTE}>([^<]*)</style>`, 'g');

function stripShell(html) {
  const keptPage = `<script>${WEB_KEPT_PAGE_SCRIPT}</script>`;
  if (!html.includes(keptPage)) throw new Error('index.html has no kept-page script');
  const stripped = html
    .replace(keptPage, '')
    .replace(SHELL_STYLE, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/\s*<link rel="manifest"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '');
  if (/<script\b/.test(stripped)) throw new Error('index.html holds a script the prerender does not know');
  return stripped;
}

await rm(path.join(DIST, 'prerendered'), { recursive: true, force: true });
await mkdir(path.join(DIST, 'prerendered'));
const base = stripShell(shell);
// Every inline style sheet, by the hash the API's Content-Security-Policy allows it by.
const hashSource = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const shellStyles = [...shell.matchAll(SHELL_STYLE)].map((match) => match[1]);
if (shellStyles.length === 0) throw new Error('index.html has no inline shell style sheet');
const inlineStyles = new Set(shellStyles.map(hashSource));
for (const page of PRERENDERED_PAGES) {
  if (!manifest[page.screen]) throw new Error(`no chunk for ${page.screen}`);
  const files = [...new Set([...cssOf(entryKey), ...cssOf(page.screen)])];
  const screenJs = jsOf(page.screen).filter((file) => !entryJs.has(file));
  const sheets = await Promise.all(files.map((file) => readFile(path.join(DIST, file), 'utf8')));
  const css = sheets.map((sheet) => sheet.replace(WEB_FONT_FACE, '')).join('\n');
  const fonts = sheets.flatMap((sheet) => sheet.match(WEB_FONT_FACE) ?? []).join('');
  if (!fonts) throw new Error(`no web-font face in the style sheets of ${page.path}`);
  // The faces' WOFF2 files, preloaded before the faces are added (every browser we serve reads WOFF2).
  const fontFiles = [...fonts.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)].map((match) => match[1]);
  if (fontFiles.length === 0) throw new Error(`no WOFF2 file in the web-font faces of ${page.path}`);
  const markup = await render(page.path);
  // Sent natively (before the app, or with no JavaScript), a GET form would put what was typed in the URL.
  const getForm = markup.match(/<form\b(?![^>]*\bmethod="post")[^>]*>/)?.[0];
  if (getForm) throw new Error(`${page.path}: a prerendered form must say method="post": ${getForm}`);
  // The inlined sheets, as disabled links (never fetched): the app's lazy loader finds them and adds no copy.
  const sheetLinks = files.map((file) => `<link rel="stylesheet" disabled href="/${escapeAttribute(file)}">`).join('');
  const boot =
    `<script id="app-boot" data-entry="/${escapeAttribute(entry.file)}" data-preload="${escapeAttribute(preload)}"` +
    ` data-route="${escapeAttribute(screenJs.map((file) => `/${file}`).join(' '))}"` +
    ` data-fonts="${escapeAttribute(fonts)}" data-font-files="${escapeAttribute(fontFiles.join(' '))}"` +
    ` data-font-wait="${FONT_WAIT_MS}"` +
    ` data-manifest="/manifest.webmanifest">${WEB_BOOT_SCRIPT}</script>`;
  const html = base
    // The first paint waits until #root is parsed whole: a paint of half of it (the parser may
    // yield anywhere) would move what is above the half that had not arrived.
    .replace(
      '</head>',
      `<style>${css}</style>${sheetLinks}<link rel="expect" href="#app-boot" blocking="render"></head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${boot}`);
  if (!html.includes(markup)) throw new Error('index.html has no empty #root to fill');
  inlineStyles.add(hashSource(css)).add(hashSource(fonts));
  await writeFile(path.join(DIST, 'prerendered', page.file), html);
  process.stdout.write(`prerendered ${page.path} → dist/prerendered/${page.file} (${html.length} bytes)\n`);
}
await writeFile(path.join(DIST, WEB_INLINE_STYLES_FILE), JSON.stringify([...inlineStyles]));
await rm(SSR, { recursive: true, force: true });
