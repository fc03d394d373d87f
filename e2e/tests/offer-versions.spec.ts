import { violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { ADMIN, codeSignIn, enterWithNewStaffPasskey, openTab, personsBrowser } from '../support/staff';
import { newSubscriber, signUpInTheBrowser } from '../support/subscribe';

/** 'Catálogo' (#68) at the administrador's desk: a server of the spec's own (its offer changes; passkeys need localhost). */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ name: 'offer-versions', host: 'localhost', nodeEnv: 'test' });
});

test.afterAll(async () => {
  await server?.close();
});

test.describe("/Operador 'Catálogo'", () => {
  test("an administrador changes a waiting period and the add-on's price, sees the diff (axe: nothing, either theme), publishes; a new subscriber's /Assinar shows the new price", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await personsBrowser(browser, server.baseUrl);
    await codeSignIn(admin, ADMIN);
    await enterWithNewStaffPasskey(admin);
    await openTab(admin, 'Catálogo');
    const draft = admin.getByRole('form', { name: 'Rascunho do catálogo' });
    await draft.getByText('Categoria: Saúde e bem-estar', { exact: true }).click();
    await draft.getByText('Consulta com Especialistas', { exact: true }).click();
    const coverage = draft.getByRole('group', { name: 'Consulta com Especialistas' });
    await expect(coverage.getByLabel('Carência', { exact: true })).toHaveValue('15');
    await coverage.getByLabel('Carência', { exact: true }).fill('30');
    await draft.getByText('Adicional: Odontológico', { exact: true }).click();
    const addon = draft.getByRole('group', { name: 'Adicional: Odontológico' });
    await expect(addon.getByLabel('Preço por ano (R$)')).toHaveValue('59,88');
    await addon.getByLabel('Preço por ano (R$)').fill('71,88');
    await draft.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Rascunho salvo.' })).toBeVisible();

    const diff = admin.getByRole('table', { name: /^Versão 2 em relação à versão 1/ });
    const row = (what: string) => diff.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: what }) });
    await expect(row('Cobertura “Consulta com Especialistas” › Carência')).toContainText(/15 dias.*30 dias/);
    await expect(row('Adicional “Odontológico” › Preço por ano')).toContainText(/R\$\s59,88\s*R\$\s71,88/);

    const found: Record<string, string[]> = { 'Catálogo, light': await violations(admin) };
    await admin.emulateMedia({ colorScheme: 'dark' });
    found['Catálogo, dark'] = await violations(admin);
    await admin.emulateMedia({ colorScheme: 'light' });
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});

    const publish = admin.getByRole('form', { name: 'Publicar o rascunho' });
    await expect(publish.getByRole('radio', { name: 'Agora' })).toBeChecked();
    await publish.getByRole('button', { name: 'Publicar' }).click();
    await expect(admin.getByRole('status').filter({ hasText: /Versão 2 publicada: em vigor desde/ })).toBeVisible();
    const versions = admin.getByRole('region', { name: 'Versões do catálogo' });
    await expect(versions.getByRole('row').nth(1)).toContainText('Em vigor');
    await expect(versions.getByRole('row').nth(1)).toContainText(ADMIN);
    await admin.context().close();

    const person = await personsBrowser(browser, server.baseUrl);
    await signUpInTheBrowser(person, newSubscriber('catalogo', 'Vera', 'Versão'));
    await expect(person.getByText(/Odontológico: R\$\s71,88 por ano no PIX/)).toBeVisible();
    await person.context().close();
  });
});
