import { answered, apiClient, createConfirmedAccount, TEST_CPF, TEST_PASSWORD } from '@game-assist/test-support';
import { violations } from '../support/axe';
import { deskToasts, openDeskRow } from '../support/desk';
import { expect, test } from '../support/fixtures';
import { waitForCode } from '../support/mailbox';
import { startOwnServer, type OwnServer } from '../support/own-server';
import {
  ADMIN,
  codeSignIn,
  deskTabs,
  enterWithNewStaffPasskey,
  inviteToTheTeam,
  joinTheTeam,
  openTab,
  personsBrowser,
} from '../support/staff';
import { newSubscriber } from '../support/subscribe';

/**
 * Staff (#66): WebAuthn refuses an IP address as a site, so this spec starts the built product at
 * http://localhost, as a test run (the seeded administrador `operador@gameassist.local`).
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ name: 'staff', host: 'localhost', nodeEnv: 'test' });
});

test.afterAll(async () => {
  await server?.close();
});

/** A subscriber who asked for a PIX code: their charge waits for the money (through the API, as an app does). */
async function pendingPixCharge(): Promise<string> {
  const payer = newSubscriber('pagante-equipe', 'Paulo', 'Pix');
  await createConfirmedAccount(server.apiUrl, payer, (email) => waitForCode(email));
  const session = answered(
    'login',
    await apiClient(server.apiUrl).POST('/api/login', { body: { email: payer.email, password: TEST_PASSWORD } }),
  );
  answered(
    'checkout',
    await apiClient(server.apiUrl, session.access_token).POST('/api/assinatura/checkout', {
      params: { header: { 'idempotency-key': `equipe-${Date.now()}` } },
      body: { method: 'pix', cpf: TEST_CPF },
    }),
  );
  return payer.email;
}

test.describe('/Operador, the staff', () => {
  test('the administrador invites a financeiro, who makes a staff passkey, sees only their tabs and confirms a PIX charge; Auditoria shows it; axe finds nothing on Equipe and Auditoria in either theme', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    const payer = await pendingPixCharge();

    // The seeded administrador: the e-mailed code, then the staff passkey made at the gate.
    const admin = await personsBrowser(browser, server.baseUrl);
    await codeSignIn(admin, ADMIN);
    await enterWithNewStaffPasskey(admin);
    await expect(deskTabs(admin)).toHaveText([
      'Atendimentos',
      'Cobranças',
      'Reembolsos',
      'Afiliados',
      'Assinantes',
      'Indicadores',
      'Equipe',
      'Catálogo',
      'Auditoria',
    ]);

    // 'Equipe': the invitation, as financeiro, of an address with no account yet.
    await openTab(admin, 'Equipe');
    found['Equipe, light'] = await violations(admin);
    const invited = await inviteToTheTeam(admin, 'Financeiro', ['financeiro', 'Fabiana', 'Finanças']);
    found['Equipe with an invitation, light'] = await violations(admin);
    // The invited person signs up with the address (the e-mailed code), then makes their staff passkey.
    const person = await joinTheTeam(browser, server.baseUrl, invited);
    await expect(deskTabs(person)).toHaveText(['Cobranças', 'Reembolsos', 'Afiliados', 'Assinantes', 'Indicadores']);
    await expect(person.getByRole('button', { name: 'Equipe' })).toHaveCount(0);
    await expect(person.getByRole('button', { name: 'Auditoria' })).toHaveCount(0);

    // They confirm the subscriber's PIX charge.
    await openTab(person, 'Cobranças');
    const charge = await openDeskRow(person, payer);
    await charge.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await expect(deskToasts(person)).toContainText('Recebimento confirmado:');
    await person.context().close();

    // 'Auditoria': the confirmation, by that person, as financeiro.
    await openTab(admin, 'Auditoria');
    const entries = admin.getByRole('table', { name: 'Entradas da auditoria' });
    const entry = entries.getByRole('row').filter({ hasText: 'Confirmou uma cobrança' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(invited.email);
    await expect(entry).toContainText('Financeiro');
    found['Auditoria, light'] = await violations(admin);
    await entry.getByRole('button').first().click();
    const detail = admin.getByRole('region', { name: /^Entrada nº \d+ · Confirmou uma cobrança/ });
    await expect(detail).toContainText(invited.email);
    await expect(detail).toContainText('cobranca.confirmar');
    found['Auditoria, an entry open, light'] = await violations(admin);

    // The dark theme, in the same browser (its authenticator holds the staff passkey): a dark page.
    await admin.emulateMedia({ colorScheme: 'dark' });
    // The theme follows the browser's a moment later (a listener sets it): asked until it has.
    await expect
      .poll(() =>
        admin.evaluate(() =>
          (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
            .slice(0, 3)
            .reduce((sum, part) => sum + Number(part), 0),
        ),
      )
      .toBeLessThan(3 * 64);
    found['Auditoria, an entry open, dark'] = await violations(admin);
    await openTab(admin, 'Equipe');
    found['Equipe with an invitation, dark'] = await violations(admin);
    await openTab(admin, 'Auditoria');
    found['Auditoria, dark'] = await violations(admin);
    await admin.context().close();
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
  });
});
