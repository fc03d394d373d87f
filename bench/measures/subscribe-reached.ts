import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { TEST_PASSWORD } from '@game-assist/test-support';
import { floorPage } from '../lib/floors.js';
import type { Mailbox } from '../lib/mailbox.js';
import { centreOf, MAX_WAIT_MS, notedTimes, pause, tapContext, TAP_INTERVAL_MS, type Point } from '../lib/taps.js';
import { throttledPage } from '../lib/throttled-page.js';
import { median, type Figure } from '../lib/types.js';

/** /Assinar as a new subscriber reaches it: from the sign-up code's 'Confirmar' to the checkout sent (#72 item 1). */
const CONTROL = 'Gerar código PIX';
const CPF = '529.982.247-25';
const BUDGET_RATIO = 1.3;
const CODE_FLOOR = '/bench-floor-confirmar.html';

type Noted = Partial<Record<'tapped' | 'shown' | 'filled' | 'effect', number>>;

/**
 * In every document: 'tapped' at the first press once the bench arms it (the sign-up's own taps
 * come before), 'shown' when the checkout's button is in the document (taps on the CPF field
 * start then, so none lands on the code screen still showing), 'filled' when the field took the
 * CPF, 'effect' when the checkout request starts.
 */
const reachedTiming = (requests: string) => `(() => {
  const note = (key, time) => console.debug('bench:' + key, time);
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('pointerdown', () => window.benchArmed && note('tapped', now()), true);
  new MutationObserver((records, observer) => {
    if (!document.body?.textContent.includes(${JSON.stringify(CONTROL)})) return;
    note('shown', now());
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('input', (event) => {
    if (event.target.value === ${JSON.stringify(CPF)}) note('filled', now());
  }, true);
  const fetchAsItWas = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(typeof input === 'string' ? input : input.url ?? String(input), location.href);
    if (url.pathname === ${JSON.stringify(requests)}) note('effect', now());
    return fetchAsItWas.call(this, input, init);
  };
})();`;

/** The floor's code screen: 'Confirmar' a plain link to /Assinar's tap floor (a static page, its CPF field and button). */
export async function writeReachedFloor(dist: string, tapFloor: string): Promise<string> {
  const body = `<main><p>Digite o código enviado para o seu e-mail</p><p><a href="${tapFloor}">Confirmar</a></p></main>`;
  await writeFile(path.join(dist, CODE_FLOOR.slice(1)), floorPage(body));
  return CODE_FLOOR;
}

interface Targets {
  confirm: Point;
  field: Point;
  control: Point;
}

let created = 0;

/** The product's way to the tap: /SignUp filled, the mailed code typed, untimed (Playwright's locators). */
async function toTheCode(page: Page, baseUrl: string, mailbox: Mailbox) {
  const email = `bench-reached-${Date.now()}-${(created += 1)}@exemplo.com.br`;
  const seen = mailbox.countFor(email);
  await page.goto(`${baseUrl}${webPaths.signUp}`);
  await page.getByLabel('Nome', { exact: true }).fill('Maria');
  await page.getByLabel('Sobrenome').fill('Lima');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL(`**${webPaths.confirmationCode}`, { waitUntil: 'commit' });
  await page.getByLabel('Dígito 1 de 6').fill(await mailbox.codeFor(email, seen));
  return page.getByRole('button', { name: 'Confirmar' });
}

/** The floor's way to the tap: its code page opened. */
async function toTheFloorCode(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}${CODE_FLOOR}`);
  return page.getByText('Confirmar', { exact: true });
}

type Way = (page: Page) => Promise<Locator>;

/** A throttled page on its way to the tap (`way`), with the timing script, closed after `use`. */
async function onTheCodeScreen<T>(
  browser: Browser,
  way: Way,
  requests: string,
  use: (page: Page, confirm: Locator, noted: Noted) => Promise<T>,
): Promise<T> {
  const context = await tapContext(browser);
  await context.addInitScript({ content: reachedTiming(requests) });
  try {
    const page = await throttledPage(context);
    const noted: Noted = notedTimes(page);
    return await use(page, await way(page), noted);
  } finally {
    await context.close();
  }
}

/** Where 'Confirmar', the CPF field and the button are, read once per side with locators (an untimed visit). */
const targetsOf = (browser: Browser, way: Way, requests: string) =>
  onTheCodeScreen(browser, way, requests, async (page, confirm): Promise<Targets> => {
    const at = await centreOf(confirm, "'Confirmar'");
    await confirm.click();
    const field = await centreOf(page.getByLabel('CPF', { exact: true }), 'the CPF field');
    return { confirm: at, field, control: await centreOf(page.getByText(CONTROL, { exact: true }), CONTROL) };
  });

/** From the tap on 'Confirmar' to the checkout request: the CPF typed as soon as the field is there, then the button tapped. */
const timeReached = (browser: Browser, way: Way, requests: string, at: Targets) =>
  onTheCodeScreen(browser, way, requests, async (page, _confirm, noted) => {
    await page.evaluate(() => ((window as { benchArmed?: boolean }).benchArmed = true));
    await page.mouse.click(at.confirm.x, at.confirm.y);
    const deadline = Date.now() + MAX_WAIT_MS;
    while (noted.effect === undefined) {
      if (Date.now() > deadline) throw new Error(`'${CONTROL}' never sent the checkout after 'Confirmar'`);
      if (noted.shown !== undefined && noted.filled === undefined) {
        await page.mouse.click(at.field.x, at.field.y).catch(() => undefined);
        await page.keyboard.insertText(CPF).catch(() => undefined);
      } else if (noted.filled !== undefined) await page.mouse.click(at.control.x, at.control.y).catch(() => undefined);
      await pause(TAP_INTERVAL_MS);
    }
    if (noted.tapped === undefined) throw new Error("the tap on 'Confirmar' was not noted");
    return noted.effect - noted.tapped;
  });

/**
 * `runs` alternated pairs: the product (a new subscriber each run, signed up in the throttled
 * browser) and its floor (the static code page whose link opens /Assinar's tap floor).
 */
export async function measureReachedSubscribe(options: {
  browser: Browser;
  baseUrl: string;
  mailbox: Mailbox;
  /** The checkout's path, which the tap floor's button posts to as well. */
  requests: string;
  runs: number;
}): Promise<Figure[]> {
  const { browser, baseUrl, mailbox, requests, runs } = options;
  const product: Way = (page) => toTheCode(page, baseUrl, mailbox);
  const floor: Way = (page) => toTheFloorCode(page, baseUrl);
  const productAt = await targetsOf(browser, product, requests);
  const floorAt = await targetsOf(browser, floor, requests);
  const times = { product: [] as number[], floor: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    times.product.push(await timeReached(browser, product, requests, productAt));
    times.floor.push(await timeReached(browser, floor, requests, floorAt));
  }
  const floorTime = median(times.floor);
  return [
    {
      name: `/Assinar as reached: 'Confirmar' on the sign-up's code to '${CONTROL}' sent`,
      value: median(times.product),
      unit: 'ms',
      floor: floorTime,
      budget: { limit: Math.round(floorTime * BUDGET_RATIO), kind: 'max' },
    },
  ];
}
