import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import {
  createConfirmedAccount,
  payThroughTheOperator,
  TEST_PASSWORD,
  type AccountToCreate,
} from '@game-assist/test-support';
import { lastCodeFor, messagesFor, waitForCode, waitForMessage } from './mailbox';

let counter = 0;

export { TEST_PASSWORD };
export type TestAccount = AccountToCreate;

/**
 * A new account (by default with a unique address) created through the API and confirmed with the
 * code e-mailed to it. Unless `paid` is false its subscription is then paid as a person and an
 * operator do it (support/payment.ts), so it has a member card and may request services.
 */
export async function createAccount(
  firstName = 'Ana',
  lastName = 'Souza',
  email = `e2e-${Date.now()}-${process.pid}-${++counter}@exemplo.com.br`,
  { paid = true }: { paid?: boolean } = {},
): Promise<TestAccount> {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  const account = { email, firstName, lastName };
  await createConfirmedAccount(baseUrl, account, (address) => waitForCode(address));
  if (paid) {
    await payThroughTheOperator(baseUrl, account.email, await operatorAccount());
    // The receipt is mailed after the payment: waited for, so a code asked next is the next message.
    await waitForMessage(account.email, (mail) => mail.includes('Recebemos o seu pagamento'));
  }
  return account;
}

/**
 * Signs a new account in the way a person does: the code is requested on /SignIn,
 * read from the real SMTP server and typed into the boxes. Ends on /TabNavigator.
 * Asked again within the minute of an unused code (a retried test's operator), it takes
 * 'Já tenho um código' and types the last code mailed, as the person would.
 */
export async function signIn(page: Page, account?: TestAccount): Promise<TestAccount> {
  const who = account ?? (await createAccount());
  const seen = (await messagesFor(who.email)).length;
  await page.goto(webPaths.signIn);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const alreadySent = page.getByRole('link', { name: 'Já tenho um código' });
  await page.getByLabel('Dígito 1 de 6').or(alreadySent).waitFor();
  const refused = await alreadySent.isVisible();
  if (refused) await alreadySent.click();
  await page.waitForURL(`**${webPaths.confirmationCode}`);
  const code = refused ? await lastCodeFor(who.email) : await waitForCode(who.email, seen);
  await page.getByLabel('Dígito 1 de 6').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL(`**${webPaths.tabNavigator}`);
  return who;
}

/** The run's operators: the queue's, the payments test's cashier, the refunds test's and the desk's (each signs in by code apart). */
const OPERATORS = {
  queue: { variable: 'E2E_OPERATOR_EMAIL', lastName: 'Central' },
  cashier: { variable: 'E2E_CASHIER_EMAIL', lastName: 'Caixa' },
  refunds: { variable: 'E2E_REFUNDS_EMAIL', lastName: 'Reembolsos' },
  desk: { variable: 'E2E_DESK_EMAIL', lastName: 'Mesa' },
  deskPhone: { variable: 'E2E_DESK_PHONE_EMAIL', lastName: 'Mesa Celular' },
} as const;

/**
 * An operator of this run (global-setup lists every address in OPERATOR_EMAILS), created on first
 * use: the queue's, the cashier who confirms payments in the payments test, the one who
 * confirms and refunds in the cancellation test, or the desk test's.
 */
export async function operatorAccount(which: keyof typeof OPERATORS = 'queue'): Promise<TestAccount> {
  const { variable, lastName } = OPERATORS[which];
  const email = process.env[variable];
  if (!email) throw new Error(`${variable} is not set: run through playwright.config.ts`);
  const operator = { email, firstName: 'Olga', lastName };
  if ((await messagesFor(email)).length === 0) {
    await createAccount(operator.firstName, operator.lastName, email, { paid: false });
  }
  return operator;
}
