import type { Locator, Page } from '@playwright/test';
import {
  answered,
  apiClient,
  codeIn,
  createConfirmedAccount,
  payThroughTheOperator,
  TEST_CPF,
  TEST_PASSWORD,
} from '@game-assist/test-support';
import { waitForCode, waitForMessage } from './mailbox';
import { createAccount, operatorAccount, type TestAccount } from './sign-in';

/** On /Operador's open tab: opens the row holding `text` (a tap on its first cell); its panel is returned. */
export async function openDeskRow(page: Page, text: string | RegExp): Promise<Locator> {
  await page.getByRole('row').filter({ hasText: text }).getByRole('button').first().click();
  return page.getByRole('region').filter({ hasText: text });
}

/** The toasts' live region (the signed-in layout's ToastHost): the one whose toasts close at 'Fechar'. */
export const deskToasts = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Fechar' }) });

/** The API as an integrator calls it: the client typed by the API document (test-support's apiClient). */
function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return url;
}

async function signedIn(email: string) {
  const api = apiClient(baseUrl());
  const session = answered('login', await api.POST('/api/login', { body: { email, password: TEST_PASSWORD } }));
  return apiClient(baseUrl(), session.access_token);
}

const unique = () => `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** A paid subscriber who asks for a service: the request is open in the queue. Its protocol is returned. */
export async function subscriberWithRequest(
  firstName: string,
  lastName: string,
  note: string,
): Promise<{ account: TestAccount; protocol: string }> {
  const account = await createAccount(firstName, lastName);
  const api = await signedIn(account.email);
  const asked = answered(
    'POST /api/atendimentos',
    await api.POST('/api/atendimentos', {
      params: { header: { 'idempotency-key': `desk-${unique()}` } },
      body: { coverageId: 'suporte-online', note },
    }),
  );
  return { account, protocol: asked.protocol };
}

/** What the screenshots' desk shows: requests, a charge waiting for its PIX, a refund to make, an affiliate's month. */
export async function fillTheDesk(): Promise<void> {
  await subscriberWithRequest('Marina', 'Costa', 'Meu roteador não conecta desde ontem.');
  await subscriberWithRequest('João', 'Pereira', 'O computador não liga.');
  const waiting = await createAccount('Lúcia', 'Ramos', undefined, { paid: false });
  answered(
    'checkout',
    await (
      await signedIn(waiting.email)
    ).POST('/api/assinatura/checkout', {
      params: { header: { 'idempotency-key': `desk-${unique()}` } },
      body: { method: 'pix', cpf: TEST_CPF },
    }),
  );
  const leaving = await createAccount('Carlos', 'Souza');
  const leavingApi = await signedIn(leaving.email);
  // A key other than the payer's CPF goes with the code e-mailed for it.
  answered('cancellation code', await leavingApi.POST('/api/assinatura/cancelar/codigo', { body: {} }));
  const keyMail = await waitForMessage(leaving.email, (mail) =>
    mail.includes('receber o reembolso em outra chave PIX'),
  );
  answered(
    'cancel',
    await leavingApi.POST('/api/assinatura/cancelar', {
      body: { refundPixKey: '+5511988887777', code: codeIn(keyMail) },
    }),
  );
  // Brought by the sample affiliate's link, and paid: the affiliates' statement has a month to show.
  const brought = {
    email: `afiliado-${unique()}@exemplo.com.br`,
    firstName: 'Renata',
    lastName: 'Lima',
    affiliateCode: 'GAMEASSIST10',
  };
  await createConfirmedAccount(baseUrl(), brought, (email) => waitForCode(email));
  await payThroughTheOperator(baseUrl(), brought.email, await operatorAccount());
  await waitForMessage(brought.email, (mail) => mail.includes('Recebemos o seu pagamento'));
}
