import { webPaths } from '@game-assist/contracts';
import { expect, test, waitForAppOnNavigation } from '../support/fixtures';
import { messagesFor } from '../support/mailbox';
import { operatorAccount, signIn } from '../support/sign-in';

test.describe('service requests', () => {
  test('told when Telemedicina opens; a protocol for Suporte Online; listed, scheduled by an operator, notified, cancelled', async ({
    page,
    browser,
  }) => {
    const account = await signIn(page);

    // Day one: Telemedicina is in its waiting period, and the sheet says until when.
    await page.getByRole('button', { name: 'Telemedicina' }).click();
    const telemedicina = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(telemedicina.getByText(/0 de 1 usados este mês · Carência até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await telemedicina.getByRole('button', { name: 'Solicitar Atendimento' }).click();
    await telemedicina.getByLabel('O que você precisa?').fill('Consulta de rotina');
    await telemedicina.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(telemedicina.getByRole('alert')).toHaveText(
      /^Este benefício está em carência\. Disponível a partir de \d{2}\/\d{2}\/\d{4}/,
    );
    await expect(telemedicina.getByLabel('O que você precisa?')).toHaveValue('Consulta de rotina');
    await expect(telemedicina.getByRole('link', { name: /^Ligar:/ })).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');

    // Suporte Online has no waiting period: a protocol at once.
    const techSupport = page.getByRole('region', { name: 'tech support' });
    await techSupport.getByRole('button', { name: /^Ver todas/ }).click();
    await techSupport.getByRole('button', { name: 'Suporte Online' }).click();
    const online = page.getByRole('dialog', { name: 'Suporte Online' });
    await online.getByRole('button', { name: 'Solicitar Atendimento' }).click();
    await online.getByLabel('O que você precisa?').fill('Meu roteador não conecta');
    await online.getByRole('button', { name: 'Enviar pedido' }).click();
    const confirmation = online.getByRole('status');
    await expect(confirmation).toHaveText(/Pedido enviado! Protocolo \d{4}-\d{6}\./);
    const protocol = /(\d{4}-\d{6})/.exec((await confirmation.textContent()) ?? '')?.[1] ?? '';

    await online.getByRole('link', { name: 'Ver meus atendimentos' }).click();
    await page.waitForURL(`**${webPaths.myServiceRequests}`);
    const item = page.getByRole('listitem').filter({ hasText: protocol });
    await expect(item.getByRole('heading', { name: 'Suporte Online' })).toBeVisible();
    await expect(item.getByText('Aberto', { exact: true })).toBeVisible();
    await expect(item.getByText('Meu roteador não conecta')).toBeVisible();

    // An operator, in their own browser, schedules it with a note.
    const operatorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const operatorPage = await operatorContext.newPage();
    waitForAppOnNavigation(operatorPage);
    const operator = await operatorAccount();
    await signIn(operatorPage, operator);
    await operatorPage.goto(webPaths.operator);
    const queued = operatorPage.getByRole('listitem').filter({ hasText: protocol });
    await expect(queued.getByText(`${account.firstName} ${account.lastName}`, { exact: false })).toBeVisible();
    await queued.getByLabel('Observação para o assinante (opcional)').fill('Técnico liga amanhã às 10h.');
    await queued.getByRole('button', { name: 'Mover para Agendado' }).click();
    await expect(operatorPage.getByRole('listitem').filter({ hasText: protocol })).toHaveCount(0);
    await operatorContext.close();

    // The subscriber gets the e-mail and the badge, and reads the notification.
    await expect
      .poll(async () => (await messagesFor(account.email)).some((mail) => mail.includes('Atendimento agendado')))
      .toBe(true);
    await page.goto(webPaths.tabNavigator);
    const tab = page.getByRole('tab', { name: /^Notificações/ });
    await expect(tab).toContainText('2 não lidas');
    await tab.click();
    const notifications = page.getByRole('list', { name: 'Notificações' });
    const scheduled = notifications.getByRole('listitem').first();
    await expect(scheduled.getByRole('heading')).toHaveText('Não lida: Atendimento agendado');
    await expect(scheduled).toContainText('Observação: Técnico liga amanhã às 10h.');
    await scheduled.getByRole('button', { name: 'Marcar como lida' }).click();
    await expect(tab).toContainText('1 não lida');

    // Cancelled from Meus atendimentos, which the notification leads to.
    await scheduled.getByRole('link', { name: 'Ver meus atendimentos' }).click();
    await page.waitForURL(`**${webPaths.myServiceRequests}`);
    const mine = page.getByRole('listitem').filter({ hasText: protocol });
    await expect(mine.getByText('Agendado', { exact: true })).toBeVisible();
    await mine.getByRole('button', { name: 'Cancelar atendimento' }).click();
    await mine.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(mine.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancelar atendimento' })).toHaveCount(0);
  });

  test('subscribers are told the operator screen is restricted', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.operator);
    await expect(page.getByRole('alert')).toHaveText('Acesso restrito aos operadores.');
  });
});
