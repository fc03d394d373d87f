import { afterEach, describe, expect, it } from 'vitest';
import { checkoutResponseSchema, operatorRefundListSchema } from '@game-assist/contracts';
import { operatorToken } from '#api/test/app.js';
import { builtInPixApp, harness, PAYMENTS_START as START, suiteApp, type Person } from './payments.test-support.js';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('waiting periods after a subscription ended, on %s (#64 point 3)', (_name, postgres) => {
  const app = suiteApp(() => builtInPixApp(postgres));
  const h = harness(app);
  const days = (n: number) => app().clock.advance(n * 24 * 60 * 60_000);
  afterEach(() => app().clock.advance(Date.parse(START) - app().clock.now().getTime()));

  async function pay(who: Person) {
    const { charge } = checkoutResponseSchema.parse((await h.checkout(who)).json());
    expect((await h.confirm(charge.id)).statusCode).toBe(200);
    return charge.id;
  }
  /** Telemedicina waits 48 business hours from the subscription's start. */
  const askTelemedicine = async (who: Person) =>
    h.call(
      'POST',
      '/api/atendimentos',
      (await h.fresh(who)).token,
      { coverageId: 'telemedicina' },
      {
        'idempotency-key': `k-${Math.random()}`,
      },
    );

  it('a withdrawal refunded, then paid again 40 days later: the waiting periods start over', async () => {
    const ana = await h.person('volta');
    const first = await pay(ana);
    days(3);
    const cancelled = await h.call('POST', '/api/assinatura/cancelar', (await h.fresh(ana)).token, {});
    expect(cancelled.json()).toMatchObject({ kind: 'arrependimento' });
    const refunds = operatorRefundListSchema.parse(
      (await h.call('GET', '/api/operador/reembolsos', await operatorToken(app()))).json(),
    );
    const refund = refunds.items.find((item) => item.chargeId === first);
    const done = await h.call(
      'POST',
      `/api/operador/reembolsos/${refund?.id}/concluir`,
      await operatorToken(app()),
      {},
    );
    expect(done.statusCode).toBe(200);

    days(40);
    await pay(ana);
    expect(await h.subscription(ana)).toMatchObject({ status: 'ativa', since: '2027-01-08' });
    const refused = await askTelemedicine(ana);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'carencia' });
  });

  it("says 'since' on São Paulo's calendar: paid at 23:30 there, it is that day, not UTC's next one", async () => {
    app().clock.advance(Date.parse('2026-11-27T02:30:00Z') - app().clock.now().getTime());
    const caio = await h.person('noite');
    await pay(caio);
    expect(await h.subscription(caio)).toMatchObject({ status: 'ativa', since: '2026-11-26' });
  });

  it('a renewal paid in grace, and a payment that brings a suspended one back, keep them served', async () => {
    const bia = await h.person('fica');
    await pay(bia);
    app().clock.advance(Date.parse('2027-11-28T15:00:00Z') - app().clock.now().getTime());
    await app().modules.subscriptions.runBillingCycle();
    expect((await h.subscription(bia)).status).toBe('em-atraso');
    await pay(bia);
    expect(await h.subscription(bia)).toMatchObject({ status: 'ativa', since: '2026-11-26', paidUntil: '2028-11-26' });

    app().clock.advance(Date.parse('2028-12-10T15:00:00Z') - app().clock.now().getTime());
    await app().modules.subscriptions.runBillingCycle();
    expect((await h.subscription(bia)).status).toBe('suspensa');
    await pay(bia);
    expect(await h.subscription(bia)).toMatchObject({ status: 'ativa', since: '2026-11-26' });
    expect((await askTelemedicine(bia)).statusCode).toBe(201);
  });
});
