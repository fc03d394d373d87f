import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  chargeListSchema,
  chargeSchema,
  checkoutOfferSchema,
  checkoutRefusalSchema,
  checkoutResponseSchema,
  memberCardRefusalSchema,
  memberCardSchema,
  notificationListSchema,
  operatorChargeListSchema,
  verifyCardResponseSchema,
} from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, operatorToken, TEST_CPF, type TestContext } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { checkBrCode } from './br-code.test-support.js';
import { checkoutUseCases } from './checkout.js';
import { harness } from './payments.test-support.js';
import { providersFor } from './providers/choose.js';

const DAY = 24 * 60 * 60_000;
/** Thursday 26 November 2026, 14:00 in São Paulo. */
const START = '2026-11-26T17:00:00.000Z';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('payments with the built-in PIX on %s', (_name, postgres) => {
  let ctx: TestContext;
  const h = harness(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp(
      {
        OTP_IP_LIMIT_PER_HOUR: '100000',
        AUTH_IP_LIMIT_PER_HOUR: '100000',
        PIX_KEY: 'financeiro@gameassist.com.br',
        PIX_MERCHANT_NAME: 'Game Assist',
        PIX_MERCHANT_CITY: 'São Paulo',
      },
      { clock: new ManualClock(START), database: await createTestDatabase({ postgres }) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
  });

  it('offers the plan at R$ 129,90 by PIX or 12 x R$ 10,90, the add-ons in BRL, and says why there is no card', async () => {
    const ana = await h.person();
    const offer = checkoutOfferSchema.parse((await h.call('GET', '/api/assinatura/oferta', ana.token)).json());
    expect(offer.plan).toEqual({ id: 'plan-black', name: 'Game Assist Black' });
    expect(offer.pix.amount).toBe(12990);
    expect(offer.card).toMatchObject({ installments: 12, installmentAmount: 1090, amount: 13080 });
    expect(offer.card.unavailableReason).toMatch(/^Pagamento com cartão indisponível/);
    expect(offer.addOns.map((addon) => [addon.sku, addon.amount, addon.installmentAmount])).toEqual([
      ['GA-ADDON-VISION', 3588, 299],
      ['GA-ADDON-DENTAL', 5988, 499],
    ]);
  });

  it('refuses the member card and service requests before the first payment', async () => {
    const ana = await h.person();
    expect(await h.subscription(ana)).toMatchObject({ status: 'aguardando-pagamento', paidUntil: null });
    const card = await h.call('GET', '/api/carteirinha', ana.token);
    expect(card.statusCode).toBe(403);
    expect(memberCardRefusalSchema.parse(card.json())).toMatchObject({
      reason: 'assinatura-inativa',
      status: 'aguardando-pagamento',
    });
    const request = await h.call(
      'POST',
      '/api/atendimentos',
      ana.token,
      { coverageId: 'suporte-online' },
      { 'idempotency-key': 'a1' },
    );
    expect(request.statusCode).toBe(422);
    expect(request.json()).toMatchObject({ reason: 'assinatura-inativa' });
  });

  it('makes a PIX charge priced by the server: a BR Code whose CRC checks, for 30 minutes', async () => {
    const ana = await h.person();
    const answer = await h.checkout(ana, { method: 'pix', cpf: '52998224725', addOns: ['GA-ADDON-DENTAL'] });
    expect(answer.statusCode).toBe(201);
    const { charge } = checkoutResponseSchema.parse(answer.json());
    expect(charge).toMatchObject({
      amount: 12990 + 5988,
      currency: 'BRL',
      method: 'pix',
      status: 'pendente',
      createdAt: START,
      expiresAt: new Date(Date.parse(START) + 30 * 60_000).toISOString(),
      paidAt: null,
      invoiceUrl: null,
    });
    const { top, parsed, txid, key } = checkBrCode(charge.pix?.copiaECola ?? '');
    expect(top.get('54')).toBe('189.78');
    expect(top.get('59')).toBe('GAME ASSIST');
    expect(top.get('60')).toBe('SAO PAULO');
    expect(key).toBe('financeiro@gameassist.com.br');
    expect(parsed).toMatchObject({ transactionAmount: 189.78 });
    const [stored] = await h.rows<{ txid: string }>(sql`select txid from charges where id = ${charge.id}`);
    expect(txid).toBe(stored?.txid);

    const list = chargeListSchema.parse((await h.call('GET', '/api/cobrancas', ana.token)).json());
    expect(list.items.map((item) => item.id)).toEqual([charge.id]);
    expect(chargeSchema.parse((await h.call('GET', `/api/cobrancas/${charge.id}`, ana.token)).json()).id).toBe(
      charge.id,
    );

    ctx.clock.advance(31 * 60_000);
    await ctx.modules.subscriptions.runBillingCycle();
    const later = chargeSchema.parse(
      (await h.call('GET', `/api/cobrancas/${charge.id}`, (await h.fresh(ana)).token)).json(),
    );
    expect(later.status).toBe('expirada');
    ctx.clock.advance(-31 * 60_000);
  });

  it('needs an Idempotency-Key, answers a retry with the first charge, and refuses a reused key', async () => {
    const ana = await h.person();
    const noKey = await h.call('POST', '/api/assinatura/checkout', ana.token, { method: 'pix', cpf: TEST_CPF });
    expect(noKey.statusCode).toBe(400);
    const first = await h.checkout(ana, { method: 'pix', cpf: TEST_CPF }, 'mesma-chave');
    const again = await h.checkout(ana, { method: 'pix', cpf: '529.982.247-25' }, 'mesma-chave');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await h.checkout(ana, { method: 'pix', cpf: TEST_CPF, addOns: ['GA-ADDON-VISION'] }, 'mesma-chave');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ reason: 'chave-reutilizada' });
    expect(chargeListSchema.parse((await h.call('GET', '/api/cobrancas', ana.token)).json()).items).toHaveLength(1);
  });

  it('stores a built-in PIX charge whole, BR Code included, in its one transaction: nothing is written after the commit', async () => {
    const ana = await h.person();
    // The database as the checkout sees it: once its transaction has committed, any write throws.
    let committed = false;
    const real = ctx.database.db;
    const watched = new Proxy(real, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property === 'transaction') {
          return async (...args: unknown[]) => {
            const result: unknown = await Reflect.apply(value, target, args);
            committed = true;
            return result;
          };
        }
        if (committed && ['insert', 'update', 'delete', 'execute'].includes(String(property))) {
          throw new Error(`db.${String(property)} after the charge's transaction committed`);
        }
        return value.bind(target);
      },
    }) satisfies Database;
    const checkout = checkoutUseCases({
      db: watched,
      clock: ctx.clock,
      providers: providersFor({
        pixKey: 'financeiro@gameassist.com.br',
        merchantName: 'Game Assist',
        merchantCity: 'São Paulo',
      }),
    });
    const made = await checkout.checkout(ana.id, { method: 'pix', cpf: TEST_CPF }, 'uma-vez');
    if (made.kind !== 'created') throw new Error(`checkout answered ${made.kind}`);
    const copiaECola = made.charge.pix?.copiaECola ?? '';
    expect(checkBrCode(copiaECola).top.get('54')).toBe('129.90');
    const [stored] = await h.rows<{ copia_e_cola: string | null; status: string }>(
      sql`select copia_e_cola, status from charges where id = ${made.charge.id}`,
    );
    expect(stored).toEqual({ copia_e_cola: copiaECola, status: 'pendente' });

    committed = false;
    const again = await checkout.checkout(ana.id, { method: 'pix', cpf: TEST_CPF }, 'uma-vez');
    expect(again).toEqual({ kind: 'replayed', charge: made.charge });
  });

  it('refuses a CPF whose check digits fail, an unknown add-on and a card with no provider, in Portuguese', async () => {
    const ana = await h.person();
    const badCpf = await h.checkout(ana, { method: 'pix', cpf: '529.982.247-26' });
    expect(badCpf.statusCode).toBe(422);
    expect(checkoutRefusalSchema.parse(badCpf.json())).toMatchObject({
      reason: 'cpf-invalido',
      message: 'CPF inválido: confira os números.',
    });
    const addOn = await h.checkout(ana, { method: 'pix', cpf: TEST_CPF, addOns: ['GA-ADDON-NADA'] });
    expect(addOn.json()).toMatchObject({ statusCode: 422, reason: 'adicional-desconhecido' });
    const card = await h.checkout(ana, { method: 'cartao', cpf: TEST_CPF });
    expect(card.json()).toMatchObject({ statusCode: 422, reason: 'metodo-indisponivel' });
    const amountFromClient = await h.checkout(ana, { method: 'pix', cpf: TEST_CPF, amount: 1 });
    expect(amountFromClient.statusCode).toBe(400);
    expect(chargeListSchema.parse((await h.call('GET', '/api/cobrancas', ana.token)).json()).items).toHaveLength(0);
  });

  it("answers another person's charge with 404, and the operators' routes with 403 to a subscriber", async () => {
    const ana = await h.person();
    const bia = await h.person();
    const { charge } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    expect((await h.call('GET', `/api/cobrancas/${charge.id}`, bia.token)).statusCode).toBe(404);
    expect((await h.call('GET', '/api/cobrancas/nao-e-um-id', bia.token)).statusCode).toBe(404);
    expect((await h.call('GET', '/api/operador/cobrancas', bia.token)).statusCode).toBe(403);
    expect((await h.call('POST', `/api/operador/cobrancas/${charge.id}/confirmar`, bia.token)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/cobrancas')).statusCode).toBe(401);
  });

  it("an operator's confirmation activates for a year, issues the card, e-mails a receipt and notifies; a second says 409", async () => {
    const ana = await h.person('recibo');
    const { charge } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    const pending = operatorChargeListSchema.parse(
      (await h.call('GET', '/api/operador/cobrancas?status=pendente', await operatorToken(ctx))).json(),
    );
    const listed = pending.items.find((item) => item.id === charge.id);
    expect(listed).toMatchObject({
      provider: 'pix-manual',
      subscriber: { name: 'Ana Souza', email: ana.email },
      confirmedBy: null,
    });
    expect(listed?.txid).toMatch(/^GA[A-Z2-9]{23}$/);

    ctx.clock.advance(5 * 60_000);
    const confirmed = await h.confirm(charge.id);
    expect(confirmed.statusCode).toBe(200);
    const paidAt = new Date(Date.parse(START) + 5 * 60_000).toISOString();
    expect(confirmed.json()).toMatchObject({
      charge: { id: charge.id, status: 'paga', paidAt, confirmedBy: { name: 'Olga Central', at: paidAt } },
    });
    expect(await h.subscription(ana)).toMatchObject({ status: 'ativa', paidUntil: '2027-11-26', since: '2026-11-26' });
    const card = memberCardSchema.parse((await h.call('GET', '/api/carteirinha', (await h.fresh(ana)).token)).json());
    expect(card.status).toBe('ativa');

    const [receipt] = await h.mailTo(ana.email).then((mails) => mails.filter((m) => m.subject.includes('Recibo')));
    expect(receipt?.text).toMatch(/Game Assist Black: R\$\s129,90/);
    expect(receipt?.text).toMatch(/Valor pago: R\$\s129,90/);
    expect(receipt?.text).toContain('Forma de pagamento: PIX');
    expect(receipt?.text).toContain('Data: 26/11/2026, às 14:05');
    expect(receipt?.text).toContain(`Cobrança: ${charge.id}`);
    const notices = notificationListSchema.parse(
      (await h.call('GET', '/api/notificacoes', (await h.fresh(ana)).token)).json(),
    );
    expect(notices.items[0]).toMatchObject({ title: 'Pagamento confirmado' });

    const second = await h.confirm(charge.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/já foi confirmada em 26\/11\/2026, às 14:05: nada mudou/);
    expect(await h.subscription(ana)).toMatchObject({ paidUntil: '2027-11-26' });

    const events = await h.rows<{ to_status: string; cause: string; charge_id: string | null }>(
      sql`select to_status, cause, charge_id from subscription_events where account_id = ${ana.id} order by id`,
    );
    expect(events).toEqual([
      { to_status: 'aguardando-pagamento', cause: 'cadastro', charge_id: null },
      { to_status: 'ativa', cause: 'pagamento', charge_id: charge.id },
    ]);
    const chargeEvents = await h.rows<{ type: string; actor: string }>(
      sql`select type, actor from charge_events where charge_id = ${charge.id} order by id`,
    );
    expect(chargeEvents).toEqual([
      { type: 'criada', actor: 'assinante' },
      { type: 'paga', actor: 'operador' },
    ]);
    ctx.clock.advance(-5 * 60_000);
  });

  it('two operators confirming at once extend the subscription once', async () => {
    const ana = await h.person();
    const { charge } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    await operatorToken(ctx);
    const answers = await Promise.all([h.confirm(charge.id), h.confirm(charge.id), h.confirm(charge.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await h.subscription(ana)).toMatchObject({ status: 'ativa', paidUntil: '2027-11-26' });
    const [{ n } = { n: 0 }] = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from subscription_events where account_id = ${ana.id} and cause = 'pagamento'`,
    );
    expect(n).toBe(1);
    expect((await h.mailTo(ana.email)).filter((mail) => mail.subject.includes('Recibo'))).toHaveLength(1);
  });

  it('renews 10 days before the end, falls behind for a 7-day grace with the card valid, then is suspended; a payment brings it back', async () => {
    const clock = ctx.clock;
    const startedAt = clock.now().getTime();
    const ana = await h.person('renova');
    const { charge } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    await h.confirm(charge.id);
    expect(await h.subscription(ana)).toMatchObject({ paidUntil: '2027-11-26' });

    // 15 November 2027: 11 days left, no renewal yet.
    clock.advance(Date.parse('2027-11-15T12:00:00Z') - clock.now().getTime());
    await ctx.modules.subscriptions.runBillingCycle();
    expect(
      chargeListSchema.parse((await h.call('GET', '/api/cobrancas', (await h.fresh(ana)).token)).json()).items,
    ).toHaveLength(1);

    // 16 November: 10 days left, the renewal is made once however often the cycle runs.
    clock.advance(DAY);
    await Promise.all([ctx.modules.subscriptions.runBillingCycle(), ctx.modules.subscriptions.runBillingCycle()]);
    await ctx.modules.subscriptions.runBillingCycle();
    const charges = chargeListSchema.parse(
      (await h.call('GET', '/api/cobrancas', (await h.fresh(ana)).token)).json(),
    ).items;
    expect(charges).toHaveLength(2);
    const renewal = charges[0];
    expect(renewal).toMatchObject({
      status: 'pendente',
      amount: 12990,
      method: 'pix',
      expiresAt: '2027-12-04T03:00:00.000Z',
    });
    checkBrCode(renewal?.pix?.copiaECola ?? '');
    const renewalMail = (await h.mailTo(ana.email)).find(
      (mail) => mail.subject === 'Renove sua assinatura Game Assist',
    );
    expect(renewalMail?.text).toContain(renewal?.pix?.copiaECola);
    expect(renewalMail?.text).toContain('Sua assinatura vale até 26/11/2027');
    const notices = notificationListSchema.parse(
      (await h.call('GET', '/api/notificacoes', (await h.fresh(ana)).token)).json(),
    );
    expect(notices.items[0]?.title).toBe('Renove sua assinatura');

    // 26 November, last covered day: still active. 27 November: em-atraso, the card still valid.
    clock.advance(Date.parse('2027-11-27T02:59:00Z') - clock.now().getTime());
    await ctx.modules.subscriptions.runBillingCycle();
    expect((await h.subscription(ana)).status).toBe('ativa');
    clock.advance(2 * 60_000);
    await ctx.modules.subscriptions.runBillingCycle();
    expect(await h.subscription(ana)).toMatchObject({ status: 'em-atraso', paidUntil: '2027-11-26' });
    const graceCard = memberCardSchema.parse(
      (await h.call('GET', '/api/carteirinha', (await h.fresh(ana)).token)).json(),
    );
    expect(graceCard.validUntil).toBe('2027-12-04T03:00:00.000Z');
    expect(
      verifyCardResponseSchema.parse(
        (await h.call('POST', '/api/carteirinha/verificar', undefined, { token: graceCard.token })).json(),
      ).valid,
    ).toBe(true);

    // 4 December: the grace is over.
    clock.advance(Date.parse('2027-12-04T03:00:00Z') - clock.now().getTime());
    await ctx.modules.subscriptions.runBillingCycle();
    expect((await h.subscription(ana)).status).toBe('suspensa');
    expect((await h.call('GET', '/api/carteirinha', (await h.fresh(ana)).token)).statusCode).toBe(403);
    expect(
      verifyCardResponseSchema.parse(
        (await h.call('POST', '/api/carteirinha/verificar', undefined, { token: graceCard.token })).json(),
      ),
    ).toEqual({
      valid: false,
      reason: 'assinatura-inativa',
    });
    const refused = await h.call(
      'POST',
      '/api/atendimentos',
      (await h.fresh(ana)).token,
      { coverageId: 'suporte-online' },
      { 'idempotency-key': 'r1' },
    );
    expect(refused.json()).toMatchObject({ statusCode: 422, reason: 'assinatura-inativa' });
    const allNotices = notificationListSchema.parse(
      (await h.call('GET', '/api/notificacoes', (await h.fresh(ana)).token)).json(),
    );
    expect(allNotices.items.slice(0, 2).map((item) => item.title)).toEqual([
      'Assinatura suspensa',
      'Pagamento em atraso',
    ]);

    // Paid on 10 December: a year from that day.
    clock.advance(Date.parse('2027-12-10T15:00:00Z') - clock.now().getTime());
    const { charge: again } = checkoutResponseSchema.parse((await h.checkout(ana)).json());
    expect((await h.confirm(again.id)).statusCode).toBe(200);
    expect(await h.subscription(ana)).toMatchObject({ status: 'ativa', paidUntil: '2028-12-10' });

    const events = await h.rows<{ from_status: string | null; to_status: string; cause: string; at: Date | string }>(
      sql`select from_status, to_status, cause, at from subscription_events where account_id = ${ana.id} order by id`,
    );
    expect(events.map((event) => [event.from_status, event.to_status, event.cause])).toEqual([
      [null, 'aguardando-pagamento', 'cadastro'],
      ['aguardando-pagamento', 'ativa', 'pagamento'],
      ['ativa', 'em-atraso', 'vencimento'],
      ['em-atraso', 'suspensa', 'fim-da-carencia'],
      ['suspensa', 'ativa', 'pagamento'],
    ]);
    expect(new Date(events[2]?.at ?? '').toISOString()).toBe('2027-11-27T03:01:00.000Z');
    clock.advance(startedAt - clock.now().getTime());
  });
});
