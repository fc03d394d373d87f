/**
 * `npm run screenshots`: drives system Chromium through the subscriber's screens at 390 px
 * (support/subscriber-screenshots.ts) and the staff desk at 1280 and 390 px (support/desk-screenshots.ts),
 * each in the light and the dark theme, on a freshly started product, and writes PNGs to docs/screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';
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

const teardown = await globalSetup();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  await mkdir(OUT, { recursive: true });
  await shootTheSubscriber(browser, shoot);
  await shootTheDesk(browser, shoot);
} finally {
  await browser.close();
  await teardown();
}
