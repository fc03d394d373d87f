import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { apiPaths, webPaths } from '@game-assist/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { escapeHtml, writeFloorPages } from '../lib/floors.js';
import { signInSubscriber, startMailbox } from '../lib/mailbox.js';
import { ROOT, startProduct } from '../lib/server.js';
import { centreOf, MAX_WAIT_MS, notedTimes, pause, tapContext, TAP_INTERVAL_MS, type Point } from '../lib/taps.js';
import { CPU_SLOWDOWN, throttledPage, type Session } from '../lib/throttled-page.js';
import { measureReachedSubscribe, writeReachedFloor } from './subscribe-reached.js';
import { median, type Figure, type MeasureResult } from '../lib/types.js';

/**
 * More runs than the other measures: a tap's time swings 1.0-1.6x its floor from one median of
 * five to the next on this machine (each tap is three input round trips through a busy browser;
 * single runs 0.6-1.9x, and the tap floor alone 177-710 ms in one run of fifteen). Fifteen runs
 * narrow the median's spread to about 58 % of five's (√(5/15)) for about 25 s more; nine
 * still moved by more than the budget's margin (1.19x and 1.34x on '/' for the same build,
 * bench/history.md).
 */
const RUNS = 15;
const BUDGET_RATIO = 1.2;
const CHECKOUT_PATH = `/api${apiPaths.checkout}`;

interface TapScenario {
  route: string;
  /** The control a person taps, by its visible text. */
  control: string;
  /** What the tap must do: start a navigation to this path, show this text, or send a request to this path. */
  effect: { navigatesTo: string } | { shows: string } | { requests: string };
  /** A field typed into (found by its label) before the tap, as the person does. */
  fill?: { label: string; value: string };
  /** A screen for a subscriber who has yet to pay: each visit a new one, signed in. */
  signedIn?: boolean;
  /**
   * A cold visit's budget is on the paint of this text (its offer), not on the tap (#72 item 1: the
   * tap of a stored session's cold visit is the app's start-up, timed as /Assinar is reached instead).
   */
  paintBudget?: { shows: string; ratio: number };
}

const SCENARIOS: TapScenario[] = [
  { route: webPaths.onboarding, control: 'Começar', effect: { navigatesTo: webPaths.signIn } },
  { route: webPaths.signIn, control: 'Entrar', effect: { shows: 'Preencha o campo de e-mail!' } },
  {
    route: webPaths.subscribe,
    control: 'Gerar código PIX',
    effect: { requests: CHECKOUT_PATH },
    fill: { label: 'CPF', value: '529.982.247-25' },
    signedIn: true,
    paintBudget: { shows: 'Gerar código PIX', ratio: 1.5 },
  },
];

/**
 * Runs in every document of the context from its first byte and reports times (ms since the
 * epoch, so they compare across a native navigation to another document) on the console
 * (`bench:<key> <time>`): the bench is told, not polling the page, whose main thread a poll would share with
 * the page's own first paint and start-up (the floor's paint is read once, after its load).
 * The message is looked for in the text content: reading `innerText` would lay the page out on
 * every change. Written as a string: functions compiled by tsx carry helper calls the page does
 * not have.
 */
const recordTiming = ({ effect, fill, paintBudget }: TapScenario) => `(() => {
  const effect = ${JSON.stringify(effect)};
  const painted = ${JSON.stringify(paintBudget?.shows ?? null)};
  const typed = ${JSON.stringify(fill?.value ?? null)};
  const note = (key, time) => console.debug('bench:' + key, time);
  const now = () => performance.timeOrigin + performance.now();
  note('start', performance.timeOrigin);
  new PerformanceObserver((list, observer) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      note('paint', performance.timeOrigin + entry.startTime);
      observer.disconnect();
    }
  }).observe({ type: 'paint', buffered: true });
  if (painted) {
    // The text in the document, then the frame after: its paint, on the product and the floor alike.
    const shown = () => {
      if (!document.body?.textContent.includes(painted)) return false;
      requestAnimationFrame(() => setTimeout(() => note('offer', now())));
      return true;
    };
    new MutationObserver((records, observer) => shown() && observer.disconnect())
      .observe(document, { subtree: true, childList: true, characterData: true });
  }
  if (typed) {
    // The field took the text: the input event of the insertion, before any script reformats it.
    document.addEventListener('input', (event) => {
      if (event.target.value === typed) note('filled', now());
    }, true);
  }
  if (effect.navigatesTo) {
    if (location.pathname === effect.navigatesTo) note('effect', now());
    window.navigation?.addEventListener('navigate', (event) => {
      if (new URL(event.destination.url).pathname === effect.navigatesTo) note('effect', now());
    });
  } else if (effect.requests) {
    // The request sent: the tap's work in the page is done. Resource timing lists no fetch here.
    const fetchAsItWas = window.fetch;
    window.fetch = function (input, init) {
      const url = new URL(typeof input === 'string' ? input : input.url ?? String(input), location.href);
      if (url.pathname === effect.requests) note('effect', now());
      return fetchAsItWas.call(this, input, init);
    };
  } else {
    new MutationObserver((records, observer) => {
      if (!document.body?.textContent.includes(effect.shows)) return;
      note('effect', now());
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }
})();`;

