import { TEST_PASSWORD } from './accounts.js';
import { fetchHonouringRetryAfter } from './retry-after.js';

/** A CPF whose check digits hold: the payer of the e2e tests and the bench. */
export const TEST_CPF = '529.982.247-25';

async function call(baseUrl: string, path: string, init: { token?: string; body?: unknown; key?: string } = {}) {
  const response = await fetchHonouringRetryAfter(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'Idempotency-Key': init.key } : {}),
    },
    body: JSON.stringify(init.body ?? {}),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer as Record<string, unknown>;
}

/** A session by password (the tests' and the bench's accounts sign up with TEST_PASSWORD): no code is spent. */
async function session(baseUrl: string, email: string) {
  const answer = await call(baseUrl, '/login', { body: { email, password: TEST_PASSWORD } });
  return { token: String(answer.access_token), refresh: String(answer.refresh_token) };
}

/** Pays through the product: a PIX checkout, then 'Confirmar recebimento' by the operator; both sign out. */
export async function payThroughTheOperator(baseUrl: string, email: string, operator: { email: string }) {
  const subscriber = await session(baseUrl, email);
  const checkout = await call(baseUrl, '/assinatura/checkout', {
    token: subscriber.token,
    key: `pagar-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    body: { method: 'pix', cpf: TEST_CPF },
  });
  const chargeId = String((checkout.charge as { id: string }).id);
  const central = await session(baseUrl, operator.email);
  await call(baseUrl, `/operador/cobrancas/${chargeId}/confirmar`, { token: central.token });
  await call(baseUrl, '/logout', { body: { refreshToken: subscriber.refresh } });
  await call(baseUrl, '/logout', { body: { refreshToken: central.refresh } });
}
