import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { answered, apiClient, createConfirmedAccount, TEST_CPF, TEST_PASSWORD } from '@game-assist/test-support';
import { startFakeAsaas, type FakeAsaas } from '../../apps/api/src/test/fake-asaas';
import { expectNoViolations, violations } from '../support/axe';
import { expect, skipFirstLaunch, test, waitForAppOnNavigation } from '../support/fixtures';
import { waitForCode, waitForMessage } from '../support/mailbox';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { signIn } from '../support/sign-in';
import {
  ADMIN,
  codeSignIn,
  enterWithNewStaffPasskey,
  inviteToTheTeam,
  joinTheTeam,
  openTab,
  personsBrowser,
} from '../support/staff';
import { newSubscriber } from '../support/subscribe';

const DATE = /\d{2}\/\d{2}\/\d{4}/;

/**
 * Its own server with Asaas configured as the payment provider, pointed at the fake Asaas the API's
 * tests use (apps/api/src/test/fake-asaas.ts), which posts its events to the server's webhook with the token.
 * The payer's bank is the fake's `pixAutomatic` actions: what a person does in their bank app.
 */
test.describe('PIX Automático', () => {
  test.setTimeout(180_000);

  let fake: FakeAsaas;
  let server: OwnServer;
  test.beforeAll(async () => {
    const token = randomBytes(24).toString('hex');
    fake = await startFakeAsaas();
    server = await startOwnServer({
      name: 'pix-automatico',
      // Staff passkeys (the central's test below) need a site name and the seeded administrador.
      host: 'localhost',
      nodeEnv: 'test',
      env: { ASAAS_API_URL: fake.url, ASAAS_API_KEY: fake.apiKey, ASAAS_WEBHOOK_TOKEN: token },
    }).catch(async (error: unknown) => {
      await fake.close();
      throw error;
    });
    fake.webhook = { url: `${server.apiUrl}/api/pagamentos/asaas/webhook`, token };
  });
  test.afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  test("/Assinar → mensal → the payer authorises in the bank → 'ativa' on /MeuPlano → Desativar cancels it at Asaas", async ({
    browser,
  }) => {
    const member = newSubscriber('pix-automatico', 'Márcia', 'Mensal');
    await createConfirmedAccount(server.apiUrl, member, (email) => waitForCode(email, 0, 60_000));
    let context: BrowserContext | undefined;
    try {
      context = await browser.newContext({ baseURL: server.baseUrl });
      await skipFirstLaunch(context);
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      await signIn(page, member);
      await page.goto(webPaths.subscribe);

      // Beside the year by PIX and the card; what is debited, when and how to stop, before the code.
      await page.getByRole('radio', { name: /PIX Automático — mensal/ }).check();
      await expect(page.getByRole('radio', { name: /PIX Automático — mensal/ })).toBeChecked();
      await expect(page.getByText(/12 × R\$\s10,90 por ano/)).toBeVisible();
      const terms = page.getByRole('region', { name: 'Como funciona o PIX Automático — mensal' });
      await expect(terms).toContainText('todo mês, no mesmo dia do mês em que você paga hoje');
      await expect(terms).toContainText('Desativar renovação automática');
      await expectNoViolations(page, "/Assinar with 'PIX Automático — mensal' chosen");
      await page.getByLabel('CPF').pressSequentially('52998224725');
      await page.getByRole('button', { name: 'Gerar código PIX' }).click();
      await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Como funciona o PIX Automático — mensal' })).toBeVisible();
      await expect(page.getByText(/^R\$\s10,90$/)).toBeVisible();
      await expectNoViolations(page, "/Assinar's PIX Automático code");
      expect(fake.authorizations).toHaveLength(1);

      // The payer pays the QR code in their bank: the first month received, the authorisation active.
      await fake.pixAutomatic.payerAuthorises();
      await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible({ timeout: 20_000 });

      await page.goto(webPaths.myPlan);
      const active = page.getByRole('region', { name: 'Renovação automática: ativa (PIX Automático)' });
      await expect(active).toBeVisible();
      await expect(active.getByText(new RegExp(`^Próximo débito: R\\$\\s10,90 em ${DATE.source}\\.$`))).toBeVisible();
      await expectNoViolations(page, "/MeuPlano with 'Renovação automática: ativa'");

      await active.getByRole('button', { name: 'Desativar renovação automática' }).click();
      const sheet = page.getByRole('dialog', { name: 'Desativar renovação automática' });
      await expect(sheet.getByText(/o prazo para desativar antes dele é \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
      await expect(sheet.getByText(/até \d{2}\/\d{2}\/\d{4}: o fim do que já foi pago\./)).toBeVisible();
      await expectNoViolations(page, "the 'Desativar renovação automática' sheet");
      await sheet.getByRole('button', { name: 'Confirmar desativação' }).click();
      await expect(page.getByText(/^Renovação automática desativada: nada mais será debitado\./)).toBeVisible();
      const off = page.getByRole('region', { name: 'Renovação automática: desativada (PIX Automático)' });
      await expect(off).toContainText('Você desativou a renovação automática: nada mais será debitado.');
      await expect(off.getByRole('button', { name: 'Desativar renovação automática' })).toHaveCount(0);
      await expectNoViolations(page, "/MeuPlano with 'Renovação automática: desativada'");

      // The fake Asaas received the cancellation of that authorisation.
      const cancelled = `/v3/pix/automatic/authorizations/${fake.authorizations[0]?.id ?? ''}`;
      await expect
        .poll(() => fake.requests.some((request) => request.method === 'DELETE' && request.path === cancelled), {
          timeout: 30_000,
        })
        .toBe(true);
      expect(fake.authorizations[0]?.status).toBe('CANCELLED');
    } finally {
      await context?.close();
    }
  });

  test("the central's 'Assinantes' page shows the monthly subscriber's authorisation and each charge as a month; axe finds nothing in either theme", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    const member = newSubscriber('pix-automatico-ficha', 'Mirela', 'Mensal');
    await createConfirmedAccount(server.apiUrl, member, (email) => waitForCode(email, 0, 60_000));
    const session = answered(
      'login',
      await apiClient(server.apiUrl).POST('/api/login', { body: { email: member.email, password: TEST_PASSWORD } }),
    );
    answered(
      'checkout',
      await apiClient(server.apiUrl, session.access_token).POST('/api/assinatura/checkout', {
        params: { header: { 'idempotency-key': `ficha-${randomBytes(6).toString('hex')}` } },
        body: { method: 'pix', cpf: TEST_CPF, autoRenewal: 'mensal' },
      }),
    );
    await fake.pixAutomatic.payerAuthorises();
    const receipt = await waitForMessage(member.email, (mail) => mail.includes('Recebemos o seu pagamento'));
    expect(receipt).toMatch(/Forma de pagamento: PIX Automático — mensal\s+Período: [a-z]{3}\/\d{4}/);

    // The administrador invites an atendimento, who looks the subscriber up.
    const admin = await personsBrowser(browser, server.baseUrl);
    await codeSignIn(admin, ADMIN);
    await enterWithNewStaffPasskey(admin);
    await openTab(admin, 'Equipe');
    const invited = await inviteToTheTeam(admin, 'Atendimento', ['atendimento-pix', 'Alice', 'Atende']);
    await admin.context().close();
    const desk = await joinTheTeam(browser, server.baseUrl, invited);
    try {
      await openTab(desk, 'Assinantes');
      const box = desk.getByRole('textbox', { name: /^Nome, e-mail, CPF/ });
      await box.fill(member.email);
      await box.press('Enter');
      const name = `${member.firstName} ${member.lastName}`;
      const row = desk
        .getByRole('table', { name: 'Assinantes encontrados' })
        .getByRole('row')
        .filter({ hasText: name });
      await row.getByRole('button').first().click();
      const panel = desk.getByRole('region', { name, exact: true });
      const part = (title: string) => panel.getByRole('region', { name: title, exact: true });
      await expect(part('PIX Automático')).toContainText('PIX Automático — mensal · ativa');
      await expect(part('PIX Automático')).toContainText(
        new RegExp(`Próximo débito\\s*R\\$\\s10,90 em ${DATE.source} · desativável até ${DATE.source}`),
      );
      await expect(part('Cobranças').getByRole('listitem')).toHaveCount(1);
      await expect(part('Cobranças')).toContainText(/R\$\s10,90 · PIX Automático — mensal · [a-z]{3}\/\d{4} · Paga/);
      found['Assinantes, a monthly subscriber, light'] = await violations(desk);
      await desk.emulateMedia({ colorScheme: 'dark' });
      found['Assinantes, a monthly subscriber, dark'] = await violations(desk);
    } finally {
      await desk.context().close();
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
  });
});
