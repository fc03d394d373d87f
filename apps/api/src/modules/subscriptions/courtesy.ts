import {
  dateToBr,
  isInForce,
  SUBSCRIPTION_STATUS_LABELS,
  webPaths,
  type SubscriptionStatus,
} from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { NotificationService } from '#api/modules/notifications/index.js';
import { readSubscription, recordMove } from './repository.js';
import { TRANSITIONS } from './state-machine.js';

const DAY_MS = 24 * 60 * 60_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** What a 'Cortesia' did: `paidUntil` before and after, the status before and after. */
export interface CourtesyGrant {
  from: string;
  to: string;
  previousPaidUntil: string;
  paidUntil: string;
}

/**
 * The goodwill days a financeiro grants (#67), in the caller's transaction under the subscription's row lock:
 * `paidUntil` N days on, recorded in the history with the cause `cortesia` (what /MeuPlano calls 'Cortesia').
 */
export function courtesyUseCases({ notifications }: { notifications: NotificationService }) {
  return {
    async grantCourtesy(tx: Executor, accountId: string, grant: { days: number; at: Date }): Promise<CourtesyGrant> {
      const row = await readSubscription(tx, accountId, { forUpdate: true });
      if (!row) throw new HttpError(409, 'Esta conta não tem assinatura: não há período para estender.');
      const rule = TRANSITIONS.cortesia;
      const from: readonly string[] = rule.from;
      if (!from.includes(row.status) || !row.paidUntil) {
        throw new HttpError(
          409,
          `A cortesia vale para uma assinatura ativa ou em atraso; esta está ${SUBSCRIPTION_STATUS_LABELS[row.status].toLowerCase()}. Nada mudou.`,
        );
      }
      if (row.cancelsOn) {
        throw new HttpError(
          409,
          `Esta assinatura termina em ${dateToBr(row.cancelsOn)} por um cancelamento: desfeito o cancelamento, a cortesia pode ser concedida. Nada mudou.`,
        );
      }
      const paidUntil = addDays(row.paidUntil, grant.days);
      // In grace, the days that reach today make it `ativa` again; fewer leave it in grace, its end further on.
      const to = paidUntil >= saoPauloDate(grant.at) ? rule.to : row.status;
      await recordMove(tx, row, { to, paidUntil, cause: rule.cause, at: grant.at });
      await notifications.notify(tx, accountId, {
        title: 'Cortesia',
        path: webPaths.myPlan,
        body: `A central concedeu ${grant.days} ${grant.days === 1 ? 'dia' : 'dias'} de cortesia: sua assinatura está paga até ${dateToBr(paidUntil)}.`,
        email: false,
      });
      return { from: row.status, to, previousPaidUntil: row.paidUntil, paidUntil };
    },
  };
}

/** The 'Cortesia' days in the period paid now: granted since the last payment, while in force (what /MeuPlano says). */
export function courtesyDaysOf(
  events: { cause: string; toStatus: SubscriptionStatus; paidUntil: string | null }[],
): number {
  let days = 0;
  let previous: string | null = null;
  for (const event of events) {
    if (event.cause === 'cortesia' && previous && event.paidUntil) days += daysBetween(previous, event.paidUntil);
    else if (event.cause === 'pagamento' || !isInForce(event.toStatus)) days = 0;
    previous = event.paidUntil;
  }
  return days;
}
