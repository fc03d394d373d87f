import type { Browser, BrowserContext, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { deskToasts, openDeskRow } from './desk';
import { expect, waitForAppOnNavigation } from './fixtures';
import { waitForCode } from './mailbox';
import { operatorAccount, signIn, TEST_PASSWORD, type TestAccount } from './sign-in';

/** A new address for a test's subscriber. */
export const newSubscriber = (prefix: string, firstName: string, lastName: string): TestAccount => ({
  email: `${prefix}-${Date.now()}-${process.pid}@exemplo.com.br`,
  firstName,
  lastName,
});

/**
 * Signs up on /SignUp as a person does, types the e-mailed code, and lands on /Assinar (nothing paid yet).
 * `seen`: the messages the address already had (an invitation to the staff, say).
 */
export async function signUpInTheBrowser(page: Page, account: TestAccount, seen = 0): Promise<void> {
  await page.goto(webPaths.signUp);
  await page.getByLabel('Nome', { exact: true }).fill(account.firstName);
  await page.getByLabel('Sobrenome').fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL(`**${webPaths.confirmationCode}`);
  await page.getByLabel('Dígito 1 de 6').fill(await waitForCode(account.email, seen));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL(`**${webPaths.subscribe}`);
}

/** On /Assinar: types a valid CPF and asks for the PIX code, which then shows. */
export async function askForThePixCode(page: Page, cpf = '52998224725'): Promise<void> {
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Gerar código PIX' }).click();
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
}

/** An operator of this run signed in by code in a browser of their own (close its context when done). */
export async function operatorInOwnBrowser(
  browser: Browser,
  which: Parameters<typeof operatorAccount>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await signIn(page, await operatorAccount(which));
  return { context, page };
}

/**
 * /Operador 'Cobranças': 'Confirmar recebimento' in the panel of the subscriber's charge; a toast
 * says so, and among every charge its panel reads confirmed.
 */
export async function confirmPaymentAsOperator(operator: Page, email: string): Promise<void> {
  await operator.goto(webPaths.operator);
  await operator.getByRole('button', { name: 'Cobranças' }).click();
  const charge = await openDeskRow(operator, email);
  await charge.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(deskToasts(operator)).toContainText('Recebimento confirmado:');
  await operator.getByRole('button', { name: 'Todas', exact: true }).click();
  await expect((await openDeskRow(operator, email)).getByText(/^Recebimento confirmado por/)).toBeVisible();
}

/**
 * A new subscriber pays as a person does: signs up, asks for the PIX code, and an operator of
 * this run confirms the charge in a browser of their own; `page` then reads 'Pagamento confirmado'.
 * The operator's browser stays open for what the test asks of them next (close its context when done).
 */
export async function signUpAndPayByPix(
  page: Page,
  browser: Browser,
  account: TestAccount,
  operator: Parameters<typeof operatorAccount>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  await signUpInTheBrowser(page, account);
  await askForThePixCode(page);
  const own = await operatorInOwnBrowser(browser, operator);
  await confirmPaymentAsOperator(own.page, account.email);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible({ timeout: 20_000 });
  return own;
}
