import type { Browser, Locator, Page } from '@playwright/test';
import { PERSISTED_STATE_KEY } from '@game-assist/contracts';
import { returningVisitorScript } from '@game-assist/test-support';
import { PHONE_VIEWPORT, throttledContext, type Session } from './throttled-page.js';

/** How often the bench taps (or types) until a tap takes effect. */
export const TAP_INTERVAL_MS = 25;
export const MAX_WAIT_MS = 20_000;

export interface Point {
  x: number;
  y: number;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh context (cold cache) of a person who has answered the first-launch privacy notice: on
 * a first launch the notice covers the bottom of the screen from the first paint, 'Começar'
 * included, and the first tap is the notice's.
 */
export async function tapContext(browser: Browser, session?: Session) {
  const context = await throttledContext(browser, { session });
  await context.addInitScript({ content: returningVisitorScript(PERSISTED_STATE_KEY) });
  return context;
}

/** The centre of what `locator` finds, which must be on the first screen: the bench taps there without scrolling. */
export async function centreOf(locator: Locator, what: string): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no ${what}`);
  if (box.y < 0 || box.y + box.height > PHONE_VIEWPORT.height) throw new Error(`${what} is below the first screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The times a page reports on its console as `bench:<key> <ms since the epoch>`, the first of each
 * kind (they compare across a native navigation to another document): the bench is told, not
 * polling the page, whose main thread a poll would share with the page's own start-up.
 */
export function notedTimes<Key extends string>(page: Page, onNote?: (key: Key) => void) {
  const noted: Partial<Record<Key, number>> = {};
  page.on('console', (message) => {
    const [label, time] = message.text().split(' ');
    const key = label?.startsWith('bench:') ? (label.slice('bench:'.length) as Key) : undefined;
    if (!key || !time) return;
    noted[key] ??= Number(time);
    onNote?.(key);
  });
  return noted;
}
