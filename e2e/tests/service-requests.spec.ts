import { apiPaths, type CatalogueResponse, SERVICE_REQUEST_PAGE_SIZE, webPaths } from '@game-assist/contracts';
import { expect, test, waitForAppOnNavigation } from '../support/fixtures';
import { messagesFor } from '../support/mailbox';
import { deskToasts, openDeskRow } from '../support/desk';
import { operatorAccount, signIn } from '../support/sign-in';
import { expectNoViolations } from '../support/axe';
import { looksPrimary } from '../support/looks';

test.describe('service requests', () => {
  test('told when Telemedicina opens; a protocol and a deadline for Suporte Online; listed, scheduled by an operator, notified, followed, written about, cancelled', async ({
    page,
    browser,
  }) => {
    // Three people's sessions (the subscriber's and the queue operator's by code, the payment's
    // confirmation by password) and four mails: 16 s on a quiet machine, past the default minute on
    // a slow CI host.
    test.setTimeout(180_000);
    const account = await signIn(page);

    // Day one: Telemedicina is in its waiting period, and the sheet says until when.
    await page.getByRole('button', { name: 'Telemedicina' }).click();
    const telemedicina = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(telemedicina.getByText(/0 de 1 usados este mês · Carência até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // Said before any form, with its date: nothing to type in vain.
    await expect(telemedicina.getByRole('status')).toHaveText(
      /^Em carênciaEste benefício está em carência até \d{2}\/\d{2}\/\d{4}.*Você poderá pedir o atendimento a partir dessa data\.$/,
    );
    await expect(telemedicina.getByRole('button', { name: 'Solicitar Atendimento' })).toHaveCount(0);
    await expect(telemedicina.getByLabel('O que você precisa?')).toHaveCount(0);
    await expect(telemedicina.getByRole('link', { name: /^Ligar:/ })).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');

    // Suporte Online has no waiting period: a protocol at once.
    const techSupport = page.getByRole('region', { name: 'Suporte técnico' });
    await techSupport.getByRole('button', { name: /^Ver todas/ }).click();
    await techSupport.getByRole('button', { name: 'Suporte Online' }).click();
    const online = page.getByRole('dialog', { name: 'Suporte Online' });
    await online.getByRole('button', { name: 'Solicitar Atendimento' }).click();
    await online.getByLabel('O que você precisa?').fill('Meu roteador não conecta');
    await online.getByRole('button', { name: 'Enviar pedido' }).click();
    const confirmation = online.getByRole('status');
    await expect(confirmation).toHaveText(/Pedido enviado!Protocolo \d{4}-\d{6}\. Resposta até \d{2}\/\d{2}\/\d{4}\./);
    // One tap, one request: no second 'Solicitar Atendimento' under the confirmation.
    await expect(online.getByRole('button', { name: 'Solicitar Atendimento' })).toHaveCount(0);
    const protocol = /(\d{4}-\d{6})/.exec((await confirmation.textContent()) ?? '')?.[1] ?? '';

    await online.getByRole('link', { name: 'Acompanhar meus atendimentos' }).click();
    await page.waitForURL(`**${webPaths.myServiceRequests}`);
    const item = page.getByRole('listitem').filter({ hasText: protocol });
    await expect(item.getByRole('heading', { name: 'Suporte Online' })).toBeVisible();
    // The status chip (the timeline's first step says it too).
    await expect(item.getByText('Aberto', { exact: true }).first()).toBeVisible();
    await expect(item.getByText('Meu roteador não conecta')).toBeVisible();
    await expect(item.getByText(/^Resposta até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    // Following it is the card's primary action; cancelling is the quiet one beside it.
    expect(await looksPrimary(item.getByRole('link', { name: 'Acompanhar e enviar mensagem' }))).toBe(true);
    expect(await looksPrimary(item.getByRole('button', { name: 'Cancelar atendimento' }))).toBe(false);

    // An operator, in their own browser, schedules it with a note.
    const operatorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const operatorPage = await operatorContext.newPage();
    waitForAppOnNavigation(operatorPage);
    const operator = await operatorAccount();
    await signIn(operatorPage, operator);
    await operatorPage.goto(webPaths.operator);
    const queued = operatorPage.getByRole('row').filter({ hasText: protocol });
    await expect(queued.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
    const panel = await openDeskRow(operatorPage, protocol);
    await expect(panel.getByText(`${account.firstName} ${account.lastName}`, { exact: false })).toBeVisible();
    await expect(panel.getByText(/^Resposta até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    // Refusing asks for the reason first; the request stays in the queue.
    await panel.getByRole('button', { name: 'Recusar' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Escreva o motivo da recusa: o assinante precisa saber por quê.');
    await panel.getByLabel(/^Observação ou motivo para o assinante/).fill('Técnico liga amanhã às 10h.');
    await panel.getByRole('button', { name: 'Mover para Agendado' }).click();
    // It leaves the open requests' list, and a toast says where it went.
    await expect(deskToasts(operatorPage)).toContainText(`Atendimento ${protocol} movido para Agendado.`);
    await expect(operatorPage.getByRole('row').filter({ hasText: protocol })).toHaveCount(0);
    await operatorContext.close();

    // The subscriber gets the e-mail and the badge, and reads the notification.
    await expect
      .poll(async () => (await messagesFor(account.email)).some((mail) => mail.includes('Atendimento agendado')))
      .toBe(true);
    await page.goto(webPaths.tabNavigator);
    const tab = page.getByRole('tab', { name: /^Notificações/ });
    // The payment's, the opening's and the scheduling's.
    await expect(tab).toContainText('3 não lidas');
    await tab.click();
    const notifications = page.getByRole('list', { name: 'Notificações' });
    const scheduled = notifications.getByRole('listitem').first();
    await expect(scheduled.getByRole('heading')).toHaveText('Não lida: Atendimento agendado');
    await expect(scheduled).toContainText('Observação: Técnico liga amanhã às 10h.');
    await scheduled.getByRole('button', { name: 'Marcar como lida' }).click();
    await expect(tab).toContainText('2 não lidas');

    // The notification leads to the request: its timeline, a message to the central, and cancelling.
    await scheduled.getByRole('link', { name: 'Ver atendimento' }).click();
    await page.waitForURL(/\/MeusAtendimentos\/[0-9a-f-]{36}$/);
    const mine = page.getByRole('article', { name: 'Suporte Online' });
    await expect(mine.getByText('Agendado', { exact: true }).first()).toBeVisible();
    await expect(mine.getByText(`Protocolo ${protocol}`, { exact: false })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Andamento' }).getByRole('listitem');
    await expect(steps.last()).toHaveText(/^Agendado.* · pela centralTécnico liga amanhã às 10h\.$/);
    await mine.getByLabel('Sua mensagem (sem anexos)').fill('Pode ser às 11h?');
    await mine.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(mine.getByText('Mensagem enviada.')).toBeVisible();
    await expect(steps.last()).toContainText('Pode ser às 11h?');
    await expectNoViolations(page, 'the request screen');
    await mine.getByRole('button', { name: 'Cancelar atendimento' }).click();
    await mine.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(mine.getByText('Cancelado', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Atendimento cancelado.' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancelar atendimento' })).toHaveCount(0);
  });

  test('more than a page of requests and notifications: the rest come with "Mostrar mais", the focus on the first of them', async ({
    page,
  }) => {
    await signIn(page);
    const authorization = `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_token'))}`;
    const catalogue = (await (
      await page.request.get(`/api${apiPaths.catalogue}`, { headers: { authorization } })
    ).json()) as CatalogueResponse;
    const online = catalogue.categories
      .flatMap((category) => category.coverages)
      .find((coverage) => coverage.benefitName === 'Suporte Online');
    if (!online) throw new Error('no Suporte Online in the catalogue');
    // One request more than a page, oldest first: 'Pedido 1' is the one left for the second page.
    const total = SERVICE_REQUEST_PAGE_SIZE + 1;
    for (let n = 1; n <= total; n += 1) {
      const opened = await page.request.post(`/api${apiPaths.serviceRequests}`, {
        headers: { authorization, 'idempotency-key': `e2e-pages-${Date.now()}-${n}` },
        data: { coverageId: online._id, note: `Pedido ${n}` },
      });
      expect(opened.status()).toBe(201);
    }

    await page.goto(webPaths.myServiceRequests);
    // Each item's history is a list of its own: count the list's own items.
    const requests = page.getByRole('list', { name: 'Meus atendimentos' }).locator(':scope > li');
    await expect(requests).toHaveCount(SERVICE_REQUEST_PAGE_SIZE);
    await expect(page.getByText(`Pedido ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Pedido 1', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mostrar mais atendimentos' }).click();
    await expect(requests).toHaveCount(total);
    await expect(requests.last()).toContainText('Pedido 1');
    await expect(requests.last()).toBeFocused();
    await expect(page.getByRole('button', { name: 'Mostrar mais atendimentos' })).toHaveCount(0);

    // Each opening was notified: the Notification tab reads them a page at a time too.
    await page.goto(webPaths.tabNavigator);
    await page.getByRole('tab', { name: /^Notificações/ }).click();
    const notifications = page.getByRole('list', { name: 'Notificações' }).locator(':scope > li');
    await expect(notifications).toHaveCount(SERVICE_REQUEST_PAGE_SIZE);
    await page.getByRole('button', { name: 'Mostrar mais notificações' }).click();
    // And the payment's, oldest.
    await expect(notifications).toHaveCount(total + 1);
    await expect(notifications.nth(SERVICE_REQUEST_PAGE_SIZE)).toBeFocused();
  });

  test('subscribers are told the operator screen is restricted', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.operator);
    await expect(page.getByRole('alert')).toHaveText('Acesso restrito à equipe.');
  });
});
