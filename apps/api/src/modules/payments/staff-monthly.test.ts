import { describe, expect, it } from 'vitest';
import {
  affiliateStatementSchema,
  operatorChargeListSchema,
  operatorRefundListSchema,
  receiptSchema,
  subscriberRecordSchema,
} from '@game-assist/contracts';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { operatorToken, TEST_CPF } from '#api/test/app.js';
import { harness, suiteAsaasApp, type Person } from './payments.test-support.js';

const MONTH = 1090;
const MONTHLY = { automatic: true, periodMonths: 1 };

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("the staff's screens with a monthly PIX Automático subscriber on %s (#69)", (_name, postgres) => {
  const { app, fake } = suiteAsaasApp(postgres);
  const h = harness(app);
  const { posts, dayOf } = h;
  const staffGet = async (url: string) => {
    const answer = await h.call('GET', url, await operatorToken(app()));
    expect(answer.statusCode).toBe(200);
    return answer.json() as unknown;
  };
  const record = async (who: Person) =>
    subscriberRecordSchema.parse(await staffGet(`/api/operador/assinantes/${who.id}`));
  const commissionIn = async (month: string) =>
    affiliateStatementSchema
      .parse(await staffGet(`/api/operador/afiliados/extrato?mes=${month}`))
      .items.find((item) => item.affiliateId === 'aff-001');

  async function authorised(prefix: string, affiliateCode?: string) {
    const who = await h.person(prefix, affiliateCode);
    expect((await h.checkout(who, { method: 'pix', cpf: TEST_CPF, autoRenewal: 'mensal' })).statusCode).toBe(201);
    await posts(await fake().pixAutomatic.payerAuthorises());
    return who;
  }

  it('the record shows the authorisation and each charge as a month; the debit’s receipt and commission are a month’s', async () => {
    const lia = await authorised('ficha', 'GAMEASSIST10');
    const firstDay = saoPauloDate(app().clock.now());
    const paidUntil = addMonths(firstDay, 1);
    expect(await commissionIn(firstDay.slice(0, 7))).toMatchObject({
      paidCharges: 1,
      paidAmount: MONTH,
      commission: 109,
    });

    await dayOf(addDays(paidUntil, -7));
    const sent = await record(lia);
    expect(sent.autoRenewal).toEqual({
      status: 'ativa',
      method: 'pix-automatico',
      frequency: 'mensal',
      nextDebitOn: paidUntil,
      nextDebitAmount: MONTH,
      cutOff: addDays(paidUntil, -1),
      lastDebit: { dueOn: paidUntil, amount: MONTH, status: 'agendado' },
    });
    expect(sent.charges).toMatchObject([
      { kind: 'adesao', status: 'paga', amountCents: MONTH, ...MONTHLY, periodFrom: firstDay },
      { kind: 'renovacao', status: 'pendente', amountCents: MONTH, ...MONTHLY, periodFrom: paidUntil },
    ]);
    const debitId = sent.charges[1]?.id ?? '';
    const payment = fake().payments.find((p) => p.externalReference === debitId);

    await dayOf(paidUntil);
    await posts(await fake().pixAutomatic.debitPaid(payment?.id));
    const paid = await record(lia);
    expect(paid.subscription?.paidUntil).toBe(addMonths(paidUntil, 1));
    expect(paid.autoRenewal).toMatchObject({ nextDebitOn: addMonths(paidUntil, 1), lastDebit: { status: 'pago' } });

    const listed = operatorChargeListSchema.parse(await staffGet('/api/operador/cobrancas?status=paga'));
    expect(listed.items.find((charge) => charge.id === debitId)).toMatchObject({
      amount: MONTH,
      ...MONTHLY,
      periodFrom: paidUntil,
    });
    const receipt = await h.call('GET', `/api/cobrancas/${debitId}/recibo`, (await h.fresh(lia)).token);
    expect(receiptSchema.parse(receipt.json())).toMatchObject({ amount: MONTH, ...MONTHLY, periodFrom: paidUntil });
    const mail = (await h.mailTo(lia.email)).findLast((m) => m.subject === 'Recibo do seu pagamento Game Assist');
    expect(mail?.text).toContain(
      `Valor pago: R$\u00a010,90\nForma de pagamento: PIX Automático — mensal\nPeríodo: dez/2026`,
    );
    expect(mail?.text).toContain(`Cobrança: ${debitId}`);
    // 10 % of each debit, in the month it was paid.
    expect(await commissionIn(paidUntil.slice(0, 7))).toMatchObject({
      paidCharges: 1,
      paidAmount: MONTH,
      commission: 109,
    });
  });

  it("a withdrawal in the first month is in 'Reembolsos' as that month, and the record shows the authorisation ended", async () => {
    const rui = await authorised('arrepende');
    const firstDay = saoPauloDate(app().clock.now());
    expect((await h.call('POST', '/api/assinatura/cancelar', (await h.fresh(rui)).token, {})).statusCode).toBe(200);

    const refunds = operatorRefundListSchema.parse(await staffGet('/api/operador/reembolsos'));
    const refund = refunds.items.find((item) => item.subscriber.email === rui.email);
    expect(refund).toMatchObject({
      amount: MONTH,
      provider: 'asaas',
      status: 'pendente',
      ...MONTHLY,
      periodFrom: firstDay,
    });

    const page = await record(rui);
    expect(page.autoRenewal).toMatchObject({ status: 'desativada', frequency: 'mensal', nextDebitOn: null });
    expect(page.refunds).toMatchObject([{ chargeId: refund?.chargeId, amountCents: MONTH }]);
    expect(page.charges).toMatchObject([{ id: refund?.chargeId, status: 'reembolso-pendente', ...MONTHLY }]);
  });

  it('a yearly subscriber’s record has no authorisation and a 12-month charge', async () => {
    const ivo = await h.person('anual');
    const answer = await h.checkout(ivo, { method: 'pix', cpf: TEST_CPF });
    expect(answer.statusCode).toBe(201);
    const page = await record(ivo);
    expect(page.autoRenewal).toBeNull();
    expect(page.charges).toMatchObject([{ status: 'pendente', automatic: false, periodMonths: 12, periodFrom: null }]);
  });
});