type Noted = Partial<Record<'start' | 'paint' | 'offer' | 'filled' | 'effect', number>>;

/** Where the bench taps: the control, and the field it types into first when the scenario fills one. */
interface TapTargets {
  control: Point;
  field?: Point;
}

/**
 * Where the control (and the field typed into first) sit once laid out: taps go there from the
 * first paint on, as raw input. Playwright's locators are not used in the timed visits: each new
 * page compiles Playwright's injected script first, 0.5–0.7 s at 4× CPU on a static page, and
 * a locator's fill retried every 25 ms took 2 s there, which set the tap floor on /Assinar.
 */
async function tapTargets(
  browser: Browser,
  url: string,
  { control, fill }: TapScenario,
  session?: Session,
): Promise<TapTargets> {
  const context = await tapContext(browser, session);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const at = await centreOf(page.getByText(control, { exact: true }).first(), `"${control}" on ${url}`);
    if (!fill) return { control: at };
    const field = await centreOf(page.getByLabel(fill.label, { exact: true }), `field "${fill.label}" on ${url}`);
    return { control: at, field };
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` in a fresh tap context with the timing script, and returns once it has painted.
 * The product and its floor are opened alike, so both pay the same for being measured.
 */
async function paintedVisit(browser: Browser, url: string, scenario: TapScenario, session?: Session) {
  const context = await tapContext(browser, session);
  let painted!: () => void;
  const paint = new Promise<void>((resolve) => (painted = resolve));
  await context.addInitScript({ content: recordTiming(scenario) });
  try {
    const page = await throttledPage(context);
    const noted: Noted = notedTimes(page, (key) => key === 'paint' && painted());
    await page.goto(url, { waitUntil: 'commit' });
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no first paint at ${url}`)), MAX_WAIT_MS).unref(),
    );
    await Promise.race([paint, timeout]);
    const { start, paint: firstPaint } = noted;
    if (start === undefined || firstPaint === undefined) throw new Error(`no timings from ${url}`);
    return { context, page, noted, start, firstPaint: firstPaint - start };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * From navigation start to the first tap's effect: from the first paint, taps on the field and
 * its text typed (until the page notes the field took it), then taps on the control, repeat
 * until one works.
 */
async function timeToWorkingTap(
  browser: Browser,
  url: string,
  scenario: TapScenario,
  at: TapTargets,
  session?: Session,
) {
  const { context, page, noted, start, firstPaint } = await paintedVisit(browser, url, scenario, session);
  try {
    const deadline = Date.now() + MAX_WAIT_MS;
    while (noted.effect === undefined) {
      if (Date.now() > deadline) throw new Error(`"${scenario.control}" never worked at ${url}`);
      if (scenario.fill && at.field && noted.filled === undefined) {
        await page.mouse.click(at.field.x, at.field.y).catch(() => undefined);
        await page.keyboard.insertText(scenario.fill.value).catch(() => undefined);
      } else await page.mouse.click(at.control.x, at.control.y).catch(() => undefined);
      await pause(TAP_INTERVAL_MS);
    }
    return { works: noted.effect - start, firstPaint, offer: noted.offer && noted.offer - start };
  } finally {
    await context.close();
  }
}

/** The floor's first paint (and its offer's, when budgeted): the screen's text as a static page, from navigation start, measured alike. */
async function floorPaints(browser: Browser, url: string, scenario: TapScenario) {
  const { context, noted, start, firstPaint } = await paintedVisit(browser, url, scenario);
  try {
    const deadline = Date.now() + MAX_WAIT_MS;
    while (scenario.paintBudget && noted.offer === undefined) {
      if (Date.now() > deadline) throw new Error(`no "${scenario.paintBudget.shows}" painted at ${url}`);
      await pause(TAP_INTERVAL_MS);
    }
    return { firstPaint, offer: noted.offer && noted.offer - start };
  } finally {
    await context.close();
  }
}

