import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { createConfirmedAccount } from '@game-assist/test-support';
import { expect, test } from '../support/fixtures';
import { messagesFor, waitForCode } from '../support/mailbox';
import { startOwnServer, type OwnServer } from '../support/own-server';
import type { TestAccount } from '../support/sign-in';
import { virtualAuthenticator } from '../support/virtual-authenticator';

/**
 * WebAuthn refuses an IP address as a site (the RP ID), and the run's server is the browser's
 * http://127.0.0.1: this spec starts the same built product at http://localhost (PUBLIC_URL).
 */
let server: OwnServer;
let origin: string;
let api: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ name: 'passkeys', host: 'localhost' });
  origin = server.baseUrl;
  api = server.apiUrl;
});

test.afterAll(async () => {
  await server?.close();
});

async function codeSignIn(page: Page, who: TestAccount) {
  const seen = (await messagesFor(who.email)).length;
  await page.goto(`${origin}${webPaths.signIn}`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`**${webPaths.confirmationCode}`);
  await page.getByLabel('Dígito 1 de 6').fill(await waitForCode(who.email, seen));
  await page.getByRole('button', { name: 'Confirmar' }).click();
}

async function openPasskeys(page: Page) {
  await page.goto(`${origin}${webPaths.profile}`);
  await page.getByRole('link', { name: 'Chaves de acesso' }).click();
  await page.waitForURL(`**${webPaths.passkeys}`);
}

async function signOut(page: Page) {
  await page.goto(`${origin}${webPaths.profile}`);
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(`**${webPaths.signIn}`);
}

test.describe('passkeys', () => {
  test('made after a code sign-in, used from /SignIn instead of a code, removed in Perfil, and then refused', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { cdp, id } = await virtualAuthenticator(page);
    const account = { email: `chaves-${Date.now()}@exemplo.com.br`, firstName: 'Ana', lastName: 'Chaves' };
    await createConfirmedAccount(api, account, (email) => waitForCode(email));

    // After the code, the one-time offer; the device's own prompt is the virtual authenticator's.
    await codeSignIn(page, account);
    await expect(page.getByRole('heading', { name: 'Entrar mais rápido da próxima vez?' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar chave de acesso' }).click();
    await expect(page.getByRole('heading', { name: 'Chave de acesso criada' })).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);

    await openPasskeys(page);
    const passkey = page.getByRole('listitem').filter({ hasText: 'Chrome no Linux' });
    await expect(passkey).toContainText('Ainda não usada');

    // Signed out, the passkey signs in as the code did: /TabNavigator, the same person.
    await signOut(page);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);
    await openPasskeys(page);
    await expect(passkey).toContainText('Último uso em');

    // In the e-mail field's suggestions (conditional mediation): the virtual authenticator picks
    // the passkey as soon as the field offers it, as a person picking the suggestion.
    await signOut(page);
    await page.getByLabel('E-mail').click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);

    await openPasskeys(page);
    await page.getByRole('button', { name: 'Remover Chrome no Linux' }).click();
    await expect(page.getByText('Nenhuma chave de acesso ainda.')).toBeVisible();

    // The device still holds it, and the server no longer accepts it.
    await signOut(page);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Não foi possível entrar com a chave de acesso. Tente de novo ou entre com o código por e-mail.',
    );
    await expect(page).toHaveURL(new RegExp(`${webPaths.signIn}$`));
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials).toHaveLength(1);
  });
});
