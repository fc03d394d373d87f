import { answered, TEST_CPF } from '@game-assist/test-support';
import { violations } from '../support/axe';
import { deskToasts } from '../support/desk';
import { expect, test } from '../support/fixtures';
import { waitForMessage } from '../support/mailbox';
import { ownServerWithCashier, paidSubscriberApi } from '../support/own-server';
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
 * 'Assinantes' (#67) at a staff member's desk: a server of the spec's own at http://localhost (staff
 * passkeys), its cashier an OPERATOR_EMAILS operator who confirms the subscriber's first payment.
 */
const { server, cashier: CASHIER } = ownServerWithCashier('lookup', 'caixa-busca');

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A paying subscriber with an open request, who then asked for a renewal's PIX code: it waits for the money. */
async function subscriberWithRequestAndPix() {
  const subscriber = newSubscriber('assinante-busca', 'Marina', 'Busca');
  const api = await paidSubscriberApi(server, CASHIER, subscriber);
  const { protocol } = answered(
    'POST /api/atendimentos',
    await api.POST('/api/atendimentos', {
      params: { header: { 'idempotency-key': `busca-${unique()}` } },
      body: { coverageId: 'suporte-online', note: 'Meu roteador não conecta.' },
    }),
  );
  const { charge } = answered(
    'checkout',
    await api.POST('/api/assinatura/checkout', {
      params: { header: { 'idempotency-key': `busca-${unique()}` } },
      body: { method: 'pix', cpf: TEST_CPF },
    }),
  );
  const pixCode = charge.pix?.copiaECola;
  if (!pixCode) throw new Error('the renewal charge has no PIX code');
  return { subscriber, protocol, pixCode, name: `${subscriber.firstName} ${subscriber.lastName}` };
}

test.describe("/Operador 'Assinantes'", () => {
  test("an atendimento finds a subscriber by a request's protocol, opens their page, shows the CPF and resends the PIX code to their mailbox; axe finds nothing in either theme", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    const { subscriber, protocol, pixCode, name } = await subscriberWithRequestAndPix();

    // The administrador invites an atendimento, who makes their staff passkey.
    const admin = await personsBrowser(browser, server.baseUrl);
    await codeSignIn(admin, ADMIN);
    await enterWithNewStaffPasskey(admin);
    await openTab(admin, 'Equipe');
    const invited = await inviteToTheTeam(admin, 'Atendimento', ['atendimento', 'Ana', 'Atende']);
    await admin.context().close();
    const desk = await joinTheTeam(browser, server.baseUrl, invited);
    await expect(deskTabs(desk)).toHaveText(['Atendimentos', 'Assinantes']);

    await openTab(desk, 'Assinantes');
    const box = desk.getByRole('textbox', { name: /^Nome, e-mail, CPF/ });
    await expect(desk.getByText(/Digite ao menos 3 caracteres e tecle Enter/)).toBeVisible();
    found['Assinantes, light'] = await violations(desk);

    // The protocol, typed and sent with Enter: never in the address.
    await box.fill(protocol);
    await box.press('Enter');
    const row = desk.getByRole('table', { name: 'Assinantes encontrados' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Protocolo de atendimento');
    await expect(row).toContainText('Ativa');
    expect(desk.url()).not.toContain(protocol);
    expect(desk.url()).toMatch(/\?aba=assinantes$/);
    found['Assinantes, a result, light'] = await violations(desk);

    // Their page: the account, the request, the paid charge and the pending one; the CPF masked.
    await row.getByRole('button').first().click();
    const panel = desk.getByRole('region', { name, exact: true });
    const part = (title: string) => panel.getByRole('region', { name: title, exact: true });
    await expect(part('Conta')).toContainText(subscriber.email);
    await expect(part('Conta')).toContainText('***.982.247-**');
    await expect(part('Atendimentos')).toContainText(`${protocol} · Aberto`);
    await expect(part('Atendimentos')).toContainText('Suporte Online · aberto em');
    await expect(part('Cobranças').getByRole('listitem')).toHaveCount(2);
    await expect(part('Cobranças')).toContainText('Pendente');
    await expect(part('Cobranças')).toContainText('Paga');
    await expect(part('E-mails enviados')).toContainText('Recibo do seu pagamento');
    found['Assinantes, a page open, light'] = await violations(desk);

    // 'Mostrar': the CPF in full.
    await panel.getByRole('button', { name: 'Mostrar' }).click();
    await expect(part('Conta')).toContainText(TEST_CPF);
    await expect(panel.getByRole('button', { name: 'Mostrar' })).toHaveCount(0);

    // 'Reenviar o código PIX', with its reason: the subscriber's mailbox gets the pending charge's code.
    await panel.getByRole('button', { name: 'Reenviar o código PIX' }).click();
    const resend = panel.getByRole('form', { name: 'Reenviar o código PIX' });
    await resend.getByLabel('Motivo').fill('Pediu o código de novo por telefone.');
    found['Assinantes, an action open, light'] = await violations(desk);
    await resend.getByRole('button', { name: 'Confirmar' }).click();
    await expect(deskToasts(desk)).toContainText('reenviado');
    await expect(resend).toHaveCount(0);
    const mail = await waitForMessage(subscriber.email, (text) => text.includes('reenviássemos o código PIX'));
    expect(mail).toContain(pixCode);

    // The dark theme: a dark page, and nothing for axe.
    await desk.emulateMedia({ colorScheme: 'dark' });
    const background = await desk.evaluate(() =>
      (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
        .slice(0, 3)
        .reduce((sum, value) => sum + Number(value), 0),
    );
    expect(background).toBeLessThan(3 * 64);
    found['Assinantes, a page open, dark'] = await violations(desk);
    await panel.getByRole('button', { name: 'Fechar' }).click();
    found['Assinantes, a result, dark'] = await violations(desk);
    await desk.context().close();
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
  });
});
