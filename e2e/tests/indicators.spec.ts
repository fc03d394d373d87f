import { readFile } from 'node:fs/promises';
import { createConfirmedAccount, payThroughTheOperator } from '@game-assist/test-support';
import { violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForCode, waitForMessage } from '../support/mailbox';
import { ownServerWithCashier } from '../support/own-server';
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

/** 'Indicadores' (#67) at a financeiro's desk: a server of the spec's own (staff passkeys need http://localhost). */
const { server, cashier: CASHIER } = ownServerWithCashier('indicators', 'caixa-indicadores');

test.describe("/Operador 'Indicadores'", () => {
  test('a financeiro reads the figures and downloads them as CSV; axe finds nothing in either theme', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    const subscriber = newSubscriber('assinante-indicadores', 'Nina', 'Números');
    await createConfirmedAccount(server.apiUrl, subscriber, (email) => waitForCode(email));
    await payThroughTheOperator(server.apiUrl, subscriber.email, CASHIER);
    await waitForMessage(subscriber.email, (mail) => mail.includes('Recebemos o seu pagamento'));

    const admin = await personsBrowser(browser, server.baseUrl);
    await codeSignIn(admin, ADMIN);
    await enterWithNewStaffPasskey(admin);
    await openTab(admin, 'Equipe');
    const invited = await inviteToTheTeam(admin, 'Financeiro', ['financeiro', 'Fábio', 'Finanças']);
    await admin.context().close();
    const desk = await joinTheTeam(browser, server.baseUrl, invited);
    await expect(deskTabs(desk)).toContainText(['Indicadores']);

    const asked: string[] = [];
    desk.on('request', (request) => {
      if (request.url().includes('/api/admin/indicadores')) asked.push(request.url());
    });
    await openTab(desk, 'Indicadores');
    const table = desk.getByRole('table', { name: 'Indicadores por mês' });
    await expect(table).toBeVisible();
    await expect(desk.getByRole('figure', { name: 'Receita total' })).toBeVisible();
    const row = (name: string) =>
      table.getByRole('row').filter({ has: desk.getByRole('rowheader', { name, exact: true }) });
    // The current month is the last column: the subscriber paid R$ 129,90 by PIX in it.
    const pix = (await row('Receita PIX').getByRole('cell').last().innerText()).replace(/\s/g, ' ');
    expect(pix).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(Number(pix.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(12_990);
    const active = Number(await row('Assinaturas ativas no fim').getByRole('cell').last().innerText());
    expect(active).toBeGreaterThanOrEqual(1);
    found['Indicadores, light'] = await violations(desk);

    // 'Baixar CSV': BOM, ';', comma decimals, CRLF, the same figures as the table.
    const download = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Baixar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^indicadores-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const header = lines[0]?.split(';') ?? [];
    expect(header.slice(0, 3)).toEqual(['Mês', 'Assinaturas ativas no início', 'Assinaturas ativas no fim']);
    expect(lines).toHaveLength(14);
    const current = lines[12]?.split(';') ?? [];
    expect(current[header.indexOf('Receita PIX (R$)')]).toBe(pix.replace('R$ ', ''));
    expect(current[header.indexOf('Assinaturas ativas no fim')]).toBe(String(active));
    for (const url of asked) expect(new URL(url).search).toMatch(/^\?de=\d{4}-\d{2}&ate=\d{4}-\d{2}$/);
    expect(new URL(desk.url()).search).not.toContain('de=');

    await desk.emulateMedia({ colorScheme: 'dark' });
    found['Indicadores, dark'] = await violations(desk);
    await desk.context().close();
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
  });
});
