import { apiClient, answered } from '@game-assist/test-support';
import { expect, test } from '../support/fixtures';
import { ownServerWithCashier, paidSubscriberApi } from '../support/own-server';
import { ADMIN, codeSignIn, enterWithNewStaffPasskey, openTab, personsBrowser } from '../support/staff';
import { newSubscriber } from '../support/subscribe';

/** #68: a subscription keeps the rules of the offer version it was paid under (subscriptions.offer_version). */
const { server, cashier: CASHIER } = ownServerWithCashier('offer-versions-kept', 'caixa-versoes');

async function paidSubscriber(firstName: string) {
  const subscriber = newSubscriber('versao-paga', firstName, 'Versão');
  const api = await paidSubscriberApi(server, CASHIER, subscriber);
  return () =>
    api.POST('/api/atendimentos', {
      params: { header: { 'idempotency-key': `versao-${Date.now()}-${Math.random().toString(36).slice(2)}` } },
      body: { coverageId: 'suporte-online', note: 'Meu roteador não conecta.' },
    });
}

test('a subscriber who paid before a publication keeps the old waiting period; one who pays after is refused with the new one; a coverage added and moved up is published in that place', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const before = await paidSubscriber('Antes');

  const admin = await personsBrowser(browser, server.baseUrl);
  await codeSignIn(admin, ADMIN);
  await enterWithNewStaffPasskey(admin);
  await openTab(admin, 'Catálogo');
  const draft = admin.getByRole('form', { name: 'Rascunho do catálogo' });
  await draft.getByText('Categoria: Suporte técnico', { exact: true }).click();
  await draft.getByText('Suporte Online', { exact: true }).click();
  const coverage = draft.getByRole('group', { name: 'Suporte Online' });
  await expect(coverage.getByLabel('Carência', { exact: true })).toHaveValue('');
  await coverage.getByLabel('Carência', { exact: true }).fill('30');
  await coverage.getByLabel('Unidade da carência').selectOption({ label: 'Dias úteis' });
  const tech = draft.getByRole('group', { name: 'Categoria: Suporte técnico' });
  await tech.getByLabel('Nome da nova cobertura').fill('Apoio Digital');
  await tech.getByRole('button', { name: 'Adicionar cobertura' }).click();
  await draft.getByRole('button', { name: 'Mover “Apoio Digital” para cima' }).click();
  await draft.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Rascunho salvo.' })).toBeVisible();
  const diff = admin.getByRole('table', { name: /^Versão 2 em relação à versão 1/ });
  await expect(
    diff
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: 'Cobertura “Suporte Online” › Carência' }) }),
  ).toContainText('30 dias úteis');
  const publish = admin.getByRole('form', { name: 'Publicar o rascunho' });
  await expect(publish.getByRole('radio', { name: 'Agora' })).toBeChecked();
  await publish.getByRole('button', { name: 'Publicar' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /Versão 2 publicada: em vigor desde/ })).toBeVisible();
  await admin.context().close();

  const catalogue = answered('catalogue', await apiClient(server.apiUrl).GET('/api/coberturas'));
  const names = catalogue.categories
    .find((category) => category.name === 'Suporte técnico')
    ?.coverages.map((coverage) => `${coverage._id} ${coverage.benefitName}`);
  expect(names?.at(-2)).toBe('apoio-digital Apoio Digital');

  const kept = await before();
  expect(kept.response.status, JSON.stringify(kept.error)).toBe(201);
  expect(kept.data?.protocol).toMatch(/^\d{4}-\d{6}$/);

  const after = await paidSubscriber('Depois');
  const refused = await after();
  expect(refused.response.status).toBe(422);
  expect(refused.error).toMatchObject({
    reason: 'carencia',
    message: expect.stringMatching(/^Este benefício está em carência\. Disponível a partir de \d{2}\/\d{2}\/\d{4}/),
  });
});
