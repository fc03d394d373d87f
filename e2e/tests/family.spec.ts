import { webPaths } from '@game-assist/contracts';
import { expect, test, waitForAppOnNavigation } from '../support/fixtures';
import { waitForMessage } from '../support/mailbox';
import { readQr } from '../support/member-card';
import { newSubscriber, signUpAndPayByPix } from '../support/subscribe';

/** A CPF with valid check digits, new for each run (a CPF is on one subscription at a time). */
function freshCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, value, index) => total + value * (digits.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

test.describe('family: dependants on the subscription (#45)', () => {
  test("the titular adds a child and an adult parent, shows the child's card; the parent accepts the invitation in another browser and sees only their own card", async ({
    page,
    browser,
  }) => {
    // Three browsers (the titular, the operator, the parent) on a busy machine.
    test.setTimeout(240_000);
    const titular = newSubscriber('familia', 'Ana', 'Souza');
    const operator = await signUpAndPayByPix(page, browser, titular, 'cashier');
    await operator.context.close();

    // Perfil → Dependentes.
    await page.goto(webPaths.profile);
    await page.getByRole('link', { name: 'Dependentes' }).click();
    await page.waitForURL(`**${webPaths.dependants}`);
    await expect(page.getByText(/Seu plano inclui até 4 dependentes, sem custo a mais/)).toBeVisible();

    const add = async (nome: string, nascimento: string, parentesco: string) => {
      await page.getByRole('button', { name: 'Adicionar dependente' }).click();
      // Nothing chosen for the person; the CPF masked as it is typed.
      await expect(page.getByLabel('Parentesco')).toHaveValue('');
      await page.getByLabel('Nome completo').fill(nome);
      await page.getByLabel('Data de nascimento').fill(nascimento);
      const cpf = freshCpf();
      await page.getByLabel('CPF').pressSequentially(cpf);
      await expect(page.getByLabel('CPF')).toHaveValue(cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'));
      await page.getByLabel('Parentesco').selectOption({ label: parentesco });
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await expect(page.getByText(`${nome} foi adicionado(a) à sua assinatura.`)).toBeVisible();
    };
    await add('Lia Souza', '2015-03-10', 'Filho(a)');
    await add('Rui Souza', '1955-08-21', 'Pai/Mãe');
    const list = page.getByRole('list', { name: 'Dependentes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // Only the adult is offered an invitation.
    await expect(page.getByRole('form', { name: 'Convidar Lia Souza' })).toHaveCount(0);

    // The parent is invited by e-mail.
    const parentEmail = newSubscriber('pai', 'Rui', 'Souza').email;
    const invite = page.getByRole('form', { name: 'Convidar Rui Souza' });
    await invite.getByLabel('E-mail de Rui Souza').fill(parentEmail);
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(invite.getByText(`Convite enviado para ${parentEmail}.`, { exact: false })).toBeVisible();

    // The child's card, from the titular's phone.
    await page.getByRole('link', { name: 'Ver carteirinha de Lia Souza' }).click();
    await page.waitForURL(`**${webPaths.memberCard}`);
    const switcher = page.getByRole('group', { name: 'De quem é a carteirinha' });
    await expect(switcher.getByRole('radio', { name: 'Lia Souza' })).toBeChecked();
    await expect(page.getByText('Lia Souza', { exact: true }).last()).toBeVisible();
    const childCard = await readQr(page);
    const clinic = await browser.newContext();
    const phone = await clinic.newPage();
    await phone.goto(childCard);
    await expect(phone.getByText('Carteirinha válida')).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByText('Lia Souza')).toBeVisible();
    await clinic.close();
    // Back to the titular's own.
    await switcher.getByRole('radio', { name: 'Minha carteirinha' }).check();
    await expect(page.getByText('Ana Souza', { exact: true }).last()).toBeVisible();

    // The parent, in a browser of their own, accepts with the e-mailed code.
    const mail = await waitForMessage(parentEmail, (text) => text.includes('código de convite'));
    expect(mail).toContain(webPaths.invite);
    const code = /código de convite é: (\d{6})/.exec(mail)?.[1] ?? '';
    const parentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const parent = await parentContext.newPage();
    waitForAppOnNavigation(parent);
    await parent.goto(webPaths.invite);
    await parent.getByLabel('E-mail').fill(parentEmail);
    await parent.getByLabel('Código do convite').fill(code);
    await parent.getByRole('button', { name: 'Aceitar convite' }).click();
    await parent.waitForURL(`**${webPaths.memberCard}`);
    await expect(parent.getByText('Rui Souza', { exact: true }).last()).toBeVisible({ timeout: 15_000 });
    await expect(parent.getByRole('img', { name: /Código QR da carteirinha/ })).toBeVisible();
    // Only their own: no switcher, nobody else's card; whose plan it is, by name.
    await expect(parent.getByRole('group', { name: 'De quem é a carteirinha' })).toHaveCount(0);
    await expect(parent.getByText('Lia Souza')).toHaveCount(0);
    await expect(parent.getByText('Ana Souza', { exact: true })).toHaveCount(0);
    await expect(parent.getByText('Plano de Ana Souza, titular da assinatura.')).toBeVisible();
    await expect(parent.getByRole('link', { name: 'Ver meu plano e adicionais' })).toHaveCount(0);
    // The plan's screens are the titular's: none in Perfil, and one opened directly says whose plan it is.
    await parent.goto(webPaths.profile);
    await expect(parent.getByText('Plano de Ana Souza', { exact: true })).toBeVisible();
    await expect(parent.getByRole('link', { name: 'Meu plano' })).toHaveCount(0);
    await expect(parent.getByRole('link', { name: 'Minhas cobranças' })).toHaveCount(0);
    await parent.goto(webPaths.myPlan);
    await expect(parent.getByRole('heading', { name: 'Plano de Ana Souza' })).toBeVisible();
    await expect(parent.getByRole('alert')).toHaveCount(0);
    await parentContext.close();

    // The titular's list says the parent uses the app.
    await page.goto(webPaths.dependants);
    await expect(list.getByRole('listitem').filter({ hasText: 'Rui Souza' })).toContainText(
      'Usa o app com a própria conta',
    );
  });
});
