// Renders the app icon (apps/web/public/icon.svg) and the tab icon (favicon.svg) to the PNG sizes
// browsers ask for, with system Chromium. Run after changing either SVG: node scripts/render-icons.mjs
// The pages link the tab icon as PNG: an SVG icon is decoded on the page's main thread (an SVG
// document of its own), a 20-60 ms task at 4x CPU right after the first paint.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
for (const [name, size, source] of [
  ['icon-192.png', 192, 'icon.svg'],
  ['icon-512.png', 512, 'icon.svg'],
  ['apple-touch-icon.png', 180, 'icon.svg'],
  ['favicon-32.png', 32, 'favicon.svg'],
]) {
  const svg = await readFile(path.join(publicDir, source), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: path.join(publicDir, name), omitBackground: source === 'favicon.svg' });
  console.log(`wrote ${name}`);
}
await browser.close();
