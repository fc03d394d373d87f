import type { DeactivateAutoRenewalResponse, Subscription } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { NotificationService } from '#api/modules/notifications/index.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { dateToBr } from '@game-assist/contracts';
import { affiliateName } from '#api/modules/affiliates/index.js';
import { addonNames, readPlan } from '#api/modules/offers/index.js';
import type { SubscriptionBilling } from './billing.js';
import { billingCycle } from './billing-cycle.js';
import { cancellationUseCases, type RevokeCards } from './cancellation.js';
import { courtesyDaysOf, courtesyUseCases } from './courtesy.js';
import { subscriptionMoves } from './moves.js';
import * as repo from './repository.js';
import { isUndoable } from './undo.js';

export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  /** Membership's, handed in by modules.ts: suspending or ending a subscription voids its cards. */
  revokeCards: RevokeCards;
  notifications: NotificationService;
  outbox: Outbox;
  /** Payments' charges, providers and refunds, handed in by modules.ts. */
  billing: SubscriptionBilling;
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, clock, revokeCards, notifications, billing } = deps;
  const moves = subscriptionMoves(revokeCards);
  return {
    ...moves,
    ...billingCycle({ db, clock, notifications, billing, moves }),
    ...cancellationUseCases(deps),
    ...courtesyUseCases(deps),

    /** `GET /assinatura`: the plan, add-ons, status, period, member number, affiliate and the cancellation in effect. */
    async getSubscription(accountId: string): Promise<Subscription | undefined> {
      const row = await repo.readSubscription(db, accountId);
      if (!row) return undefined;
      const plan = await readPlan(db, row.planId);
      const addons = row.addOns.length > 0 ? await addonNames(db) : [];
      const affiliate = row.affiliateId ? await affiliateName(db, row.affiliateId) : undefined;
      const cancellation = await repo.currentCancellation(db, accountId);
      const courtesyDays = courtesyDaysOf(await repo.subscriptionEventsOf(db, accountId));
      const autoRenewal = await billing.autoRenewalOf(db, accountId, row);
      return {
        plan: {
          id: row.planId,
          name: plan?.name ?? row.planId,
          type: plan?.type ?? '',
          description: plan?.description ?? '',
          benefits: plan?.benefits ?? [],
        },
        addOns: addons.filter((addon) => row.addOns.includes(addon.sku)),
        status: row.status,
        since: saoPauloDate(row.startedAt),
        paidUntil: row.paidUntil,
        ...(courtesyDays > 0 ? { courtesyDays } : {}),
        memberNumber: row.memberNumber,
        affiliate: row.affiliateId && affiliate !== undefined ? { id: row.affiliateId, name: affiliate } : null,
        cancellation: cancellation
          ? {
              protocol: cancellation.protocol,
              kind: cancellation.kind,
              cancelAt: cancellation.endsOn,
              undoable: isUndoable(cancellation, row.status, clock.now()),
            }
          : null,
        ...(autoRenewal ? { autoRenewal } : {}),
      };
    },

    /**
     * 'Desativar renovação automática': the authorisation ends here and at the provider (a debit already sent is
     * cancelled with it); the subscription stays in force until `paidUntil`, then today's renewal by PIX code.
     */
    async deactivateAutoRenewal(accountId: string): Promise<DeactivateAutoRenewalResponse> {
      const row = await db.transaction(async (tx) => {
        const locked = await repo.readSubscription(tx, accountId, { forUpdate: true });
        if (!locked || !(await billing.endAutoRenewal(tx, accountId, clock.now()))) {
          throw new HttpError(409, 'A renovação automática não está ativa.', { reason: 'sem-renovacao-automatica' });
        }
        await notifications.notify(tx, accountId, {
          title: 'Renovação automática desativada',
          body: locked.paidUntil
            ? `Nenhum débito será feito. Sua assinatura vale até ${dateToBr(locked.paidUntil)}; para continuar depois, pague a renovação por PIX.`
            : 'Nenhum débito será feito.',
        });
        return locked;
      });
      await billing.cancelAtProvider([]);
      const autoRenewal = await billing.autoRenewalOf(db, accountId, row);
      if (!autoRenewal) throw new Error('auto renewal vanished');
      return { autoRenewal, paidUntil: row.paidUntil };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
