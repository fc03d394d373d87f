import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

const plain = ({ idempotencyKey: _key, fingerprint: _fingerprint, confirmedBy: _operator, ...row }: repo.ChargeRow) =>
  row;

/** The account's charges for its download, each with its events (never who at the central acted). */
export async function chargesForExport(db: Executor, accountId: string) {
  const charges = await repo.allChargesOf(db, accountId);
  const events = await repo.eventsOfCharges(
    db,
    charges.map((charge) => charge.id),
  );
  return charges.map((charge) => ({
    ...plain(charge),
    historico: events
      .filter((event) => event.chargeId === charge.id)
      .map(({ type, actor, note, at }) => ({ type, actor, note, at })),
  }));
}

/** The account's refunds for its download, with the PIX key each goes to (never who at the central sent it). */
export async function refundsForExport(db: Executor, accountId: string) {
  const rows = await repo.refundsOfAccount(db, accountId);
  return rows.map(({ completedBy: _operator, seq: _seq, ...refund }) => refund);
}

/** The account's PIX Automático authorisations (#69) for its download: their states and the provider's ids. */
export const autoRenewalsForExport = (db: Executor, accountId: string) => repo.autoRenewalsOf(db, accountId);

/**
 * Account deletion: pending charges cancelled (how many), then every charge kept without the
 * payer's CPF or notes, and refunds already made without their PIX key. A refund still due keeps
 * its key until the money goes back (`completeRefund` erases it then).
 */
export async function closeChargesForDeletion(tx: Executor, accountId: string, at: Date): Promise<number> {
  const cancelled = await repo.cancelAllPendingOf(tx, accountId);
  await repo.insertEvents(
    tx,
    cancelled.map((row) => ({ chargeId: row.id, type: 'cancelada' as const, actor: 'assinante' as const, at })),
  );
  await repo.anonymiseChargesOf(tx, accountId);
  await repo.eraseDoneRefundKeysOf(tx, accountId);
  return cancelled.length;
}

/** Whether `cpf` (11 digits) is the titular's own: the account once gave it as the payer's at checkout. */
export const isTitularCpf = (db: Executor, accountId: string, cpf: string) => repo.gavePayerCpf(db, accountId, cpf);

/** The staff's look-up (#67): accounts that paid with this CPF, the account of a txid, the latest CPF given. */
export const accountsByPayerCpf = (db: Executor, cpf: string) => repo.accountsByPayerCpf(db, cpf);
export const accountOfTxid = (db: Executor, txid: string) => repo.accountOfTxid(db, txid);
export const latestPayerCpf = (db: Executor, accountId: string) => repo.latestPayerCpf(db, accountId);
