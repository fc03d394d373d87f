import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { smsFor, waitForSmsCode } from '../support/sms-gateway';

test.describe('profile', () => {
  test('from the dashboard: header → Profile → Edit personal info → Salvar → shown, and still after reload; Sair signs out', async ({
    page,
  }) => {
    const account = await signIn(page);
    const fullName = `${account.firstName} ${account.lastName}`;

    // Signed in on the dashboard: the header's avatar and name open the profile.
    await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
    await page.getByRole('link', { name: `${fullName} (ver perfil)` }).click();
    await page.waitForURL(`**${webPaths.profile}`);
    // The dashboard (which also shows the name, on the member card) stays until Profile has loaded.
    await expect(page.getByRole('link', { name: 'Informações pessoais' })).toBeVisible();
    await expect(page.getByText(fullName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Informações pessoais' }).click();
    await page.waitForURL(`**${webPaths.editPersonalInfo}`);
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    await expect(page.getByLabel('Nome')).toHaveValue(fullName);

    await page.getByLabel('Nome').fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe o nome.')).toBeVisible();

    await page.getByLabel('Nome').fill('Ana Souza Editada');
    await page.getByLabel('Telefone').fill('(11) 91234-5678');
    await page.getByLabel('Data de nascimento').fill('31/02/1990');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Use o formato DD/MM/AAAA.')).toBeVisible();
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');

    await page.getByLabel('Data de nascimento').fill('17/05/1990');
    await page.getByLabel('Endereço').fill('Rua das Flores, 123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // 'Salvar' goes back to the profile, which shows the saved record.
    await page.waitForURL(`**${webPaths.profile}`);
    await expect(page.getByText('Ana Souza Editada', { exact: true })).toBeVisible();
    await expect(page.getByText('(11) 91234-5678')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Ana Souza Editada', { exact: true })).toBeVisible();
    await expect(page.getByText('(11) 91234-5678')).toBeVisible();

    // Opened directly (no page before it), 'Salvar' lands on the profile.
    await page.goto(webPaths.editPersonalInfo);
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('17/05/1990');
    await expect(page.getByLabel('Endereço')).toHaveValue('Rua das Flores, 123');
    await page.getByLabel('Endereço').fill('Rua das Flores, 456');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`**${webPaths.profile}`);
    await page.goto(webPaths.editPersonalInfo);
    await expect(page.getByLabel('Endereço')).toHaveValue('Rua das Flores, 456');

    await page.goto(webPaths.profile);

    const notifications = page.getByRole('switch', { name: 'Notificações' });
    await expect(notifications).toHaveAttribute('aria-checked', 'true');
    await notifications.click();
    await expect(notifications).toHaveAttribute('aria-checked', 'false');

    const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
    expect(await page.evaluate(() => localStorage.getItem('user_email'))).not.toBeNull();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`**${webPaths.signIn}`);
    // Nothing of the person stays: tokens, the e-mail the code screen reads, the verification flags.
    expect(
      await page.evaluate(() => ['jwt_token', 'refresh_token', 'user_email'].map((key) => localStorage.getItem(key))),
    ).toEqual([null, null, null]);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root')!).verification)))
      .toEqual({ phoneVerified: false, emailVerified: false });
    expect((await page.request.post('/api/refresh-token', { data: { refreshToken } })).status()).toBe(401);
    await page.goto(webPaths.profile);
    await expect(page).toHaveURL(/\/SignIn$/);
  });
});

test.describe('phone verification', () => {
  test('the own number gets an SMS code through the gateway; the right code verifies it; a new number is unverified again', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(webPaths.editPersonalInfo);
    await page.getByLabel('Telefone').fill('(21) 99876-5432');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`**${webPaths.profile}`);

    await page.getByRole('link', { name: 'Verificar telefone' }).click();
    await page.waitForURL(`**${webPaths.verifyYourPhoneNumber}`);
    await expect(page.getByText('(21) 99876-5432')).toBeVisible();
    const seen = (await smsFor('+5521998765432')).length;
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`**${webPaths.confirmationCode}`);
    await expect(page.getByText('(21) *****-5432')).toBeVisible();
    const code = await waitForSmsCode('+5521998765432', seen);

    // A wrong code is refused and the phone stays unverified.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Dígito 1 de 6').fill(wrong);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Código inválido ou expirado.')).toBeVisible();

    await page.getByLabel('Dígito 1 de 6').fill(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(`**${webPaths.profile}`);
    await expect(page.getByText('Telefone verificado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verificar telefone' })).toHaveCount(0);

    await page.goto(webPaths.editPersonalInfo);
    await page.getByLabel('Telefone').fill('(21) 91111-2222');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`**${webPaths.profile}`);
    await expect(page.getByRole('link', { name: 'Verificar telefone' })).toBeVisible();
    await expect(page.getByText('Telefone verificado')).toHaveCount(0);
  });
});
