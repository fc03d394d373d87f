import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  affiliateStatementSchema,
  cancellationSchema,
  checkoutOfferSchema,
  checkoutResponseSchema,
  deactivateAutoRenewalResponseSchema,
  receiptSchema,
  type Subscription,
} from '@game-assist/contracts';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { TestContext } from '#api/test/app.js';
import { operatorToken, TEST_CPF } from '#api/test/app.js';
import { startFakeAsaas, type FakeAsaas } from '#api/test/fake-asaas.js';
import { asaasApp, builtInPixApp, harness, type Person } from './payments.test-support.js';

const MONTH = 1090;

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('PIX Automático through Asaas on %s (decision 032)', (_name, postgres) => {
  let ctx: TestContext;
  let asaas: FakeAsaas;
  const h = harness(() => ctx);

  beforeAll(async () => {
    asaas = await startFakeAsaas();
    ctx = await asaasApp(postgres, asaas);
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
    await asaas.close();
  });

  const { posts: post, dayOf } = h;
  const today = () => saoPauloDate(ctx.clock.now());
  const autoRenewal = async (who: Person): Promise<NonNullable<Subscription['autoRenewal']>> => {
    const found = (await h.subscription(who)).autoRenewal;
    if (!found) throw new Error('no autoRenewal');
    return found;
  };
  const debitOf = (chargeId: string) => {
    const payment = asaas.payments.find((p) => p.externalReference === chargeId);
    if (!payment) throw new Error(`no Asaas payment for ${chargeId}`);
    return payment;
  };
  const charges = (who: Person) =>
    h.rows<{
      id: string;
      status: string;
      amount_cents: number;
      debit_attempt: number | null;
      debit_due_on: string | null;
    }>(
      sql`select id, status, amount_cents, debit_attempt, debit_due_on::text from charges where account_id = ${who.id} order by seq`,
    );
  const pendingDebit = async (who: Person) => {
    const row = (await charges(who)).findLast((c) => c.status === 'pendente' && c.debit_due_on);
    if (!row) throw new Error('no pending debit');
    return { ...row, payment: debitOf(row.id) };
  };

  async function authorised(prefix: string) {
    const who = await h.person(prefix);
    const answer = await h.checkout(who, { method: 'pix', cpf: TEST_CPF, autoRenewal: 'mensal' });
    expect(answer.statusCode).toBe(201);
    const { charge, autoRenewal: pending } = checkoutResponseSchema.parse(answer.json());
    expect(charge.amount).toBe(MONTH);
    expect(pending?.status).toBe('pendente');
    const authorization = asaas.authorizations.at(-1);
    expect(authorization).toMatchObject({ frequency: 'MONTHLY', value: 10.9, status: 'CREATED' });
    expect(charge.pix?.copiaECola).toBe(authorization?.immediateQrCode.payload);
    const events = await asaas.pixAutomatic.payerAuthorises();
    await post(events);
    return { who, authorization, events };
  }

  it('offers both PIX Automático plans with a provider: a month of R$ 10,90 (12 ×) or the year', async () => {
    const ana = await h.person('oferta');
    const offer = checkoutOfferSchema.parse((await h.call('GET', '/api/assinatura/oferta', ana.token)).json());
    expect(offer.pixAutomatico).toEqual({
      mensal: { amount: MONTH, months: 12 },
      anual: { amount: 12990 },
      unavailableReason: null,
    });
  });

  it('the yearly one pays R$ 129,90 now and covers 12 months, its authorisation ANNUALLY', async () => {
    const bia = await h.person('anual');
    const answer = await h.checkout(bia, { method: 'pix', cpf: TEST_CPF, autoRenewal: 'anual' });
    expect(checkoutResponseSchema.parse(answer.json()).charge.amount).toBe(12990);
    expect(asaas.authorizations.at(-1)).toMatchObject({ frequency: 'ANNUALLY', value: 129.9 });
    await post(await asaas.pixAutomatic.payerAuthorises());
    const paidUntil = addMonths(today(), 12);
    expect(await h.subscription(bia)).toMatchObject({
      paidUntil,
      autoRenewal: { status: 'ativa', frequency: 'anual', nextDebitOn: paidUntil, nextDebitAmount: 12990 },
    });
  });

  it('a payer cancelling in the bank app is shown within one webhook; the renewal falls back to a PIX code', async () => {
    const { who, authorization } = await authorised('banco');
    const paidUntil = addMonths(today(), 1);
    expect(await autoRenewal(who)).toMatchObject({
      status: 'ativa',
      nextDebitOn: paidUntil,
      cutOff: addDays(paidUntil, -1),
    });
    await post(await asaas.pixAutomatic.payerCancels(authorization?.id));
    expect(await autoRenewal(who)).toMatchObject({ status: 'cancelada-pelo-pagador', nextDebitOn: null });
    const [notice] = (await h.mailTo(who.email)).filter((mail) => mail.subject.includes('cancelada no banco'));
    expect(notice).toBeDefined();
  });

  it('“Desativar renovação automática” cancels at Asaas before the debit, keeping what was paid', async () => {
    const { who, authorization } = await authorised('desativa');
    const paidUntil = addMonths(today(), 1);
    const deactivated = await h.call(
      'POST',
      '/api/assinatura/renovacao-automatica/desativar',
      (await h.fresh(who)).token,
    );
    expect(deactivated.statusCode).toBe(200);
    expect(deactivateAutoRenewalResponseSchema.parse(deactivated.json())).toMatchObject({
      autoRenewal: { status: 'desativada', nextDebitOn: null },
      paidUntil,
    });
    expect(asaas.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v3/pix/automatic/authorizations/${authorization?.id}` }),
    );
    expect(authorization?.status).toBe('CANCELLED');
    const again = await h.call('POST', '/api/assinatura/renovacao-automatica/desativar', (await h.fresh(who)).token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'sem-renovacao-automatica' });
    expect((await h.subscription(who)).status).toBe('ativa');
  });

  it('a withdrawal within 7 days refunds the first month and cancels the authorisation', async () => {
    const { who, authorization } = await authorised('arrepende');
    const cancelled = await h.call('POST', '/api/assinatura/cancelar', (await h.fresh(who)).token, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancellationSchema.parse(cancelled.json())).toMatchObject({
      kind: 'arrependimento',
      refund: { amount: MONTH },
    });
    expect(authorization?.status).toBe('CANCELLED');
    const first = asaas.payments.findLast((p) => p.value === 10.9 && p.customer === authorization?.customerId);
    expect(asaas.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/v3/payments/${first?.id}/refund` }),
    );
    expect((await autoRenewal(who)).status).toBe('desativada');
  });

  it("a debit is an ordinary paid charge: its receipt, and the affiliate's 10 % in the month it is paid", async () => {
    const gil = await h.person('comissao', 'GAMEASSIST10');
    await h.checkout(gil, { method: 'pix', cpf: TEST_CPF, autoRenewal: 'mensal' });
    await post(await asaas.pixAutomatic.payerAuthorises());
    const statementLine = async (month: string) =>
      affiliateStatementSchema
        .parse((await h.call('GET', `/api/operador/afiliados/extrato?mes=${month}`, await operatorToken(ctx))).json())
        .items.find((item) => item.affiliateId === 'aff-001');
    const first = today().slice(0, 7);
    expect(await statementLine(first)).toMatchObject({ paidCharges: 1, paidAmount: MONTH, commission: 109 });

    const paidUntil = addMonths(today(), 1);
    await dayOf(addDays(paidUntil, -7));
    const debit = await pendingDebit(gil);
    await dayOf(paidUntil);
    await post(await asaas.pixAutomatic.debitPaid(debit.payment.id));
    expect(await statementLine(paidUntil.slice(0, 7))).toMatchObject({
      paidCharges: 1,
      paidAmount: MONTH,
      commission: 109,
    });
    const receipt = await h.call('GET', `/api/cobrancas/${debit.id}/recibo`, (await h.fresh(gil)).token);
    expect(receipt.statusCode).toBe(200);
    expect(receiptSchema.parse(receipt.json())).toMatchObject({ status: 'paga', amount: MONTH, method: 'pix' });
  });

  it('walks 14 months: authorised, 12 debits, a failure retried, a failure paid by PIX code in the grace', async () => {
    const { who, events } = await authorised('mensal');
    await post(events);
    let paidUntil = addMonths(today(), 1);
    expect((await h.subscription(who)).paidUntil).toBe(paidUntil);
    expect(
      await h.rows(sql`select 1 from provider_events where event_id = ${(events[0] as { id: string }).id}`),
    ).toHaveLength(1);

    for (let month = 2; month <= 14; month += 1) {
      await dayOf(addDays(paidUntil, -7));
      const debit = await pendingDebit(who);
      expect(debit).toMatchObject({ amount_cents: MONTH, debit_attempt: 1, debit_due_on: paidUntil });
      expect(debit.payment).toMatchObject({ value: 10.9, dueDate: paidUntil, billingType: 'PIX' });
      await post(await asaas.pixAutomatic.debitScheduled(debit.payment.id));
      expect((await autoRenewal(who)).lastDebit).toEqual({ dueOn: paidUntil, amount: MONTH, status: 'agendado' });
      await dayOf(paidUntil);
      const next = addMonths(paidUntil, 1);
      if (month === 5 || month === 9) {
        await post(await asaas.pixAutomatic.debitFails(debit.payment.id));
        const retry = await pendingDebit(who);
        expect(retry).toMatchObject({ debit_attempt: 2, debit_due_on: addDays(paidUntil, 4) });
        await dayOf(addDays(paidUntil, 1));
        expect((await h.subscription(who)).status).toBe('em-atraso');
        await dayOf(addDays(paidUntil, 4));
        if (month === 5) {
          await post(await asaas.pixAutomatic.debitPaid(retry.payment.id));
        } else {
          await post(await asaas.pixAutomatic.debitFails(retry.payment.id));
          const code = (await charges(who)).findLast((c) => c.status === 'pendente' && !c.debit_due_on);
          expect(code?.amount_cents).toBe(MONTH);
          const mails = await h.mailTo(who.email);
          expect(mails.some((mail) => mail.subject === 'Renove sua assinatura Game Assist')).toBe(true);
          expect(mails.some((mail) => mail.subject.includes('Pague a renovação por PIX'))).toBe(true);
          await dayOf(addDays(paidUntil, 6));
          expect((await h.subscription(who)).status).toBe('em-atraso');
          await post([asaas.eventFor(debitOf(code?.id ?? ''), 'PAYMENT_RECEIVED')]);
        }
      } else {
        await post(await asaas.pixAutomatic.debitPaid(debit.payment.id));
      }
      const now = await h.subscription(who);
      expect(now).toMatchObject({ status: 'ativa', paidUntil: next });
      expect(now.autoRenewal).toMatchObject({ status: 'ativa', nextDebitOn: next, nextDebitAmount: MONTH });
      paidUntil = next;
    }
    const paid = (await charges(who)).filter((c) => c.status === 'paga');
    expect(paid).toHaveLength(14);
    expect(paid.filter((c) => c.debit_due_on)).toHaveLength(12);
    expect(paid.reduce((sum, c) => sum + c.amount_cents, 0)).toBe(14 * MONTH);
  });
});

describe('PIX Automático without a provider', () => {
  let ctx: TestContext;
  const h = harness(() => ctx);
  beforeAll(async () => {
    ctx = await builtInPixApp(false);
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
  });

  it('is not offered by the built-in PIX, and its checkout is refused', async () => {
    const ana = await h.person('sem-provedor');
    const offer = checkoutOfferSchema.parse((await h.call('GET', '/api/assinatura/oferta', ana.token)).json());
    expect(offer.pixAutomatico.unavailableReason).toMatch(/provedor de pagamento/);
    const refused = await h.checkout(ana, { method: 'pix', cpf: TEST_CPF, autoRenewal: 'mensal' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'metodo-indisponivel' });
  });
});
