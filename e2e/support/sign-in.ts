import type { Page } from '@playwright/test';
import { waitForCode } from './mailbox';

export const TEST_PASSWORD = 'Segura#2026';
let counter = 0;

export interface TestAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** A new, unique account created through the API. */
export async function createAccount(page: Page, firstName = 'Ana', lastName = 'Souza'): Promise<TestAccount> {
  const email = `e2e-${Date.now()}-${process.pid}-${++counter}@exemplo.com.br`;
  const response = await page.request.post('/api/singup', {
    data: { email, password: TEST_PASSWORD, firstName, lastName },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, firstName, lastName };
}

/**
 * Signs a new account in the way a person does: the code is requested on /SignIn,
 * read from the real SMTP server and typed into the boxes. Ends on /TabNavigator.
 */
export async function signIn(page: Page, account?: TestAccount): Promise<TestAccount> {
  const who = account ?? (await createAccount(page));
  await page.goto('/SignIn');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/ConfirmationCode');
  const code = await waitForCode(who.email);
  await page.getByLabel('Dígito 1 de 6').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL('**/TabNavigator');
  return who;
}
