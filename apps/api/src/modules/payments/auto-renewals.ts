import type { AutoDebitStatus, AutoRenewal, AutoRenewalFrequency, AutoRenewalStatus } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { PaymentDeps } from './deps.js';
import { chargeDescription } from './provider-charge.js';
import { ProviderError, type AutomaticPix } from './providers/provider.js';
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
};

/** What /MeuPlano shows of the latest authorisation: the next debit is on the last day paid. */
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
  const nextDebitOn = next && subscription.paidUntil ? subscription.paidUntil : null;
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

/** The checkout's authorisation (caller's tx, with its first charge): pending until the QR code is paid. */
export async function startAutoRenewal(
  tx: Executor,
  charge: repo.ChargeRow,
  frequency: AutoRenewalFrequency,
  at: Date,
) {
  const made = await repo.insertAutoRenewal(tx, {
    accountId: charge.accountId,
    frequency,
    provider: charge.provider,
    firstChargeId: charge.id,
    createdAt: at,
  });
  await repo.updateCharge(tx, charge.id, { autoRenewalId: made.id });
}

/** After the commit: Asaas makes the authorisation with its first payment; a refusal cancels both (502, nothing charged). */
export async function authoriseWithFirstPayment(
  deps: Pick<PaymentDeps, 'db' | 'clock'>,
  automatic: AutomaticPix,
  charge: repo.ChargeRow,
  payer: { firstName: string; lastName: string; email: string },
  frequency: AutoRenewalFrequency,
): Promise<repo.ChargeRow> {
  const renewal = await repo.latestAutoRenewal(deps.db, charge.accountId);
  if (!renewal || renewal.firstChargeId !== charge.id) throw new Error('checkout without its authorisation');
  try {
    const made = await automatic.authorise({
      chargeId: charge.id,
      amountCents: charge.amountCents,
      frequency,
      startDate: saoPauloDate(charge.createdAt),
      description: chargeDescription(charge),
      payer: { name: `${payer.firstName} ${payer.lastName}`.trim(), email: payer.email, cpf: charge.payerCpf },
    });
    return await deps.db.transaction(async (tx) => {
      await repo.updateAutoRenewal(tx, renewal.id, {
        providerAuthorizationId: made.authorizationId,
        providerCustomerId: made.providerCustomerId,
        conciliationIdentifier: made.conciliationIdentifier,
      });
      return repo.updateCharge(tx, charge.id, {
        copiaECola: made.copiaECola,
        providerCustomerId: made.providerCustomerId,
      });
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await deps.db.transaction(async (tx) => {
      await repo.updateCharge(tx, charge.id, { status: 'cancelada' });
      await repo.insertEvents(tx, [
        {
          chargeId: charge.id,
          type: 'falhou',
          actor: 'sistema',
          note: error.message.slice(0, 500),
          at: deps.clock.now(),
        },
      ]);
      await moveAutoRenewal(tx, renewal.id, 'expirada', deps.clock.now());
    });
    throw new HttpError(502, 'O provedor de pagamento não respondeu. Nada foi cobrado: tente de novo em instantes.');
  }
}
