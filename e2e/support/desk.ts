import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
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

async function token(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: TEST_PASSWORD } });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function post(request: APIRequestContext, path: string, bearer: string, data: unknown, key?: string) {
  const answer = await request.post(path, {
    headers: { authorization: `Bearer ${bearer}`, ...(key ? { 'idempotency-key': key } : {}) },
    data,
  });
  if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

const unique = () => `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** A paid subscriber who asks for a service: the request is open in the queue. Its protocol is returned. */
export async function subscriberWithRequest(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  note: string,
): Promise<{ account: TestAccount; protocol: string }> {
  const account = await createAccount(firstName, lastName);
  const asked = await post(
    request,
    '/api/atendimentos',
    await token(request, account.email),
    { coverageId: 'suporte-online', note },
    `desk-${unique()}`,
  );
  return { account, protocol: String(asked.protocol) };
}

/** What the screenshots' desk shows: requests, a charge waiting for its PIX, a refund to make, an affiliate's month. */
export async function fillTheDesk(request: APIRequestContext): Promise<void> {
  await subscriberWithRequest(request, 'Marina', 'Costa', 'Meu roteador não conecta desde ontem.');
  await subscriberWithRequest(request, 'João', 'Pereira', 'O computador não liga.');
  const waiting = await createAccount('Lúcia', 'Ramos', undefined, { paid: false });
  await post(
    request,
    '/api/assinatura/checkout',
    await token(request, waiting.email),
    { method: 'pix', cpf: TEST_CPF },
    `desk-${unique()}`,
  );
  const leaving = await createAccount('Carlos', 'Souza');
  const leavingToken = await token(request, leaving.email);
  // A key other than the payer's CPF goes with the code e-mailed for it.
  await post(request, '/api/assinatura/cancelar/codigo', leavingToken, {});
  const keyMail = await waitForMessage(leaving.email, (mail) =>
    mail.includes('receber o reembolso em outra chave PIX'),
  );
  await post(request, '/api/assinatura/cancelar', leavingToken, {
    refundPixKey: '+5511988887777',
    code: codeIn(keyMail),
  });
  // Brought by the sample affiliate's link, and paid: the affiliates' statement has a month to show.
  const brought = {
    email: `afiliado-${unique()}@exemplo.com.br`,
    firstName: 'Renata',
    lastName: 'Lima',
    affiliateCode: 'GAMEASSIST10',
  };
  const baseUrl = process.env.E2E_BASE_URL ?? '';
  await createConfirmedAccount(baseUrl, brought, (email) => waitForCode(email));
  await payThroughTheOperator(baseUrl, brought.email, await operatorAccount());
  await waitForMessage(brought.email, (mail) => mail.includes('Recebemos o seu pagamento'));
}