/** On a tap floor, what makes its button show the scenario's message or send its request: the least a script can do. */
const TAP_FLOOR_SCRIPT = 'bench-floor-tap.js';
const tapFloorScript = `(function () {
  var script = document.currentScript;
  document.querySelector('button').addEventListener('click', function () {
    if (script.dataset.requests) return void fetch(script.dataset.requests, { method: 'POST' });
    var message = document.createElement('p');
    message.textContent = script.dataset.shows;
    document.body.append(message);
  });
})();`;

/**
 * Per scenario, the tap floor: the floor page with the control working by the least a page can
 * do, a plain link to the same place, or a button whose deferred four-line script shows the
 * message. Tapped the same way as the product, it is what the harness itself takes from a
 * paint to a working tap (the paint reaching the bench, a tap going through at 4× CPU), which
 * no page can beat. Written before the server starts (it lists its files then).
 */
async function writeTapFloorPages(dist: string, floors: Record<string, string>): Promise<Record<string, string>> {
  await writeFile(path.join(dist, TAP_FLOOR_SCRIPT), tapFloorScript);
  const written: Record<string, string> = {};
  for (const scenario of SCENARIOS) {
    const floor = floors[scenario.route];
    if (!floor) throw new Error(`no floor for ${scenario.route}`);
    const page = await readFile(path.join(dist, floor.slice(1)), 'utf8');
    const line = `<p>${scenario.control}</p>`;
    if (!page.includes(line)) throw new Error(`no line "${scenario.control}" on the floor of ${scenario.route}`);
    const { effect, fill } = scenario;
    const data =
      'shows' in effect
        ? `data-shows="${escapeHtml(effect.shows)}"`
        : 'requests' in effect
          ? `data-requests="${effect.requests}"`
          : '';
    let working =
      'navigatesTo' in effect
        ? page.replace(line, `<p><a href="${effect.navigatesTo}">${scenario.control}</a></p>`)
        : page
            .replace(line, `<p><button type="button">${scenario.control}</button></p>`)
            .replace('</body>', `<script defer src="/${TAP_FLOOR_SCRIPT}" ${data}></script></body>`);
    if (fill) {
      const label = `<p>${fill.label}</p>`;
      if (!working.includes(label)) throw new Error(`no line "${fill.label}" on the floor of ${scenario.route}`);
      working = working.replace(label, `<p><label>${fill.label} <input></label></p>`);
    }
    const name = floor.replace(/\.html$/, '-tap.html');
    await writeFile(path.join(dist, name.slice(1)), working);
    written[scenario.route] = name;
  }
  return written;
}

