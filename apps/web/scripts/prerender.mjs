/**
 * Build step after `vite build` and the SSR build of src/entry-server.tsx: writes
 * dist/prerendered/<page>.html for each public landing screen. Each page is the built
 * index.html with the screen's markup in #root, its CSS inlined (without the web fonts, which
 * would race the first paint; a metric-matched local fallback stands in until they load), and
 * no script but the boot script, which loads the app after the first paint.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SSR = path.join(WEB, 'dist-ssr');

const { render, PRERENDERED_PAGES, WEB_BOOT_SCRIPT } = await import(
  pathToFileURL(path.join(SSR, 'entry-server.js')).href
);
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

/** The app's own style sheets (the entry's and its static imports'), loaded after the first paint. */
const entryCss = cssOf(entryKey)
  .map((file) => `/${file}`)
  .join(' ');
if (!entryCss) throw new Error('the entry has no style sheet');

/** Web-font faces load after the first paint (with the entry style sheet); local faces stay. */
const withoutWebFonts = (css) => css.replace(/@font-face\{[^}]*url\([^}]*\}/g, '');

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function stripShell(html) {
  const stripped = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/\s*<link rel="manifest"[^>]*>/g, '');
  if (/<script\b/.test(stripped)) throw new Error('index.html holds a script the prerender does not know');
  return stripped;
}

await rm(path.join(DIST, 'prerendered'), { recursive: true, force: true });
await mkdir(path.join(DIST, 'prerendered'));
const base = stripShell(shell);
for (const page of PRERENDERED_PAGES) {
  if (!manifest[page.screen]) throw new Error(`no chunk for ${page.screen}`);
  const files = [...new Set([...cssOf(entryKey), ...cssOf(page.screen)])];
  const css = (await Promise.all(files.map((file) => readFile(path.join(DIST, file), 'utf8'))))
    .map(withoutWebFonts)
    .join('\n');
  const markup = await render(page.path);
  const boot =
    `<script id="app-boot" data-entry="/${escapeAttribute(entry.file)}" data-preload="${escapeAttribute(preload)}"` +
    ` data-css="${escapeAttribute(entryCss)}"` +
    ` data-manifest="/manifest.webmanifest">${WEB_BOOT_SCRIPT}</script>`;
  const html = base
    .replace('</head>', `<style>${css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${boot}`);
  if (!html.includes(markup)) throw new Error('index.html has no empty #root to fill');
  await writeFile(path.join(DIST, 'prerendered', page.file), html);
  process.stdout.write(`prerendered ${page.path} → dist/prerendered/${page.file} (${html.length} bytes)\n`);
}
await rm(SSR, { recursive: true, force: true });
