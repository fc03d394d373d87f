import type { Charge, ChargeStatus } from '@game-assist/contracts';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { ChargeRow } from './repository.js';

/** A pending charge past its time reads as expired even before the billing cycle has recorded it. */
export const statusAt = (row: ChargeRow, now: Date): ChargeStatus =>
  row.status === 'pendente' && row.expiresAt <= now ? 'expirada' : row.status;

/** What it pays for (#69): its months, whether PIX Automático pays it, its first day (a renewal's end renewed, or the payment's). */
export const chargePeriod = (
  row: Pick<ChargeRow, 'periodMonths' | 'autoRenewalId' | 'debitFor' | 'renewsPaidUntil' | 'paidAt'>,
) => ({
  periodMonths: row.periodMonths,
  automatic: row.autoRenewalId !== null,
  periodFrom: row.debitFor ?? row.renewsPaidUntil ?? (row.paidAt ? saoPauloDate(row.paidAt) : null),
});

export const presentCharge = (row: ChargeRow, now: Date): Charge => ({
  id: row.id,
  amount: row.amountCents,
  currency: row.currency,
  method: row.method,
  status: statusAt(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  pix: row.copiaECola ? { copiaECola: row.copiaECola } : null,
  invoiceUrl: row.invoiceUrl,
  ...chargePeriod(row),
});