/** Time to a working first tap on the landing screens at 4× CPU, against the floor's first paint. */
export async function measureFirstTap(): Promise<MeasureResult> {
  const dist = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(path.join(ROOT, 'apps/web/dist'), dist, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const mailbox = await startMailbox();
  const probe = await startProduct({ WEB_DIST_DIR: dist, SMTP_URL: mailbox.smtpUrl });
  const signedIn = (route: string) => SCENARIOS.some((scenario) => scenario.route === route && scenario.signedIn);
  const floors = await writeFloorPages(
    browser,
    probe.url,
    dist,
    SCENARIOS.map((scenario) => scenario.route),
    async (route) => (signedIn(route) ? signInSubscriber(probe.url, mailbox, { paid: false }) : undefined),
  );
  await probe.stop();
  const tapFloors = await writeTapFloorPages(dist, floors);
  const subscribeTapFloor = tapFloors[webPaths.subscribe];
  if (!subscribeTapFloor) throw new Error('no tap floor for /Assinar');
  await writeReachedFloor(dist, subscribeTapFloor);
  const server = await startProduct({ WEB_DIST_DIR: dist, SMTP_URL: mailbox.smtpUrl });
  // A new subscriber per visit: one visit's checkout leaves a pending charge, shown instead of the form.
  const sessionFor = async (scenario: TapScenario) =>
    scenario.signedIn ? signInSubscriber(server.url, mailbox, { paid: false }) : undefined;
  try {
    const figures: Figure[] = [];
    for (const scenario of SCENARIOS) {
      const url = `${server.url}${scenario.route}`;
      const at = await tapTargets(browser, url, scenario, await sessionFor(scenario));
      const product: number[] = [];
      const productPaint: number[] = [];
      const floor: number[] = [];
      const productOffer: number[] = [];
      const floorOffer: number[] = [];
      const tapFloorUrl = `${server.url}${tapFloors[scenario.route]}`;
      const tapFloorAt = await tapTargets(browser, tapFloorUrl, scenario);
      const tapFloor: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const visit = await timeToWorkingTap(browser, url, scenario, at, await sessionFor(scenario));
        product.push(visit.works);
        productPaint.push(visit.firstPaint);
        if (visit.offer !== undefined) productOffer.push(visit.offer);
        const floorVisit = await floorPaints(browser, `${server.url}${floors[scenario.route]}`, scenario);
        floor.push(floorVisit.firstPaint);
        if (floorVisit.offer !== undefined) floorOffer.push(floorVisit.offer);
        tapFloor.push((await timeToWorkingTap(browser, tapFloorUrl, scenario, tapFloorAt)).works);
      }
      const floorPaint = median(floor);
      const floorWorks = median(tapFloor);
      figures.push({
        name: `${scenario.route} '${scenario.control}' works`,
        value: median(product),
        unit: 'ms',
        floor: floorWorks,
        ...(scenario.paintBudget ? {} : { budget: { limit: Math.round(floorWorks * BUDGET_RATIO), kind: 'max' } }),
      });
      if (scenario.paintBudget) {
        figures.push({
          name: `${scenario.route} "${scenario.paintBudget.shows}" painted (a cold visit, a stored session)`,
          value: median(productOffer),
          unit: 'ms',
          floor: median(floorOffer),
          budget: { limit: Math.round(median(floorOffer) * scenario.paintBudget.ratio), kind: 'max' },
        });
      }
      figures.push({
        name: `${scenario.route} '${scenario.control}' works ÷ the floor's first paint (the issue's first reading)`,
        value: median(product) / floorPaint,
        unit: '×',
      });
      figures.push({
        name: `${scenario.route} '${scenario.control}' works on the tap floor ÷ the floor's first paint (the harness's own)`,
        value: floorWorks / floorPaint,
        unit: '×',
      });
      figures.push({
        name: `${scenario.route} first paint`,
        value: median(productPaint),
        unit: 'ms',
        floor: floorPaint,
      });
    }
    figures.push(
      ...(await measureReachedSubscribe({
        browser,
        baseUrl: server.url,
        mailbox,
        requests: CHECKOUT_PATH,
        runs: RUNS,
      })),
    );
    return {
      id: 'first-tap',
      title: `Time to a working first tap (Playwright, ${CPU_SLOWDOWN}× CPU, median of ${RUNS})`,
      figures,
      notes: [
        `From navigation start until a tap takes effect ('Começar' starts the navigation to /SignIn; an empty 'Entrar' shows its message; on /Assinar, with the CPF typed as soon as its field takes it (a tap on the field, then the text), 'Gerar código PIX' sends the checkout request, timed at the request's start); the bench taps every ${TAP_INTERVAL_MS} ms from the first paint, as raw input at the places a first visit measured (no Playwright locator: its injected script compiles on each new page, 0.5–2 s at 4× CPU). A fresh context (cold cache) each run, of a person who has answered the first-launch privacy notice (on a first launch it covers 'Começar'); on /Assinar a new unpaid subscriber each run, signed in in this browser (its tokens and user kept as the app keeps them at a sign-in), no service worker.`,
        `Floor: the tap floor, the screen's text as a static page with the control working by the least a page can do ('Começar' a plain link; 'Entrar' a button with a deferred short script that shows the message; 'Gerar código PIX' a button whose script POSTs to the checkout path, next to a plain CPF field typed into the same way), opened, timed and tapped the same way in the same run; budget ${BUDGET_RATIO}× its time to a working tap (issue #49 item 2).`,
        `The issue first read the budget against the static page's first paint: no page can meet that here, the tap floor itself measures about 1.4–1.5× (the paint reaching the bench through the console, and a tap going through at 4× CPU, are the harness's own). Both ratios stay in the report; first paints are measured on the static page without the control.`,
        `/Assinar's cold visit (the renewal e-mail's link, a stored session) is budgeted on the paint of its offer (the frame after 'Gerar código PIX' is in the document, on the product and its static floor alike), ≤ 1.5× the floor's; its tap is reported, not budgeted (#72 item 1).`,
        `/Assinar as reached: a new subscriber signs up in the throttled browser (untimed), types the mailed code; from the tap on 'Confirmar' until 'Gerar código PIX' sends the checkout request, the CPF typed as soon as /Assinar's form is in the document. Floor: a static code page whose 'Confirmar' is a plain link to /Assinar's tap floor, timed the same way in alternated runs; budget 1.3× (#72 item 1).`,
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
    await mailbox.close();
    await rm(dist, { recursive: true, force: true });
  }
}
