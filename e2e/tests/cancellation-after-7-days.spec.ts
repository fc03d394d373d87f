import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { createConfirmedAccount, payThroughTheOperator } from '@game-assist/test-support';
import { expect, skipFirstLaunch, test, waitForAppOnNavigation } from '../support/fixtures';
import { waitForCode, waitForMessage } from '../support/mailbox';
import { readQr } from '../support/member-card';
import { startOwnServer } from '../support/own-server';
import { signIn } from '../support/sign-in';
import { newSubscriber } from '../support/subscribe';

const DAY = 24 * 60 * 60_000;
/** The server reads its clock file again within 100 ms (apps/api/src/lib/clock.ts). */
const CLOCK_READ_MS = 150;

/** Noon in São Paulo (UTC−3) of a DD/MM/AAAA date. */
function noonInSaoPaulo(brDate: string): Date {
  const [day, month, year] = brDate.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 15));
}

/**
 * Its own server, run with TEST_CLOCK_FILE (refused in production): the test moves the server's
 * time by writing the offset in milliseconds, and the clinic's phone is given the same date.
 */
test.describe('cancelling after the 7 days', () => {
  test.setTimeout(240_000);

  test('the subscription is not renewed and the card stays valid until its last paid day, then not', async ({
    browser,
  }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'e2e-cancel-clock-'));
    const clockFile = path.join(dir, 'clock');
    await writeFile(clockFile, '0');
    const stamp = `${Date.now()}-${process.pid}`;
    const operator = { email: `operador-cancel-${stamp}@exemplo.com.br`, firstName: 'Otto', lastName: 'Caixa' };
    const server = await startOwnServer({
      name: 'cancel',
      nodeEnv: 'test',
      env: { OPERATOR_EMAILS: operator.email, TEST_CLOCK_FILE: clockFile },
    }).catch(async (error: unknown) => {
      await rm(dir, { recursive: true, force: true });
      throw error;
    });
    const baseUrl = server.baseUrl;
    let offset = 0;
    const moveServerTo = async (at: Date) => {
      offset = at.getTime() - Date.now();
      await writeFile(clockFile, String(offset));
      await new Promise((resolve) => setTimeout(resolve, CLOCK_READ_MS));
    };
    const contexts: BrowserContext[] = [];
    const newContext = async (on: Browser) => {
      const context = await on.newContext({ baseURL: baseUrl });
      await skipFirstLaunch(context);
      contexts.push(context);
      return context;
    };
    try {
      await createConfirmedAccount(baseUrl, operator, (email) => waitForCode(email, 0, 60_000));
      const member = newSubscriber('fim-do-periodo', 'Caio', 'Fica');
      await createConfirmedAccount(baseUrl, member, (email) => waitForCode(email, 0, 60_000));
      await payThroughTheOperator(baseUrl, member.email, operator);
      await waitForMessage(member.email, (mail) => mail.includes('Recebemos o seu pagamento'), 60_000);

      // Eight days after the payment: the withdrawal window has closed.
      await moveServerTo(new Date(Date.now() + 8 * DAY));
      const page = await (await newContext(browser)).newPage();
      waitForAppOnNavigation(page);
      await signIn(page, member);
      await page.goto(webPaths.memberCard);
      const cardUrl = await readQr(page);

      await page.goto(webPaths.myPlan);
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      const sheet = page.getByRole('dialog', { name: 'Cancelar assinatura' });
      await expect(sheet.getByText('A assinatura não será renovada e nada mais será cobrado.')).toBeVisible();
      const until = sheet.getByText(/^Tudo continua valendo, inclusive a carteirinha, até \d{2}\/\d{2}\/\d{4}\.$/);
      await expect(until).toBeVisible();
      const lastDay = /\d{2}\/\d{2}\/\d{4}/.exec((await until.textContent()) ?? '')?.[0] ?? '';
      // A year of cover from the payment: the last day is 358 days after 'now' (8 days later) or so.
      expect(noonInSaoPaulo(lastDay).getTime() - (Date.now() + offset)).toBeGreaterThan(350 * DAY);
      await expect(sheet.getByLabel(/chave PIX/)).toHaveCount(0);
      await sheet.getByLabel('Por que você está cancelando? (opcional)').fill('Vou me mudar.');
      await sheet.getByRole('button', { name: 'Confirmar cancelamento' }).click();
      await expect(sheet.getByText(/^Cancelamento registrado\. Protocolo CAN-\d{4}-\d{6}\.$/)).toBeVisible();
      await expect(
        sheet.getByText(`Sua assinatura não será renovada e vale até ${lastDay}.`, { exact: false }),
      ).toBeVisible();
      await sheet.getByRole('button', { name: 'Fechar' }).click();
      await expect(
        page.getByText(`Cancelamento pedido: a assinatura não será renovada e vale até ${lastDay}.`, { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Desfazer cancelamento' })).toBeVisible();

      // A clinic checks the card now, and on its last day: valid; the day after: not.
      const check = async (url: string, at: Date) => {
        const clinic = await newContext(browser);
        await clinic.clock.setFixedTime(at);
        const phone = await clinic.newPage();
        await phone.goto(url);
        return phone;
      };
      let phone = await check(cardUrl, new Date(Date.now() + offset));
      await expect(phone.getByText('Carteirinha válida')).toBeVisible({ timeout: 10_000 });
      await expect(phone.getByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeVisible();

      // On the last day the subscriber's app shows the card of the day (cards are short-lived and
      // renewed online), signed in again as a year has passed.
      await moveServerTo(noonInSaoPaulo(lastDay));
      const later = await (await newContext(browser)).newPage();
      waitForAppOnNavigation(later);
      await signIn(later, member);
      await later.goto(webPaths.memberCard);
      const lastCardUrl = await readQr(later);
      phone = await check(lastCardUrl, noonInSaoPaulo(lastDay));
      await expect(phone.getByText('Carteirinha válida')).toBeVisible({ timeout: 10_000 });
      await expect(phone.getByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeVisible();

      const dayAfter = new Date(noonInSaoPaulo(lastDay).getTime() + DAY);
      await moveServerTo(dayAfter);
      phone = await check(lastCardUrl, dayAfter);
      await expect(phone.getByText('Carteirinha inválida')).toBeVisible({ timeout: 10_000 });
    } finally {
      for (const context of contexts) await context.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
