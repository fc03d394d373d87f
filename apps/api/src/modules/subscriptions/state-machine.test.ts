import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SUBSCRIPTION_STATUSES } from '@game-assist/contracts';
import { subscriptionEvents, subscriptions } from '#api/db/schema/subscriptions.js';
import { ManualClock } from '#api/lib/clock.js';
import { addDays, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { paymentTransition, TRANSITION_NAMES, TRANSITIONS } from './state-machine.js';

const CASES = TRANSITION_NAMES.flatMap((name) => TRANSITIONS[name].from.map((from) => ({ name, from })));
const LONG_AGO = new Date('2025-06-01T12:00:00.000Z');

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('the subscription state machine on %s', (_name, postgres) => {
  let ctx: TestContext;
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestApp(
      { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' },
      { clock: new ManualClock('2026-11-26T17:00:00.000Z'), database: await createTestDatabase({ postgres }) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
  });

  it('has one payment transition from every status', () => {
    expect(SUBSCRIPTION_STATUSES.map(paymentTransition)).toEqual([
      'primeiro-pagamento',
      'renovacao',
      'renovacao',
      'reativacao',
      'nova-assinatura',
    ]);
  });

  it.each(CASES)('$name from $from', async ({ name, from }) => {
    const rule = TRANSITIONS[name];
    const { db } = ctx.database;
    const now = ctx.clock.now();
    const today = saoPauloDate(now);
    const { user } = await signUpSubscriber(ctx, `maquina${++counter}-${postgres ? 'pg' : 'pgl'}@exemplo.com.br`);
    if (from !== null) {
      const paidUntil = from === 'aguardando-pagamento' ? null : addDays(today, 30);
      await db
        .update(subscriptions)
        .set({ status: from, paidUntil, startedAt: LONG_AGO })
        .where(eq(subscriptions.accountId, user.id));
    }

    if (rule.by === 'pagamento') {
      const move = await db.transaction((tx) =>
        ctx.modules.subscriptions.applyPayment(tx, user.id, { at: now, chargeId: randomUUID(), addOns: [] }),
      );
      expect(move).toMatchObject({ from, to: rule.to });
    } else if (rule.by === 'relogio') {
      const moved = async () =>
        (await db.transaction((tx) => ctx.modules.subscriptions.advanceByClock(tx, now))).filter(
          (move) => move.accountId === user.id,
        );
      const dueDay = addDays(today, -rule.lapse.daysAfterPaidUntil);
      const cancelsOn = rule.lapse.cancelling ? dueDay : null;
      await db.update(subscriptions).set({ paidUntil: dueDay, cancelsOn }).where(eq(subscriptions.accountId, user.id));
      expect(await moved()).toEqual([]);
      const lapsed = addDays(dueDay, -1);
      await db
        .update(subscriptions)
        .set({ paidUntil: lapsed, cancelsOn: cancelsOn && lapsed })
        .where(eq(subscriptions.accountId, user.id));
      const moves = await moved();
      expect(moves).toMatchObject([{ from, to: rule.to }]);
    } else if (rule.by === 'provedor' && from !== null && (name === 'estorno' || name.includes('contestacao'))) {
      // What the provider reverses: a payment that moved it (a refund), or a chargeback that suspended it.
      const chargeId = randomUUID();
      const earlier =
        name === 'estorno' ? { cause: 'pagamento' as const, chargeId } : { cause: 'contestacao' as const };
      await db.insert(subscriptionEvents).values({ accountId: user.id, toStatus: from, at: now, ...earlier });
      const reversal = name as 'estorno' | 'contestacao' | 'fim-da-contestacao';
      const move = await db.transaction((tx) =>
        ctx.modules.subscriptions.applyProviderReversal(tx, user.id, reversal, { at: now, chargeId }),
      );
      expect(move).toMatchObject({ from, to: rule.to });
    } else if (rule.by === 'central') {
      await db.transaction((tx) => ctx.modules.subscriptions.grantCourtesy(tx, user.id, { days: 5, at: now }));
    } else if (rule.by === 'cancelamento') {
      await db.transaction((tx) =>
        ctx.modules.subscriptions.recordCancellation(tx, user.id, {
          kind: 'imediato',
          reason: null,
          endsOn: today,
          at: now,
          cause: rule.cause,
        }),
      );
    }

    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, user.id));
    expect(row?.status).toBe(rule.to);
    if (rule.by === 'pagamento') {
      expect(row?.startedAt.toISOString()).toBe(('startsAnew' in rule ? now : LONG_AGO).toISOString());
    }
    const [last] = await db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.accountId, user.id))
      .orderBy(desc(subscriptionEvents.id))
      .limit(1);
    expect(last).toMatchObject({ fromStatus: from, toStatus: rule.to, cause: rule.cause });
  });
});
