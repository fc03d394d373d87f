import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chargeSchema, checkoutResponseSchema } from '@game-assist/contracts';
import { TEST_OPERATOR_EMAIL, type TestContext } from '#api/test/app.js';
import type { AsaasEvent } from '#api/test/fake-asaas.js';
import { asaasPosts, builtInPixApp, harness, suiteApp, suiteAsaasApp, type Person } from './payments.test-support.js';

/** Closes the account the way its owner does: the e-mailed code, then DELETE /api/conta. */
async function closeAccount(ctx: TestContext, h: ReturnType<typeof harness>, who: Person) {
  const token = (await h.fresh(who)).token;
  expect((await h.call('POST', '/api/conta/exclusao/codigo', token)).statusCode).toBe(202);
  const code = await ctx.lastCodeFor(who.email);
  const deleted = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/conta',
    headers: { authorization: `Bearer ${token}` },
    payload: { code },
  });
  expect(deleted.statusCode).toBe(200);
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('charges that can no longer be paid, with Asaas, on %s (#64 points 4 and 12)', (_name, postgres) => {
  const { app, fake } = suiteAsaasApp(postgres);
  const h = harness(app);
  const webhook = (event: AsaasEvent) => asaasPosts(app(), event);
  async function checkout(who: Person) {
    const { charge } = checkoutResponseSchema.parse((await h.checkout(who)).json());
    const payment = fake().payments.find((p) => p.externalReference === charge.id);
    if (!payment) throw new Error('no Asaas payment for the charge');
    return { charge, payment };
  }
  const chargeOf = async (who: Person, id: string) =>
    chargeSchema.parse((await h.call('GET', `/api/cobrancas/${id}`, (await h.fresh(who)).token)).json());
  const refundAsked = (paymentId: string) =>
    fake().requests.filter((r) => r.method === 'POST' && r.path === `/v3/payments/${paymentId}/refund`).length;

  it('a replaced charge is removed at Asaas; a payment that arrives for it anyway activates nothing and is refunded', async () => {
    const ana = await h.person('substitui');
    const old = await checkout(ana);
    const current = await checkout(ana);
    expect(
      fake()
        .requests.filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toContain(`/v3/payments/${old.payment.id}`);
    expect(old.payment.deleted).toBe(true);
    expect(current.payment.deleted).toBe(false);

    expect((await webhook(fake().eventFor(old.payment, 'PAYMENT_RECEIVED'))).statusCode).toBe(200);
    expect((await h.subscription(ana)).status).toBe('aguardando-pagamento');
    expect((await chargeOf(ana, old.charge.id)).status).toBe('reembolso-pendente');
    expect(refundAsked(old.payment.id)).toBe(1);
    expect((await h.mailTo(ana.email)).filter((mail) => mail.subject.includes('Recibo'))).toHaveLength(0);

    expect((await webhook(fake().eventFor(old.payment, 'PAYMENT_REFUNDED'))).statusCode).toBe(200);
    expect((await chargeOf(ana, old.charge.id)).status).toBe('reembolsada');
    // The charge that replaced it is paid as usual.
    expect((await webhook(fake().eventFor(current.payment, 'PAYMENT_RECEIVED'))).statusCode).toBe(200);
    expect((await h.subscription(ana)).status).toBe('ativa');
  });

  it('a removal Asaas did not answer is tried again by the job; after 4 failures the financeiro is told, once', async () => {
    const removalsOf = (paymentId: string) =>
      fake().requests.filter((r) => r.method === 'DELETE' && r.path === `/v3/payments/${paymentId}`).length;
    const retry = () => app().modules.payments.retryRemovalsAtProvider();
    const ana = await h.person('remocao');
    fake().failingRemovals = 1;
    const old = await checkout(ana);
    await checkout(ana);
    expect(removalsOf(old.payment.id)).toBe(1);
    expect(old.payment.deleted).toBe(false);
    await retry();
    expect(removalsOf(old.payment.id)).toBe(2);
    expect(old.payment.deleted).toBe(true);
    await retry(); // removed: not asked again
    expect(removalsOf(old.payment.id)).toBe(2);

    const bia = await h.person('remocao-falha');
    fake().failingRemovals = 100;
    const stuck = await checkout(bia);
    await checkout(bia);
    for (let run = 0; run < 5; run += 1) await retry();
    fake().failingRemovals = 0;
    expect(stuck.payment.deleted).toBe(false);
    expect(removalsOf(stuck.payment.id)).toBe(4);
    const told = (await h.mailTo(TEST_OPERATOR_EMAIL)).filter(
      (mail) => mail.subject === 'Asaas: cobrança cancelada a remover à mão',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`No Asaas: ${stuck.payment.id}`);
    expect(told[0]?.text).toContain('Asaas answered 503');
  });

  it('at most 10 checkouts an hour per account, 429 with Retry-After after; another account is not held back', async () => {
    const bia = await h.person('limite');
    const before = fake().payments.length;
    const answers = await Promise.all(Array.from({ length: 14 }, () => h.checkout(bia)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    const limited = answers.find((answer) => answer.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake().payments.length - before).toBe(10);
    expect((await h.checkout(await h.person('outra'))).statusCode).toBe(201);
  });

  it("a payment for a closed account's charge activates nothing: a refund is due to the payer and Asaas is asked", async () => {
    const caio = await h.person('encerra');
    const { charge, payment } = await checkout(caio);
    await closeAccount(app(), h, caio);
    expect((await webhook(fake().eventFor(payment, 'PAYMENT_CONFIRMED'))).statusCode).toBe(200);
    const [row] = await h.rows<{ status: string }>(sql`select status from charges where id = ${charge.id}`);
    expect(row?.status).toBe('reembolso-pendente');
    const refunds = await h.rows<{ amount_cents: number; status: string }>(
      sql`select amount_cents, status from refunds where charge_id = ${charge.id}`,
    );
    expect(refunds).toEqual([{ amount_cents: 12990, status: 'pendente' }]);
    expect(refundAsked(payment.id)).toBe(1);
    const [standing] = await h.rows<{ status: string }>(
      sql`select status from subscriptions where account_id = ${caio.id}`,
    );
    expect(standing?.status).toBe('cancelada');
  });
});

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('charges that can no longer be paid, built-in PIX, on %s (#64 points 4 and 12)', (_name, postgres) => {
  const app = suiteApp(() => builtInPixApp(postgres));
  const h = harness(app);

  it('a replaced (cancelled) charge is not confirmed: 409, and the subscription waits for the new one', async () => {
    const ana = await h.person('velha');
    const { charge: old } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    const { charge: current } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    const refused = await h.confirm(old.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Esta cobrança foi cancelada/);
    expect((await h.subscription(ana)).status).toBe('aguardando-pagamento');
    expect((await h.confirm(current.id)).statusCode).toBe(200);
  });

  it("a closed account's expired charge is not confirmed: 409", async () => {
    const bia = await h.person('fechada');
    const { charge } = checkoutResponseSchema.parse((await h.checkout(bia)).json());
    app().clock.advance(60 * 60_000);
    await app().modules.subscriptions.runBillingCycle();
    await closeAccount(app(), h, bia);
    const refused = await h.confirm(charge.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A conta desta cobrança foi encerrada: a cobrança não pode ser confirmada.');
    const [standing] = await h.rows<{ status: string }>(
      sql`select status from subscriptions where account_id = ${bia.id}`,
    );
    expect(standing?.status).toBe('cancelada');
  });
});
