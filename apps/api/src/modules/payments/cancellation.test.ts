import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  affiliateStatementSchema,
  centavosToBr,
  cancellationPreviewSchema,
  cancellationSchema,
  chargeListSchema,
  checkoutResponseSchema,
  memberCardSchema,
  operatorRefundListSchema,
  receiptSchema,
  verifyCardResponseSchema,
} from '@game-assist/contracts';
import { operatorToken, TEST_CPF, TEST_PASSWORD, type TestContext } from '#api/test/app.js';
import { builtInPixApp, harness, PAYMENTS_START as START, type Person } from './payments.test-support.js';

const DAY = 24 * 60 * 60_000;

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('cancelling, refunds and commissions on %s', (_name, postgres) => {
  let ctx: TestContext;
  const h = harness(() => ctx);

  beforeAll(async () => {
    ctx = await builtInPixApp(postgres);
  });
  // Each test starts at START, whatever the one before did to the clock.
  afterEach(() => at(START));
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
  });

  /** Moves the clock to an instant. */
  function at(iso: string) {
    ctx.clock.advance(Date.parse(iso) - ctx.clock.now().getTime());
  }

  async function paid(prefix: string, payload?: object) {
    const who = await h.person(prefix);
    const { charge } = checkoutResponseSchema.parse((await h.checkout(who, payload)).json());
    expect((await h.confirm(charge.id)).statusCode).toBe(200);
    return { who, chargeId: charge.id };
  }
  const cancel = async (who: Person, body: object = {}) =>
    h.call('POST', '/api/assinatura/cancelar', (await h.fresh(who)).token, body);
  /** A refund to a key other than the payer's CPF: the code e-mailed for it, then the cancel with it. */
  const cancelToKey = async (who: Person, refundPixKey: string) => {
    expect((await h.call('POST', '/api/assinatura/cancelar/codigo', (await h.fresh(who)).token, {})).statusCode).toBe(
      202,
    );
    return cancel(who, { refundPixKey, code: await ctx.lastCodeFor(who.email) });
  };
  const preview = async (who: Person) =>
    cancellationPreviewSchema.parse(
      (await h.call('GET', '/api/assinatura/cancelamento', (await h.fresh(who)).token)).json(),
    );
  const charges = async (who: Person) =>
    chargeListSchema.parse((await h.call('GET', '/api/cobrancas', (await h.fresh(who)).token)).json()).items;
  const card = async (who: Person) =>
    memberCardSchema.parse((await h.call('GET', '/api/carteirinha', (await h.fresh(who)).token)).json());
  const verify = async (token: string) =>
    verifyCardResponseSchema.parse((await h.call('POST', '/api/carteirinha/verificar', undefined, { token })).json());
  const refunds = async () =>
    operatorRefundListSchema.parse((await h.call('GET', '/api/operador/reembolsos', await operatorToken(ctx))).json())
      .items;

  it('within 7 days of the first payment: cancelled now, the card invalid, a full refund due to the CPF; twice is the same answer', async () => {
    const { who: ana, chargeId } = await paid('desiste');
    const before = await card(ana);
    at('2026-12-03T16:59:00.000Z');
    // The sheet's preview says beforehand what the cancel then does.
    expect(await preview(ana)).toEqual({ kind: 'arrependimento', cancelAt: '2026-12-03', refund: { amount: 12990 } });
    const answer = await cancel(ana, { reason: 'Não vou usar.' });
    expect(answer.statusCode).toBe(200);
    const cancelled = cancellationSchema.parse(answer.json());
    expect(cancelled).toMatchObject({
      status: 'cancelada',
      kind: 'arrependimento',
      cancelAt: '2026-12-03',
      undoable: false,
      refund: { amount: 12990, status: 'pendente' },
    });
    expect(cancelled.protocol).toMatch(/^CAN-2026-\d{6}$/);
    expect(cancellationSchema.parse((await cancel(ana)).json())).toEqual(cancelled);
    const again = await h.call('GET', '/api/assinatura/cancelamento', (await h.fresh(ana)).token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`O cancelamento já foi pedido (protocolo ${cancelled.protocol}).`);
    expect(await verify(before.token)).toEqual({ valid: false, reason: 'assinatura-inativa' });
    expect((await h.call('GET', '/api/carteirinha', (await h.fresh(ana)).token)).statusCode).toBe(403);
    expect((await charges(ana)).find((c) => c.id === chargeId)?.status).toBe('reembolso-pendente');
    expect(await h.subscription(ana)).toMatchObject({
      status: 'cancelada',
      cancellation: { protocol: cancelled.protocol, kind: 'arrependimento', undoable: false },
    });
    const mail = (await h.mailTo(ana.email)).find((m) => m.subject.includes('Cancelamento'));
    expect(mail?.subject).toContain(cancelled.protocol);
    expect(mail?.text).toContain(`devolveremos ${centavosToBr(12990)} por PIX para a chave 529.982.247-25`);
    const undo = await h.call('POST', '/api/assinatura/desfazer-cancelamento', (await h.fresh(ana)).token, {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toMatch(/não pode ser desfeito/);
    const [reason] = await h.rows<{ reason: string }>(
      sql`select reason from subscription_cancellations where account_id = ${ana.id}`,
    );
    expect(reason?.reason).toBe('Não vou usar.');
  });

  it('an operator marks the PIX refund sent: the charge reads Reembolsada, the receipt says so, a second time is 409', async () => {
    const { who: bia, chargeId } = await paid('reembolso');
    const cancelled = cancellationSchema.parse((await cancelToKey(bia, '+55 (11) 98888-7777')).json());
    const mine = (await refunds()).find((r) => r.chargeId === chargeId);
    expect(mine).toMatchObject({
      amount: 12990,
      pixKey: '+5511988887777',
      status: 'pendente',
      provider: 'pix-manual',
      protocol: cancelled.protocol,
      subscriber: { email: bia.email },
    });
    const by = (token: string) => h.call('POST', `/api/operador/reembolsos/${mine?.id}/concluir`, token, {});
    expect((await by((await h.fresh(bia)).token)).statusCode).toBe(403);
    ctx.clock.advance(DAY);
    const done = await by(await operatorToken(ctx));
    expect(done.statusCode).toBe(200);
    expect(done.json().refund).toMatchObject({ status: 'concluido', completedAt: '2026-11-27T17:00:00.000Z' });
    expect((await by(await operatorToken(ctx))).statusCode).toBe(409);
    expect((await charges(bia)).find((c) => c.id === chargeId)?.status).toBe('reembolsada');
    const receipt = receiptSchema.parse(
      (await h.call('GET', `/api/cobrancas/${chargeId}/recibo`, (await h.fresh(bia)).token)).json(),
    );
    expect(receipt).toMatchObject({
      status: 'reembolsada',
      amount: 12990,
      method: 'pix',
      paidAt: START,
      payer: { name: 'Ana Souza', cpf: '***.982.247-**' },
      refund: { amount: 12990, status: 'concluido', completedAt: '2026-11-27T17:00:00.000Z' },
    });
    expect(cancellationSchema.parse((await cancel(bia)).json()).refund).toEqual({ amount: 12990, status: 'concluido' });
  });

  it("takes only a PIX key as the refund's key, and one other than the payer's CPF only with the e-mailed code", async () => {
    const { who: caio } = await paid('chave');
    for (const refundPixKey of ['=HYPERLINK("https://exemplo.com","Clique")', '529.982.247-24', '11988887777']) {
      const refused = await cancel(caio, { refundPixKey });
      expect(refused.statusCode, refundPixKey).toBe(400);
      expect(refused.json()).toMatchObject({ message: expect.stringContaining('Chave PIX inválida') });
    }
    const noCode = await cancel(caio, { refundPixKey: 'caio.pix@exemplo.com.br' });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toMatchObject({ message: expect.stringContaining('código') });
    expect((await h.call('POST', '/api/assinatura/cancelar/codigo', (await h.fresh(caio)).token, {})).statusCode).toBe(
      202,
    );
    const code = (await ctx.lastCodeFor(caio.email)) ?? '';
    const mail = ctx.mailer.sent.filter((message) => message.to === caio.email).at(-1);
    expect(mail?.subject).toBe('Código para confirmar a chave PIX do reembolso');
    const wrong = await cancel(caio, {
      refundPixKey: 'caio.pix@exemplo.com.br',
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    // Nothing was cancelled by the refusals: the preview still offers it.
    expect((await preview(caio)).kind).toBe('arrependimento');
    const done = await cancel(caio, { refundPixKey: 'Caio.Pix@Exemplo.com.br', code });
    expect(done.statusCode, done.body).toBe(200);
    expect((await refunds()).find((refund) => refund.subscriber.email === caio.email)?.pixKey).toBe(
      'caio.pix@exemplo.com.br',
    );
  });

  it("the payer's own CPF as the refund's key needs no code", async () => {
    const { who: dora } = await paid('propria');
    const done = await cancel(dora, { refundPixKey: TEST_CPF.replace(/\D/g, '') });
    expect(done.statusCode, done.body).toBe(200);
    expect((await refunds()).find((refund) => refund.subscriber.email === dora.email)?.pixKey).toBe(TEST_CPF);
  });

  it('after 7 days: no renewal, the card valid until the last day paid and not after, then cancelada; undo then is 409', async () => {
    const { who: caio } = await paid('fim');
    at('2026-12-03T17:00:00.000Z');
    expect(await preview(caio)).toEqual({ kind: 'fim-do-periodo', cancelAt: '2027-11-26', refund: null });
    const cancelled = cancellationSchema.parse((await cancel(caio)).json());
    expect(cancelled).toMatchObject({
      status: 'ativa',
      kind: 'fim-do-periodo',
      cancelAt: '2027-11-26',
      undoable: true,
      refund: null,
    });
    const mail = (await h.mailTo(caio.email)).find((m) => m.subject.includes(cancelled.protocol));
    expect(mail?.text).toContain('até 26/11/2027');
    expect((await card(caio)).status).toBe('ativa');

    at('2027-11-16T12:00:00.000Z');
    await ctx.modules.subscriptions.runBillingCycle();
    expect(await charges(caio)).toHaveLength(1);
    const last = await card(caio);
    expect(last.validUntil).toBe('2027-11-27T03:00:00.000Z');
    expect((await verify(last.token)).valid).toBe(true);

    at('2027-11-27T03:01:00.000Z');
    await ctx.modules.subscriptions.runBillingCycle();
    expect((await h.subscription(caio)).status).toBe('cancelada');
    expect(await verify(last.token)).toEqual({ valid: false, reason: 'assinatura-inativa' });
    const undo = await h.call('POST', '/api/assinatura/desfazer-cancelamento', (await h.fresh(caio)).token, {});
    expect(undo.statusCode).toBe(409);
    const [event] = await h.rows<{ cause: string; to_status: string }>(
      sql`select cause, to_status from subscription_events where account_id = ${caio.id} order by id desc limit 1`,
    );
    expect(event).toEqual({ cause: 'cancelamento', to_status: 'cancelada' });
  });

  it('Desfazer cancelamento before the end brings the renewal back, even after the pending renewal was cancelled', async () => {
    const { who: duda } = await paid('volta');
    at('2027-11-17T12:00:00.000Z');
    await ctx.modules.subscriptions.runBillingCycle();
    expect((await charges(duda)).map((c) => c.status)).toEqual(['pendente', 'paga']);
    expect(cancellationSchema.parse((await cancel(duda)).json()).kind).toBe('fim-do-periodo');
    expect((await charges(duda)).map((c) => c.status)).toEqual(['cancelada', 'paga']);
    const undo = await h.call('POST', '/api/assinatura/desfazer-cancelamento', (await h.fresh(duda)).token, {});
    expect(undo.statusCode).toBe(200);
    expect((await h.subscription(duda)).cancellation).toBeNull();
    await ctx.modules.subscriptions.runBillingCycle();
    expect((await charges(duda)).map((c) => c.status)).toEqual(['pendente', 'cancelada', 'paga']);
  });

  it('before any payment it ends now with nothing to refund; receipts of unpaid or other people’s charges are 404', async () => {
    const eva = await h.person('sem-pagar');
    const { charge } = checkoutResponseSchema.parse((await h.checkout(eva)).json());
    expect((await h.call('GET', `/api/cobrancas/${charge.id}/recibo`, eva.token)).statusCode).toBe(404);
    expect(await preview(eva)).toEqual({ kind: 'imediato', cancelAt: '2026-11-26', refund: null });
    const cancelled = cancellationSchema.parse((await cancel(eva)).json());
    expect(cancelled).toMatchObject({ status: 'cancelada', kind: 'imediato', refund: null });
    expect((await charges(eva))[0]?.status).toBe('cancelada');

    const { who: fabio, chargeId } = await paid('outro');
    expect((await h.call('GET', `/api/cobrancas/${chargeId}/recibo`, (await h.fresh(eva)).token)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/cobrancas/${chargeId}/recibo`, (await h.fresh(fabio)).token)).statusCode).toBe(
      200,
    );
    expect((await h.call('GET', '/api/operador/reembolsos', (await h.fresh(fabio)).token)).statusCode).toBe(403);
    expect(
      (await h.call('GET', '/api/operador/afiliados/extrato?mes=2026-11', (await h.fresh(fabio)).token)).statusCode,
    ).toBe(403);
    const tooLong = await cancel(fabio, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/500 caracteres/);
  });

  it("commissions: 10 % of each paid charge an affiliate's link brought, rounded down; a refund reverses it; JSON and CSV", async () => {
    const affiliated = async (prefix: string) => {
      const email = `${prefix}-${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/singup',
        payload: { email, password: TEST_PASSWORD, firstName: 'Gil', lastName: 'Lima', affiliateCode: 'GAMEASSIST10' },
      });
      const otp = await ctx.lastCodeFor(email);
      const session = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { identifier: email, type: 'email', otp },
      });
      const { access_token, user } = session.json() as { access_token: string; user: { id: string } };
      return { email, id: user.id, token: access_token };
    };
    const statement = async (month: string) =>
      affiliateStatementSchema.parse(
        (await h.call('GET', `/api/operador/afiliados/extrato?mes=${month}`, await operatorToken(ctx))).json(),
      );
    const line = async (month: string) => (await statement(month)).items.find((item) => item.affiliateId === 'aff-001');

    at('2026-12-10T15:00:00.000Z');
    const gil = await affiliated('gil');
    const { charge: first } = checkoutResponseSchema.parse((await h.checkout(gil)).json());
    await h.confirm(first.id);
    await ctx.database.db.execute(
      sql`update affiliate_links set commission_rate_bp = 1250 where code = 'GAMEASSIST10'`,
    );
    const ivo = await affiliated('ivo');
    const { charge: second } = checkoutResponseSchema.parse(
      (await h.checkout(ivo, { method: 'pix', cpf: '52998224725', addOns: ['GA-ADDON-DENTAL'] })).json(),
    );
    await h.confirm(second.id);
    await ctx.database.db.execute(
      sql`update affiliate_links set commission_rate_bp = 1000 where code = 'GAMEASSIST10'`,
    );
    // 10 % of 129,90 = 12,99; 12,5 % of 189,78 = 23,7225 → 23,72.
    expect(await line('2026-12')).toMatchObject({
      subscriptionsBrought: 2,
      paidCharges: 2,
      paidAmount: 12990 + 18978,
      refundedCharges: 0,
      commission: 1299 + 2372,
    });

    cancellationSchema.parse((await cancel(ivo)).json());
    const refund = (await refunds()).find((r) => r.chargeId === second.id);
    at('2027-01-04T15:00:00.000Z');
    await h.call('POST', `/api/operador/reembolsos/${refund?.id}/concluir`, await operatorToken(ctx), {});
    expect((await line('2026-12'))?.commission).toBe(1299 + 2372);
    expect(await line('2027-01')).toMatchObject({
      subscriptionsBrought: 0,
      paidCharges: 0,
      refundedCharges: 1,
      refundedAmount: 18978,
      commission: -2372,
    });
    const [ledger] = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from commissions where charge_id = ${second.id}`,
    );
    expect(ledger?.n).toBe(2);

    const csv = await h.call(
      'GET',
      '/api/operador/afiliados/extrato?mes=2026-12',
      await operatorToken(ctx),
      undefined,
      {
        accept: 'text/csv',
      },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Mês;Afiliado;Código do afiliado;Assinaturas trazidas;Cobranças pagas;Valor pago (R$);Cobranças reembolsadas;Valor reembolsado (R$);Comissão devida (R$)',
    );
    expect(lines.find((row) => row.includes(';aff-001;'))).toMatch(/^2026-12;[^;]+;aff-001;2;2;319,68;0;0,00;36,71$/);
    expect(lines.at(-1)).toBe('');
    const bad = await h.call('GET', '/api/operador/afiliados/extrato?mes=2026-13', await operatorToken(ctx));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Mês inválido/);
  });
});
