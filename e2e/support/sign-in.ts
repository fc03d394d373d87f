import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { messagesFor, waitForCode } from './mailbox';

export const TEST_PASSWORD = 'Segura#2026';
let counter = 0;

export interface TestAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** A new account (by default with a unique address) created through the API and confirmed with the code e-mailed to it. */
export async function createAccount(
  page: Page,
  firstName = 'Ana',
  lastName = 'Souza',
  email = `e2e-${Date.now()}-${process.pid}-${++counter}@exemplo.com.br`,
): Promise<TestAccount> {
  const response = await page.request.post('/api/singup', {
    data: { email, password: TEST_PASSWORD, firstName, lastName },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const otp = await waitForCode(email);
  const confirmed = await page.request.post('/api/auth/verify-otp', {
    data: { identifier: email, type: 'email', otp },
  });
  if (confirmed.status() !== 201) throw new Error(`confirmation failed: ${confirmed.status()}`);
  const { refresh_token: refreshToken } = (await confirmed.json()) as { refresh_token: string };
  await page.request.post('/api/logout', { data: { refreshToken } });
  return { email, firstName, lastName };
}

/**
 * Signs a new account in the way a person does: the code is requested on /SignIn,
 * read from the real SMTP server and typed into the boxes. Ends on /TabNavigator.
 */
export async function signIn(page: Page, account?: TestAccount): Promise<TestAccount> {
  const who = account ?? (await createAccount(page));
  const seen = (await messagesFor(who.email)).length;
  await page.goto(webPaths.signIn);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**${webPaths.confirmationCode}`);
  const code = await waitForCode(who.email, seen);
  await page.getByLabel('Dígito 1 de 6').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL(`**${webPaths.tabNavigator}`);
  return who;
}

/** The operator of this run (global-setup lists the address in OPERATOR_EMAILS), created on first use. */
export async function operatorAccount(page: Page): Promise<TestAccount> {
  const email = process.env.E2E_OPERATOR_EMAIL;
  if (!email) throw new Error('E2E_OPERATOR_EMAIL is not set: run through playwright.config.ts');
  const operator = { email, firstName: 'Olga', lastName: 'Central' };
  if ((await messagesFor(email)).length === 0) await createAccount(page, operator.firstName, operator.lastName, email);
  return operator;
}
