// Renders the app icon (apps/web/public/icon.svg) and the tab icon (favicon.svg) to the PNG sizes
// browsers ask for, and the wallet passes' icon and logo at the sizes Apple and Google ask for
// (apps/api/assets/wallet, apps/web/public/wallet-logo.png), with system Chromium. Run after
// changing either SVG: node scripts/render-icons.mjs
// The pages link the tab icon as PNG: an SVG icon is decoded on the page's main thread (an SVG
// document of its own), a 20-60 ms task at 4x CPU right after the first paint.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const walletDir = path.resolve(import.meta.dirname, '../apps/api/assets/wallet');
// The shield alone, on no background: Apple's pass logo sits on the pass's own colour.
const shield = (svg) => svg.replace(/<rect[^>]*\/>/, '').replace('viewBox="0 0 512 512"', 'viewBox="96 88 320 352"');
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
for (const [file, size, source, transparent = false, prepare = (svg) => svg] of [
  [path.join(publicDir, 'icon-192.png'), 192, 'icon.svg'],
  [path.join(publicDir, 'icon-512.png'), 512, 'icon.svg'],
  [path.join(publicDir, 'apple-touch-icon.png'), 180, 'icon.svg'],
  [path.join(publicDir, 'favicon-32.png'), 32, 'favicon.svg', true],
  // Google Wallet masks the logo into a circle: 660 px, its recommended size.
  [path.join(publicDir, 'wallet-logo.png'), 660, 'icon.svg'],
  // Apple: icon 29 pt, logo at most 160 × 50 pt, each at 1x, 2x and 3x.
  [path.join(walletDir, 'icon.png'), 29, 'icon.svg'],
  [path.join(walletDir, 'icon@2x.png'), 58, 'icon.svg'],
  [path.join(walletDir, 'icon@3x.png'), 87, 'icon.svg'],
  [path.join(walletDir, 'logo.png'), 50, 'icon.svg', true, shield],
  [path.join(walletDir, 'logo@2x.png'), 100, 'icon.svg', true, shield],
  [path.join(walletDir, 'logo@3x.png'), 150, 'icon.svg', true, shield],
]) {
  const svg = prepare(await readFile(path.join(publicDir, source), 'utf8'));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: file, omitBackground: transparent });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
await browser.close();
