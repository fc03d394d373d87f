import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { throttledContext, type Session } from './throttled-page.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/** A static page with the given body: no style sheet, no script. */
export const floorPage = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body>${body}</body></html>`;

/** The lowest any page can measure on this machine: one word, nothing else. */
export const MINIMAL_PAGE = '/bench-floor-minimal.html';

export async function writeMinimalPage(dist: string): Promise<void> {
  await writeFile(path.join(dist, MINIMAL_PAGE.slice(1)), floorPage('<p>Olá</p>'));
}

export const floorFileName = (route: string) =>
  `bench-floor${route === '/' ? '-onboarding' : route.toLowerCase().replace('/', '-')}.html`;

/**
 * Writes, into a copy of the web build, the minimal page and, per route, the floor: a static
 * page with the text the product's screen shows. The server must be started after this (it
 * lists its files at start), so the text is read from a probe server over the same build.
 */
export async function writeFloorPages(
  browser: Browser,
  baseUrl: string,
  dist: string,
  routes: readonly string[],
  /** For a signed-in screen, the session it is read with (a fresh context of its own). */
  sessionFor: (route: string) => Promise<Session | undefined> = () => Promise.resolve(undefined),
): Promise<Record<string, string>> {
  await writeMinimalPage(dist);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const floors: Record<string, string> = {};
  for (const route of routes) {
    const session = await sessionFor(route);
    const signedIn = session ? await throttledContext(browser, { session }) : undefined;
    const text = await screenText(signedIn ? await signedIn.newPage() : page, `${baseUrl}${route}`);
    await signedIn?.close();
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n');
    const name = floorFileName(route);
    await writeFile(path.join(dist, name), floorPage(`<main>${lines}</main>`));
    floors[route] = `/${name}`;
  }
  await page.close();
  return floors;
}

async function screenText(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.body.innerText);
}
