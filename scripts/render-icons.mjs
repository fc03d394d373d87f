// Renders the app icon (apps/web/public/icon.svg) to the PNG sizes browsers ask for, with
// system Chromium. Run after changing the SVG: node scripts/render-icons.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = await readFile(path.join(publicDir, 'icon.svg'), 'utf8');
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
for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
  ['favicon-32.png', 32],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: path.join(publicDir, name), omitBackground: false });
  console.log(`wrote ${name}`);
}
await browser.close();
