/**
 * `npm run screenshots`: drives system Chromium through the subscriber's screens at 390 px
 * (support/subscriber-screenshots.ts) and the staff desk at 1280 and 390 px (support/desk-screenshots.ts),
 * each in the light and the dark theme, on a freshly started product, and writes PNGs to docs/screenshots/.
 * The administrador's tabs are shot on a server of their own (support/admin-screenshots.ts).
 * `-- --only=subscriber,desk,admin` shoots some of the three.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';
import { shootTheAdministrator } from './support/admin-screenshots';
import { shootTheDesk } from './support/desk-screenshots';
import globalSetup from './support/global-setup';
import { shootTheSubscriber } from './support/subscriber-screenshots';

const OUT = path.resolve(import.meta.dirname, '../docs/screenshots');

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' });
  console.log(`docs/screenshots/${name}.png`);
}

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);

const teardown = await globalSetup();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  await mkdir(OUT, { recursive: true });
  if (wanted('subscriber')) await shootTheSubscriber(browser, shoot);
  if (wanted('desk')) await shootTheDesk(browser, shoot);
  if (wanted('admin')) await shootTheAdministrator(browser, shoot);
} finally {
  await browser.close();
  await teardown();
}
