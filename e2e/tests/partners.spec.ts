import { webPaths } from '@game-assist/contracts';
import { violations } from '../support/axe';
import { deskToasts, openDeskRow } from '../support/desk';
import { expect, skipFirstLaunch, test, waitForAppOnNavigation } from '../support/fixtures';
import { waitForMessage } from '../support/mailbox';
import { newSubscriber, signUpAndPayByPix, signUpInTheBrowser } from '../support/subscribe';

// #71: a partner's own page. The seeded affiliate aff-001 'Lara Gamer', link code GAMEASSIST10.
const LINK = '/?affiliate=aff-001&code=GAMEASSIST10';

/** A PIX end-to-end id of this run: E, an ISPB, yyyyMMddHHmm, 11 letters or digits. */
const endToEndId = () =>
  `E12345678${new Date().toISOString().slice(0, 16).replace(/\D/g, '')}${Date.now().toString(36).padStart(11, '0').slice(-11)}`;

test.describe.configure({ mode: 'serial' });

test('staff invite a partner; a visitor of their link signs up and pays; the partner sees it, and the payout', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The visitor lands through the partner's link, then signs up and pays (the cashier confirms it at /Operador).
  const visitor = newSubscriber('vis', 'Gil', 'Lima');
  await page.goto(LINK);
  await expect(page.getByText('Lara Gamer').first()).toBeVisible();
  const staff = await signUpAndPayByPix(page, browser, visitor, 'cashier');
  const desk = staff.page;

  // 'Afiliados' → 'Parceiros': the invitation of a partner account for Lara.
  const partner = newSubscriber('parc', 'Lara', 'Gamer');
  await desk.goto(webPaths.operator);
  await desk.getByRole('button', { name: 'Afiliados' }).click();
  await expect(desk.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
  const row = await openDeskRow(desk, 'Lara Gamer');
  await row.getByLabel('E-mail do parceiro').fill(partner.email);
  await row.getByRole('button', { name: 'Convidar parceiro' }).click();
  await expect(deskToasts(desk)).toContainText(`Convite de parceiro enviado para ${partner.email}.`);
  await waitForMessage(partner.email, (mail) => mail.includes('/Parceiro'));

  // The partner signs up with the invited address, then finds /Parceiro on Perfil.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  await skipFirstLaunch(context);
  const own = await context.newPage();
  waitForAppOnNavigation(own);
  await signUpInTheBrowser(own, partner, 1);
  await own.goto(webPaths.profile);
  await own.getByRole('link', { name: 'Parceiro' }).click();
  await own.waitForURL(`**${webPaths.partner}`);
  await expect(own.getByText(/affiliate=aff-001&code=GAMEASSIST10/)).toBeVisible();
  await expect(own.getByRole('img', { name: 'Código QR do seu link' })).toBeVisible();

  // This month: at least this visitor's paid subscription and a commission; the visitor named 'Gil L.'.
  const months = own.getByRole('region', { name: 'Resultados por mês' });
  const thisMonth = months.getByRole('row').nth(1);
  await expect(thisMonth.getByRole('cell').nth(2)).not.toHaveText('0');
  await expect(thisMonth.getByRole('cell').nth(4)).not.toHaveText(/R\$\s0,00/);
  await expect(own.getByText('Gil L.').first()).toBeVisible();

  // Staff record a payout for the newest closed month; the partner sees it with its end-to-end id.
  const id = endToEndId();
  const panel = await openDeskRow(desk, 'Lara Gamer');
  const payout = panel.getByRole('form', { name: 'Registrar pagamento' });
  const month = await payout.getByLabel('Mês que o pagamento quita').inputValue();
  await payout.getByLabel('Valor pago (R$)').fill('12,34');
  await payout
    .getByLabel('Data do pagamento')
    .pressSequentially(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }).replace(/\D/g, ''));
  await payout.getByLabel('Identificador fim a fim (E2E) do PIX').fill(id);
  await payout.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(deskToasts(desk)).toContainText('registrado para Lara Gamer.');
  await staff.context.close();

  await own.reload();
  const statement = own.getByRole('region', { name: 'Extrato do mês' });
  await statement.getByLabel('Mês').selectOption(month);
  await expect(statement.getByText(id)).toBeVisible();
  await expect(statement).toContainText(/R\$\s12,34/);

  // Axe on /Parceiro, light then dark.
  expect(await violations(own), 'axe on /Parceiro, light').toEqual([]);
  await own.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() =>
      own.evaluate(() =>
        (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
          .slice(0, 3)
          .reduce((sum, part) => sum + Number(part), 0),
      ),
    )
    .toBeLessThan(3 * 64);
  expect(await violations(own), 'axe on /Parceiro, dark').toEqual([]);
  await context.close();
});
