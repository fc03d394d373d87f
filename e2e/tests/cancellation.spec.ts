import { readFile } from 'node:fs/promises';
import { PIX_KEY_INVALID_MESSAGE, webPaths } from '@game-assist/contracts';
import { codeIn } from '@game-assist/test-support';
import { expectNoViolations } from '../support/axe';
import { deskToasts } from '../support/desk';
import { expect, test } from '../support/fixtures';
import { waitForMessage } from '../support/mailbox';
import { readQr } from '../support/member-card';
import { newSubscriber, signUpAndPayByPix } from '../support/subscribe';

const OTHER_PIX_KEY = '+5511988887777';

test.describe('cancelling within the 7 days', () => {
  test('a person pays by PIX, cancels the next minute: the card is refused at /verificar at once, the operator sends the refund to the key typed, and /MinhasCobrancas says Reembolsada', async ({
    page,
    browser,
  }) => {
    // Two browsers, a clinic phone and five accessibility audits: minutes on a busy machine.
    test.setTimeout(300_000);
    const account = newSubscriber('desistente', 'Rita', 'Desiste');
    // Paid by PIX; the operator who confirmed it keeps their browser for the refund.
    const operator = await signUpAndPayByPix(page, browser, account, 'refunds');
    await waitForMessage(account.email, (mail) => mail.includes('Recebemos o seu pagamento'));
    await page.getByRole('link', { name: 'Ver minha carteirinha' }).click();
    await page.waitForURL(`**${webPaths.memberCard}`);
    const cardUrl = await readQr(page);

    // /MeuPlano: the sheet says what happens before the tap.
    await page.goto(webPaths.myPlan);
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const sheet = page.getByRole('dialog', { name: 'Cancelar assinatura' });
    await expect(sheet.getByText(/nos 7 dias do primeiro pagamento: a assinatura é cancelada agora/)).toBeVisible();
    await expect(sheet.getByText('A carteirinha deixa de valer na hora.')).toBeVisible();
    await expect(sheet.getByText(/Devolvemos o valor integral, R\$\s129,90, por PIX/)).toBeVisible();
    await expectNoViolations(page, 'the cancel sheet');
    const key = sheet.getByLabel('Outra chave PIX para o reembolso (opcional)');
    await key.fill('=HYPERLINK("https://exemplo.com")');
    await sheet.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(sheet.getByText(PIX_KEY_INVALID_MESSAGE)).toBeVisible();
    await key.fill(OTHER_PIX_KEY);
    // The 'why' is optional: left empty.
    await sheet.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    // Not the payer's CPF: confirmed with the code e-mailed for it.
    const codeField = sheet.getByLabel('Código enviado ao seu e-mail');
    await expect(codeField).toBeVisible();
    const keyMail = await waitForMessage(account.email, (mail) =>
      mail.includes('receber o reembolso em outra chave PIX'),
    );
    await codeField.fill(codeIn(keyMail) ?? '');
    await sheet.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    const done = sheet.getByText(/^Cancelamento registrado\. Protocolo CAN-\d{4}-\d{6}\.$/);
    await expect(done).toBeVisible();
    const protocol = /CAN-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByText(new RegExp(`^Assinatura cancelada em .*Protocolo ${protocol}\\.$`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desfazer cancelamento' })).toHaveCount(0);
    const mail = await waitForMessage(account.email, (text) => text.includes(protocol));
    expect(mail).toContain(OTHER_PIX_KEY);

    // A clinic checks the card: refused at once.
    const clinic = await browser.newContext();
    const phone = await clinic.newPage();
    await phone.goto(cardUrl);
    await expect(phone.getByText('Carteirinha inválida')).toBeVisible({ timeout: 10_000 });
    await expect(phone.getByText('A assinatura não está ativa.')).toBeVisible();
    await clinic.close();

    // The charge reads 'Reembolso em andamento' until the operator sends the money.
    await page.goto(webPaths.myCharges);
    const charges = page.getByRole('list', { name: 'Cobranças' });
    await expect(charges.getByRole('listitem')).toHaveCount(1);
    await expect(charges.getByRole('listitem').first()).toContainText('Reembolso em andamento');
    await expectNoViolations(page, '/MinhasCobrancas');

    await operator.page.getByRole('button', { name: 'Reembolsos' }).click();
    await operator.page
      .getByRole('table', { name: 'Reembolsos a fazer' })
      .getByRole('row')
      .filter({ hasText: account.email })
      .getByRole('button')
      .click();
    const refund = operator.page.getByRole('region').filter({ hasText: account.email });
    await expect(refund.getByRole('heading')).toHaveText(/Rita Desiste · R\$\s129,90/);
    await expect(refund).toContainText(`Chave PIX: ${OTHER_PIX_KEY}`);
    await expect(refund).toContainText(`protocolo ${protocol}`);
    await expectNoViolations(operator.page, "/Operador's refunds");
    await refund.getByRole('button', { name: 'Marcar como reembolsado' }).click();
    await refund.getByRole('button', { name: 'Sim, reembolso enviado' }).click();
    await expect(deskToasts(operator.page)).toContainText(
      /Reembolso de R\$\s129,90 para Rita Desiste marcado como feito\./,
    );
    // The panel stays on it, now among the refunds made.
    await expect(refund).toContainText(/Reembolso concluído em/);
    await refund.getByRole('button', { name: 'Fechar' }).click();
    await expect(
      operator.page
        .getByRole('table', { name: 'Reembolsos feitos' })
        .getByRole('row')
        .filter({ hasText: account.email }),
    ).toHaveCount(1);

    // The affiliates' statement: the CSV is saved as the API wrote it, and only the month is in a URL.
    const asked: string[] = [];
    operator.page.on('request', (request) => {
      if (request.url().includes('/afiliados/extrato')) asked.push(request.url());
    });
    await operator.page.getByRole('button', { name: 'Afiliados' }).click();
    await expect(operator.page.getByText(/^Comissão total do mês:/)).toBeVisible();
    await expectNoViolations(operator.page, "/Operador's affiliates' statement");
    const download = operator.page.waitForEvent('download');
    await operator.page.getByRole('button', { name: 'Baixar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^extrato-afiliados-\d{4}-\d{2}\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^[^\r\n]*;[^\r\n]*\r\n/);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const url of asked) expect(new URL(url).search).toMatch(/^\?mes=\d{4}-\d{2}$/);
    await operator.context.close();

    await page.reload();
    const row = page.getByRole('list', { name: 'Cobranças' }).getByRole('listitem').first();
    await expect(row).toContainText('Reembolsada');
    await row.getByRole('button', { name: /^Ver recibo/ }).click();
    const receipt = page.getByRole('region', { name: 'Recibo de pagamento' });
    await expect(receipt).toContainText(/Reembolso de R\$\s129,90 feito em/);
    await expect(receipt).toContainText('Reembolsada');
    await expectNoViolations(page, 'the receipt');
  });
});
