import type { AutoDebitStatus, AutoRenewal, AutoRenewalStatus } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { addDays } from '#api/lib/sao-paulo-date.js';
import type { PaymentDeps } from './deps.js';
import { ProviderError } from './providers/provider.js';
import * as repo from './repository.js';

export const { latestAutoRenewal } = repo;

/** Moves the authorisation (caller's tx); an end here (`cancelDue`) is cancelled at the provider after the commit. */
export async function moveAutoRenewal(
  tx: Executor,
  id: string,
  status: AutoRenewalStatus,
  at: Date,
  cancelDue = false,
) {
  const ended = repo.ENDED_AUTO_RENEWAL.includes(status);
  await repo.updateAutoRenewal(tx, id, {
    status,
    ...(status === 'ativa' ? { activatedAt: at } : {}),
    ...(ended ? { endedAt: at, providerCancelDue: cancelDue } : {}),
  });
  if (ended) await repo.cancelPendingDebits(tx, id);
}

const DEBIT_STATUS: Record<string, AutoDebitStatus> = {
  pendente: 'agendado',
  paga: 'pago',
  'reembolso-pendente': 'pago',
  reembolsada: 'pago',
  contestada: 'pago',
  expirada: 'falhou',
  cancelada: 'falhou',
};

/** What /MeuPlano shows of the latest authorisation: the next debit is the day after the paid period ends. */
export async function autoRenewalView(
  db: Executor,
  accountId: string,
  subscription: { paidUntil: string | null; cancelsOn: string | null },
): Promise<AutoRenewal | undefined> {
  const row = await repo.latestAutoRenewal(db, accountId);
  if (!row) return undefined;
  const [first, last] = await Promise.all([repo.findCharge(db, row.firstChargeId), repo.lastDebitOf(db, row.id)]);
  const lastStatus = last ? DEBIT_STATUS[last.status] : undefined;
  const next = row.status === 'ativa' && subscription.paidUntil && !subscription.cancelsOn;
  const nextDebitOn = next && subscription.paidUntil ? addDays(subscription.paidUntil, 1) : null;
  return {
    status: row.status,
    method: 'pix-automatico',
    frequency: row.frequency,
    nextDebitOn,
    nextDebitAmount: nextDebitOn && first ? first.amountCents : null,
    cutOff: nextDebitOn ? addDays(nextDebitOn, -1) : null,
    lastDebit:
      last?.debitDueOn && lastStatus ? { dueOn: last.debitDueOn, amount: last.amountCents, status: lastStatus } : null,
  };
}

/**
 * Ends the account's authorisation here (caller's tx): 'desativada', its debits sent and not taken cancelled, and
 * marked to be cancelled at the provider (`cancelDueAtProvider`, after the commit). Undefined when none was in force.
 */
export async function endAutoRenewal(
  tx: Executor,
  accountId: string,
  at: Date,
): Promise<repo.AutoRenewalRow | undefined> {
  const row = await repo.latestAutoRenewal(tx, accountId, true);
  if (!row || repo.ENDED_AUTO_RENEWAL.includes(row.status)) return undefined;
  await moveAutoRenewal(tx, row.id, 'desativada', at, row.providerAuthorizationId !== null);
  return row;
}

/** Authorisations ended here are cancelled at the provider; a failure stays due for the next cycle. */
export async function cancelDueAtProvider(deps: Pick<PaymentDeps, 'db' | 'providers' | 'log'>): Promise<number> {
  const automatic = deps.providers.pix?.automatic;
  if (!automatic) return 0;
  let cancelled = 0;
  for (const row of await repo.autoRenewalsToCancel(deps.db)) {
    if (!row.providerAuthorizationId) continue;
    try {
      await automatic.cancelAuthorisation(row.providerAuthorizationId);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn({ autoRenewalId: row.id, why: error.message }, 'PIX Automático: cancelling at Asaas failed');
      continue;
    }
    await repo.updateAutoRenewal(deps.db, row.id, { providerCancelDue: false });
    cancelled += 1;
  }
  return cancelled;
}

/** The first payment settled activates its pending authorisation (Asaas activates it then too; its event may come later). */
export async function activateWithFirstPayment(
  tx: Executor,
  charge: { id: string; autoRenewalId: string | null },
  at: Date,
) {
  if (!charge.autoRenewalId) return;
  const row = await repo.lockAutoRenewal(tx, charge.autoRenewalId);
  if (row?.status === 'pendente' && row.firstChargeId === charge.id) await moveAutoRenewal(tx, row.id, 'ativa', at);
}
