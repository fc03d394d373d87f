import { HttpError } from '#api/lib/http-errors.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { newTxid } from './br-code.js';
import { removalFailedMessage } from './messages.js';
import type { PaymentDeps } from './deps.js';
import { ProviderError, type PaymentProvider } from './providers/provider.js';
import * as repo from './repository.js';

/** What the payer's statement says a charge is for. */
export const chargeDescription = (row: Pick<repo.ChargeRow, 'items'>) => row.items.map((item) => item.name).join(' + ');

/** Makes the provider's side of a charge recorded as pending, then records what it answered. */
async function completeWithProvider(
  deps: Pick<PaymentDeps, 'db' | 'clock'>,
  provider: PaymentProvider,
  row: repo.ChargeRow,
  payer: { name: string; email: string },
) {
  try {
    const made = await provider.create({
      chargeId: row.id,
      txid: row.txid,
      method: row.method,
      amountCents: row.amountCents,
      installments: row.installments,
      dueDate: saoPauloDate(row.expiresAt),
      description: chargeDescription(row),
      payer: { ...payer, cpf: row.payerCpf },
    });
    return await repo.updateCharge(deps.db, row.id, made);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await deps.db.transaction(async (tx) => {
      await repo.updateCharge(tx, row.id, { status: 'cancelada' });
      await repo.insertEvents(tx, [
        { chargeId: row.id, type: 'falhou', actor: 'sistema', note: error.message.slice(0, 500), at: deps.clock.now() },
      ]);
    });
    throw new HttpError(502, 'O provedor de pagamento não respondeu. Nada foi cobrado: tente de novo em instantes.');
  }
}

/** Charges cancelled here are removed at their provider too; each outcome is in the charge's history. The ids that failed. */
export async function cancelAtProvider(deps: Pick<PaymentDeps, 'db' | 'clock' | 'providers'>, chargeIds: string[]) {
  const failures: { id: string; why: string }[] = [];
  for (const id of chargeIds) {
    const charge = await repo.findCharge(deps.db, id);
    const provider = Object.values(deps.providers).find((p) => p.name === charge?.provider);
    if (!charge?.providerPaymentId || !provider?.cancel) continue;
    const failed = await provider
      .cancel({ providerPaymentId: charge.providerPaymentId, providerInstallmentId: charge.providerInstallmentId })
      .then(
        () => null,
        (error: unknown) => {
          if (error instanceof ProviderError) return error.message.slice(0, 500);
          throw error;
        },
      );
    await repo.insertEvents(deps.db, [
      {
        chargeId: id,
        type: failed ? 'falhou' : 'cancelada',
        actor: 'sistema',
        note: failed ?? `Removida no provedor (${provider.name}).`,
        at: deps.clock.now(),
      },
    ]);
    if (failed) failures.push({ id, why: failed });
  }
  return failures;
}

/** A removal at the provider that failed is tried this many times in all (one a job's run), then the team is told. */
export const REMOVAL_TRIES = 4;
/** How many of the newest cancelled charges each run looks through. */
const REMOVAL_SCAN = 200;

/**
 * The job after cancelAtProvider: a charge cancelled here whose removal failed (the provider down, a
 * timeout) could still be paid there, so it is tried again; after REMOVAL_TRIES failures the team's
 * financeiro is mailed to remove it by hand (a payment that comes anyway is refunded: unpayable charges).
 */
export async function retryRemovalsAtProvider(deps: PaymentDeps): Promise<number> {
  const due = (await repo.cancelledAtProviderRecently(deps.db, REMOVAL_SCAN)).filter(
    (row) => row.lastEvent === 'falhou' && row.failures < REMOVAL_TRIES,
  );
  const failed = await cancelAtProvider(
    deps,
    due.map((row) => row.id),
  );
  const lastTries = failed.filter(({ id }) => due.find((row) => row.id === id)?.failures === REMOVAL_TRIES - 1);
  if (lastTries.length > 0) {
    await deps.db.transaction(async (tx) => {
      for (const to of await deps.staffMailTo(tx, 'financeiro')) {
        for (const { id, why } of lastTries) {
          const providerPaymentId = due.find((row) => row.id === id)?.providerPaymentId ?? '';
          await deps.outbox.enqueue(tx, removalFailedMessage(to, { chargeId: id, providerPaymentId, why }));
        }
      }
    });
  }
  return due.length;
}

/**
 * The provider's half of a new charge (a checkout's or a renewal's). `fields` go into the charge's
 * row: its txid and, from the built-in PIX, the BR Code, made here before the transaction so the
 * charge is stored whole in one commit. `complete` then asks any other provider once the row is
 * stored (a refusal cancels the charge and answers 502); a charge made here is already complete.
 */
export function startProviderCharge(
  deps: Pick<PaymentDeps, 'db' | 'clock'>,
  provider: PaymentProvider,
  amountCents: number,
) {
  const txid = newTxid();
  const madeHere = provider.makeHere?.({ txid, amountCents });
  return {
    fields: { txid, ...madeHere },
    async complete(row: repo.ChargeRow, payer: { firstName: string; lastName: string; email: string }) {
      if (madeHere) return row;
      const name = `${payer.firstName} ${payer.lastName}`.trim();
      return completeWithProvider(deps, provider, row, { name, email: payer.email });
    },
  };
}
