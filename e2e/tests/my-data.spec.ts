import { readFile } from 'node:fs/promises';
import { centavosToBr, webPaths } from '@game-assist/contracts';
import { expect, skipFirstLaunch, test, waitForAppOnNavigation } from '../support/fixtures';
import { messagesFor, waitForCode, waitForMessage } from '../support/mailbox';
import { createAccount, signIn, TEST_PASSWORD } from '../support/sign-in';

test.describe('Meus dados (LGPD art. 18)', () => {
  // The privacy notice is answered signed out, as a first launch does: the answer reaches the log at sign-in.
  test.use({ firstLaunch: true });

  test('a subscriber downloads their data, ends another session, withdraws a consent, deletes the account with the e-mailed code, and signs up again with the same address', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount('Dora', 'Direitos', `direitos-${Date.now()}@exemplo.com.br`);

    await page.goto('/');
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Agora não' }).click();
    await signIn(page, account);

    // A second device, signed in too (by password: a second code within the minute would be refused).
    const laptop = await browser.newContext();
    await skipFirstLaunch(laptop);
    const login = await laptop.request.post('/api/login', { data: { email: account.email, password: TEST_PASSWORD } });
    expect(login.status()).toBe(200);
    const { refresh_token: laptopToken } = (await login.json()) as { refresh_token: string };
    const other = await laptop.newPage();
    waitForAppOnNavigation(other);
    await other.goto('/');
    await other.evaluate((token) => localStorage.setItem('refresh_token', token), laptopToken);
    await other.goto(webPaths.profile);
    await expect(other.getByRole('button', { name: 'Sair' })).toBeVisible();

    await page.goto(webPaths.profile);
    await page.getByRole('link', { name: 'Meus dados' }).click();
    await page.waitForURL(`**${webPaths.myData}`);

    // The download: a file, one JSON document of theirs, without secrets.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('meus-dados-game-assist.json');
    await expect(page.getByText('Arquivo meus-dados-game-assist.json baixado.')).toBeVisible();
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as { conta: { email: string }; cobrancas: unknown[]; aparelhos: unknown[] };
    expect(data.conta.email).toBe(account.email);
    expect(data.cobrancas).toHaveLength(1);
    expect(data.aparelhos).toHaveLength(2);
    const tokens = await page.evaluate(() => [
      localStorage.getItem('jwt_token'),
      localStorage.getItem('refresh_token'),
    ]);
    for (const token of tokens) {
      expect(token).toBeTruthy();
      expect(text).not.toContain(token);
    }
    expect(text).not.toMatch(/password|scrypt|secret|p256dh/i);

    // 'Aparelhos conectados': ending the other one signs that browser out.
    const devices = page.getByRole('region', { name: 'Aparelhos conectados' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: '(este aparelho)' })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Encerrar', exact: true }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await other.goto(webPaths.profile);
    await other.waitForURL(`**${webPaths.signIn}`);
    await laptop.close();

    // 'Consentimentos': the notice's answer, given signed out, is in the log; e-mails withdrawn with one tap.
    const consents = page.getByRole('region', { name: 'Consentimentos' });
    await expect(consents.getByRole('list', { name: 'Respostas: Localização aproximada' })).toContainText(
      'Retirado em',
    );
    const email = consents.getByRole('switch', { name: 'Notificações por e-mail' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await email.click();
    await expect(consents.getByRole('list', { name: 'Respostas: Notificações por e-mail' })).toContainText(
      'Retirado em',
    );
    await expect(email).toHaveAttribute('aria-checked', 'false');

    // Deleting, with the code e-mailed: paid today, so the payment goes back too.
    const seen = (await messagesFor(account.email)).length;
    await page.getByRole('button', { name: 'Enviar código para excluir a conta' }).click();
    await page.getByLabel('Código para excluir a conta').fill(await waitForCode(account.email, seen));
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(page.getByRole('heading', { name: 'Conta excluída' })).toBeVisible();
    await expect(page.getByText(`Você tem ${centavosToBr(12990)} a receber de volta`)).toBeVisible();
    await waitForMessage(account.email, (mail) => mail.includes('excluímos a sua conta'));
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`**${webPaths.signIn}`);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    await page.goto(webPaths.myData);
    await page.waitForURL(`**${webPaths.signIn}`);

    // The address is free: a new sign-up with it goes through, as someone new.
    const before = (await messagesFor(account.email)).length;
    await page.goto(webPaths.signUp);
    await page.getByLabel('Nome', { exact: true }).fill('Dora');
    await page.getByLabel('Sobrenome').fill('Recomeço');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(`**${webPaths.confirmationCode}`);
    await page.getByLabel('Dígito 1 de 6').fill(await waitForCode(account.email, before));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    // Nothing paid on the new account: checkout is next.
    await page.waitForURL(`**${webPaths.subscribe}`);
  });
});
