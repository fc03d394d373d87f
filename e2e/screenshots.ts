/**
 * `npm run screenshots`: drives system Chromium at 390x844 through the main screens of a
 * freshly started product, and through the staff desk at 1280 and 390 px in both themes
 * (support/desk-screenshots.ts), and writes PNGs to docs/screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { CHROMIUM_ARGS } from './playwright.config';
import { shootTheDesk } from './support/desk-screenshots';
import globalSetup from './support/global-setup';
import { signIn } from './support/sign-in';

const OUT = path.resolve(import.meta.dirname, '../docs/screenshots');

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

const teardown = await globalSetup();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  await mkdir(OUT, { recursive: true });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    baseURL: process.env.E2E_BASE_URL,
  });
  const page = await context.newPage();
  await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
  await shoot(page, 'onboarding');
  // The first-launch notice belongs to the first screen only: answered, it stays out of the rest.
  await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Agora não' }).click();
  await page.goto(webPaths.signUp);
  await shoot(page, 'sign-up');
  await signIn(page);
  await page.getByRole('heading', { name: 'Saúde e bem-estar' }).waitFor();
  await shoot(page, 'dashboard');
  await page.getByRole('button', { name: 'Telemedicina' }).click();
  await shoot(page, 'coverage-sheet');
  const sheet = page.getByRole('dialog', { name: 'Telemedicina' });
  await sheet.getByText('Em carência', { exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, 'request-waiting-period');
  await page.keyboard.press('Escape');
  await page.request.post('/api/atendimentos', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_token') ?? '')}`,
      'idempotency-key': `screenshot-${Date.now()}`,
    },
    data: { coverageId: 'suporte-online', note: 'Meu roteador não conecta' },
  });
  await page.goto(webPaths.myServiceRequests);
  await page
    .getByText(/Protocolo \d{4}-\d{6}/)
    .first()
    .waitFor();
  await shoot(page, 'my-requests');
  await page.goto(webPaths.memberCard);
  await page.getByRole('img', { name: /Código QR/ }).waitFor();
  await shoot(page, 'member-card');
  await page.goto(webPaths.tabNavigator);
  await page.getByRole('heading', { name: 'Saúde e bem-estar' }).waitFor();
  await page.getByRole('button', { name: 'Lara Gamer' }).click();
  await shoot(page, 'partner-bio');
  await page.keyboard.press('Escape');
  await page.goto(webPaths.profile);
  await shoot(page, 'profile');
  await page.goto(webPaths.openNewLoan);
  await shoot(page, 'open-new-loan');
  await page.goto(webPaths.cardMenu);
  await shoot(page, 'card-menu');
  await shootTheDesk(browser, shoot);
} finally {
  await browser.close();
  await teardown();
}
