import { dateToBr, GRACE_DAYS, RENEWAL_DAYS_BEFORE, webPaths } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { addDays, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { NotificationService } from '#api/modules/notifications/index.js';
import type { SubscriptionBilling } from './billing.js';
import type { SubscriptionMoves, Transition } from './moves.js';
import { renewable } from './repository.js';

const NOTICES: Record<'em-atraso' | 'suspensa' | 'cancelada', (paidUntil: string) => { title: string; body: string }> =
  {
    'em-atraso': (paidUntil) => ({
      title: 'Pagamento em atraso',
      body: `Sua assinatura venceu em ${dateToBr(paidUntil)}. A carteirinha vale até ${dateToBr(addDays(paidUntil, GRACE_DAYS))}: pague a renovação até lá para não ter a assinatura suspensa.`,
    }),
    suspensa: () => ({
      title: 'Assinatura suspensa',
      body: 'A renovação não foi paga: a carteirinha e os atendimentos estão suspensos até o pagamento.',
    }),
    cancelada: (paidUntil) => ({
      title: 'Assinatura encerrada',
      body: `Como pedido, sua assinatura terminou em ${dateToBr(paidUntil)}. Para voltar, assine de novo em Assinar.`,
    }),
  };

/**
 * What time does, run by the server every few minutes and by tests with their own clock: pending
 * charges expire, unpaid subscriptions fall behind then are suspended, and renewals are made
 * RENEWAL_DAYS_BEFORE the end. Each step is idempotent across processes.
 */
export function billingCycle(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationService;
  billing: SubscriptionBilling;
  moves: Pick<SubscriptionMoves, 'advanceByClock'>;
}) {
  const { db, clock, notifications, billing, moves } = deps;

  async function advanceSubscriptions(now: Date): Promise<Transition[]> {
    return db.transaction(async (tx) => {
      const moved = await moves.advanceByClock(tx, now);
      for (const move of moved) {
        if (move.to !== 'em-atraso' && move.to !== 'suspensa' && move.to !== 'cancelada') continue;
        await notifications.notify(tx, move.accountId, {
          ...NOTICES[move.to](move.paidUntil ?? ''),
          path: webPaths.subscribe,
        });
      }
      return moved;
    });
  }

  /** A renewal charge for each subscription ending within RENEWAL_DAYS_BEFORE (payments makes it once). */
  async function createRenewals(now: Date) {
    for (const due of await renewable(db, addDays(saoPauloDate(now), RENEWAL_DAYS_BEFORE))) {
      if (due.paidUntil) await billing.chargeRenewal({ ...due, paidUntil: due.paidUntil }, now);
    }
  }

  return {
    async runBillingCycle(): Promise<void> {
      const now = clock.now();
      await billing.expireCharges(now);
      await advanceSubscriptions(now);
      await createRenewals(now);
      await billing.chargeDebits(now);
      await billing.askProviderRefunds();
    },
  };
}
