import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chargeSchema, checkoutResponseSchema, operatorRefundListSchema } from '@game-assist/contracts';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, operatorToken, TEST_CPF, type TestContext } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { startFakeAsaas, type AsaasEvent, type FakeAsaas } from '#api/test/fake-asaas.js';
import { checkBrCode } from './br-code.test-support.js';
import { harness } from './payments.test-support.js';

const TOKEN = 'token-do-webhook-0123456789';
const START = '2026-11-26T17:00:00.000Z';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('payments through Asaas on %s', (_name, postgres) => {
  let ctx: TestContext;
  let asaas: FakeAsaas;
  const h = harness(() => ctx);

  beforeAll(async () => {
    asaas = await startFakeAsaas();
    ctx = await createTestApp(
      {
        OTP_IP_LIMIT_PER_HOUR: '100000',
        AUTH_IP_LIMIT_PER_HOUR: '100000',
        ASAAS_API_URL: asaas.url,
        ASAAS_API_KEY: asaas.apiKey,
        ASAAS_WEBHOOK_TOKEN: TOKEN,
      },
      { clock: new ManualClock(START), database: await createTestDatabase({ postgres }) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
    await asaas.close();
  });

  const webhook = (event: AsaasEvent | object, token: string | null = TOKEN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/pagamentos/asaas/webhook',
      headers: token === null ? {} : { 'asaas-access-token': token },
      payload: event,
    });
  const recorded = async () =>
    h.rows<{ event_type: string; outcome: string }>(sql`select event_type, outcome from provider_events order by id`);

  async function pixCharge() {
    const ana = await h.person('asaas');
    const { charge } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    const payment = asaas.payments.find((p) => p.externalReference === charge.id);
    if (!payment) throw new Error('no Asaas payment for the charge');
    return { ana, charge, payment };
  }

  it('makes the PIX charge at Asaas, for the customer of that CPF, and shows its PIX code', async () => {
    const { charge, payment } = await pixCharge();
    expect(payment).toMatchObject({ billingType: 'PIX', value: 129.9, status: 'PENDING' });
    expect(asaas.customers.find((c) => c.id === payment.customer)?.cpfCnpj).toBe(TEST_CPF.replace(/\D/g, ''));
    expect(charge.invoiceUrl).toBe(payment.invoiceUrl);
    expect(checkBrCode(charge.pix?.copiaECola ?? '').parsed).toMatchObject({ transactionAmount: 129.9 });
    expect(charge.pix?.copiaECola).not.toContain('gameassist');
  });

  it('sends a card to Asaas’s own page: 12 instalments, nothing of the card here', async () => {
    const ana = await h.person('cartao');
    const answer = await h.checkout(ana, { method: 'cartao', cpf: TEST_CPF, addOns: ['GA-ADDON-DENTAL'] });
    const { charge } = checkoutResponseSchema.parse(answer.json());
    expect(charge).toMatchObject({ method: 'cartao', amount: 13080 + 5988, pix: null });
    const plan = asaas.payments.filter((p) => p.externalReference === charge.id);
    expect(plan).toHaveLength(12);
    expect(plan[0]).toMatchObject({ billingType: 'UNDEFINED', value: 15.89 });
    expect(charge.invoiceUrl).toBe(plan[0]?.invoiceUrl);
  });

  it('refuses a webhook with a wrong or missing token with 401, recording and changing nothing', async () => {
    const { ana, payment } = await pixCharge();
    const before = (await recorded()).length;
    for (const token of ['errado', null, `${TOKEN}x`]) {
      const answer = await webhook(asaas.eventFor(payment, 'PAYMENT_CONFIRMED'), token);
      expect(answer.statusCode).toBe(401);
    }
    expect(await recorded()).toHaveLength(before);
    expect((await h.subscription(ana)).status).toBe('aguardando-pagamento');
  });

  it('pays on PAYMENT_CONFIRMED once: the same event again, and PAYMENT_RECEIVED after it, extend nothing', async () => {
    const { ana, charge, payment } = await pixCharge();
    const before = (await recorded()).length;
    const confirmed = asaas.eventFor(payment, 'PAYMENT_CONFIRMED');
    const answers = await Promise.all([webhook(confirmed), webhook(confirmed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual({ received: true });
    expect(await h.subscription(ana)).toMatchObject({ status: 'ativa', paidUntil: '2027-11-26' });
    expect((await webhook(asaas.eventFor(payment, 'PAYMENT_RECEIVED'))).statusCode).toBe(200);
    expect((await webhook(confirmed)).statusCode).toBe(200);
    expect(await h.subscription(ana)).toMatchObject({ paidUntil: '2027-11-26' });
    expect((await recorded()).slice(before)).toEqual([
      { event_type: 'PAYMENT_CONFIRMED', outcome: 'aplicado' },
      { event_type: 'PAYMENT_RECEIVED', outcome: 'sem-efeito' },
    ]);
    const paid = chargeSchema.parse(
      (await h.call('GET', `/api/cobrancas/${charge.id}`, (await h.fresh(ana)).token)).json(),
    );
    expect(paid).toMatchObject({ status: 'paga', paidAt: START });
    expect((await h.mailTo(ana.email)).filter((mail) => mail.subject.includes('Recibo'))).toHaveLength(1);
    // The operators confirm only the built-in PIX.
    expect((await h.confirm(charge.id)).statusCode).toBe(409);
  });

  it('records an event about a payment that is not ours, and one that pays nothing, without effect', async () => {
    const before = (await recorded()).length;
    const stranger = await webhook({
      id: 'evt_x&1',
      event: 'PAYMENT_CONFIRMED',
      payment: { object: 'payment', id: 'pay_desconhecido' },
    });
    expect(stranger.statusCode).toBe(200);
    const { ana, payment } = await pixCharge();
    expect((await webhook(asaas.eventFor(payment, 'PAYMENT_OVERDUE'))).statusCode).toBe(200);
    expect((await recorded()).slice(before)).toEqual([
      { event_type: 'PAYMENT_CONFIRMED', outcome: 'desconhecido' },
      { event_type: 'PAYMENT_OVERDUE', outcome: 'sem-efeito' },
    ]);
    expect((await h.subscription(ana)).status).toBe('aguardando-pagamento');
    expect((await webhook({ nada: true })).statusCode).toBe(400);
  });

  it('a cancellation within 7 days asks Asaas to refund; PAYMENT_REFUNDED makes the charge Reembolsada, once', async () => {
    const { ana, charge, payment } = await pixCharge();
    expect((await webhook(asaas.eventFor(payment, 'PAYMENT_RECEIVED'))).statusCode).toBe(200);
    const token = async () => (await h.fresh(ana)).token;
    const cancelled = await h.call('POST', '/api/assinatura/cancelar', await token(), {});
    expect(cancelled.json()).toMatchObject({ kind: 'arrependimento', refund: { amount: 12990, status: 'pendente' } });
    expect(asaas.requests.filter((r) => r.path === `/v3/payments/${payment.id}/refund`)).toHaveLength(1);
    expect(payment.status).toBe('REFUND_REQUESTED');
    await ctx.modules.subscriptions.runBillingCycle();
    expect(asaas.requests.filter((r) => r.path.endsWith('/refund'))).toHaveLength(1);

    const refunds = operatorRefundListSchema.parse(
      (await h.call('GET', '/api/operador/reembolsos', await operatorToken(ctx))).json(),
    ).items;
    const mine = refunds.find((refund) => refund.chargeId === charge.id);
    expect(mine).toMatchObject({ provider: 'asaas', status: 'pendente' });
    const byOperator = await h.call(
      'POST',
      `/api/operador/reembolsos/${mine?.id}/concluir`,
      await operatorToken(ctx),
      {},
    );
    expect(byOperator.statusCode).toBe(409);

    const before = (await recorded()).length;
    const refunded = asaas.eventFor(payment, 'PAYMENT_REFUNDED');
    expect((await webhook(refunded)).statusCode).toBe(200);
    expect((await webhook(refunded)).statusCode).toBe(200);
    expect((await webhook(asaas.eventFor(payment, 'PAYMENT_REFUNDED'))).statusCode).toBe(200);
    expect((await recorded()).slice(before)).toEqual([
      { event_type: 'PAYMENT_REFUNDED', outcome: 'aplicado' },
      { event_type: 'PAYMENT_REFUNDED', outcome: 'sem-efeito' },
    ]);
    const after = chargeSchema.parse((await h.call('GET', `/api/cobrancas/${charge.id}`, await token())).json());
    expect(after.status).toBe('reembolsada');
  });

  it('asks again on the next billing cycle when Asaas did not answer the refund', async () => {
    const { ana, payment } = await pixCharge();
    expect((await webhook(asaas.eventFor(payment, 'PAYMENT_RECEIVED'))).statusCode).toBe(200);
    payment.status = 'PENDING';
    const cancelled = await h.call('POST', '/api/assinatura/cancelar', (await h.fresh(ana)).token, {});
    expect(cancelled.json()).toMatchObject({ refund: { status: 'pendente' } });
    const asked = () => asaas.requests.filter((r) => r.path === `/v3/payments/${payment.id}/refund`).length;
    expect(asked()).toBe(1);
    payment.status = 'RECEIVED';
    await ctx.modules.subscriptions.runBillingCycle();
    expect(asked()).toBe(2);
    expect(payment.status).toBe('REFUND_REQUESTED');
    await ctx.modules.subscriptions.runBillingCycle();
    expect(asked()).toBe(2);
  });

  it('says so, charging nothing, when Asaas does not answer', async () => {
    const ana = await h.person('fora');
    await asaas.close();
    const answer = await h.checkout(ana);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toMatch(/^O provedor de pagamento não respondeu/);
  });
});
