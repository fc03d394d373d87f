import { TEST_PASSWORD } from './accounts.js';
import { answered, apiClient } from './api-client.js';

/** A CPF whose check digits hold: the payer of the e2e tests and the bench. */
export const TEST_CPF = '529.982.247-25';

/** A session by password (the tests' and the bench's accounts sign up with TEST_PASSWORD): no code is spent. */
export async function passwordSession(baseUrl: string, email: string) {
  const signedIn = answered(
    'sign-in',
    await apiClient(baseUrl).POST('/api/login', { body: { email, password: TEST_PASSWORD } }),
  );
  return { api: apiClient(baseUrl, signedIn.access_token), refreshToken: signedIn.refresh_token };
}

/** Pays through the product: a PIX checkout, then 'Confirmar recebimento' by the operator; both sign out. */
export async function payThroughTheOperator(baseUrl: string, email: string, operator: { email: string }) {
  const subscriber = await passwordSession(baseUrl, email);
  const { charge } = answered(
    'checkout',
    await subscriber.api.POST('/api/assinatura/checkout', {
      params: { header: { 'idempotency-key': `pagar-${Date.now()}-${Math.random().toString(36).slice(2)}` } },
      body: { method: 'pix', cpf: TEST_CPF },
    }),
  );
  const central = await passwordSession(baseUrl, operator.email);
  answered(
    'confirmation',
    await central.api.POST('/api/operador/cobrancas/{id}/confirmar', { params: { path: { id: charge.id } }, body: {} }),
  );
  for (const { api, refreshToken } of [subscriber, central]) {
    answered('sign-out', await api.POST('/api/logout', { body: { refreshToken } }));
  }
}
