import type { AffiliateOwnStatement, AffiliateResults } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { centavosForCsv, csvDocument } from '#api/lib/csv.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { findAccountsByIds } from '#api/modules/accounts/index.js';
import { shiftMonth } from '#api/modules/indicators/index.js';
import { affiliateStatement, payingSubscribersByMonth, statementLineOf } from '#api/modules/payments/index.js';
import { subscriptionsBroughtBy } from '#api/modules/subscriptions/index.js';
import { presentPayout } from './present.js';
import * as repo from './repository.js';

/** A month closes on the 5th of the next (São Paulo): from then on its figures are final and payable. */
export function monthState(month: string, now: Date) {
  const closesOn = `${shiftMonth(month, 1)}-05`;
  return { closed: saoPauloDate(now) >= closesOn, closesOn };
}

/** The staff statement's line for one affiliate: the same computation (payments' `affiliateStatement`). */
async function statementLine(db: Executor, affiliateId: string, month: string) {
  const statement = await affiliateStatement({ db }, month);
  const { affiliateId: _id, affiliateName: _name, ...line } = statementLineOf(statement, affiliateId);
  return { rounding: statement.rounding, line };
}

export async function ownStatement(
  db: Executor,
  affiliate: { id: string; name: string },
  month: string,
  now: Date,
): Promise<AffiliateOwnStatement> {
  const [{ rounding, line }, payouts] = await Promise.all([
    statementLine(db, affiliate.id, month),
    repo.payoutsOf(db, affiliate.id, month),
  ]);
  const paidOut = payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
  return {
    month,
    ...monthState(month, now),
    affiliateId: affiliate.id,
    affiliateName: affiliate.name,
    rounding,
    line,
    payouts: payouts.map(presentPayout),
    paidOut,
    balance: line.commission - paidOut,
  };
}

/** The staff CSV's columns for the one line, then the month's payouts: what a spreadsheet opens as is. */
export function ownStatementCsv(statement: AffiliateOwnStatement): string {
  const { line } = statement;
  return csvDocument([
    ['Mês', 'Parceiro', 'Assinaturas trazidas', 'Cobranças pagas', 'Valor pago (R$)', 'Cobranças reembolsadas'],
    [
      statement.month,
      statement.affiliateName,
      String(line.subscriptionsBrought),
      String(line.paidCharges),
      centavosForCsv(line.paidAmount),
      String(line.refundedCharges),
    ],
    ['Valor reembolsado (R$)', 'Comissão (R$)', 'Pago (R$)', 'Saldo (R$)', 'Mês fechado', 'Fecha em'],
    [
      centavosForCsv(line.refundedAmount),
      centavosForCsv(line.commission),
      centavosForCsv(statement.paidOut),
      centavosForCsv(statement.balance),
      statement.closed ? 'sim' : 'não',
      statement.closesOn,
    ],
    ['Pagamento em', 'Valor (R$)', 'Identificador fim a fim'],
    ...statement.payouts.map((payout) => [payout.paidOn, centavosForCsv(payout.amountCents), payout.endToEndId]),
  ]);
}

/** First name and the last name's initial: all a partner learns of the people the link brought. */
export const shortName = (firstName: string, lastName: string) => {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [firstName.trim().split(/\s+/)[0] ?? '', initial ? `${initial}.` : ''].filter(Boolean).join(' ') || '—';
};

/** Per month of `months` (oldest first): visits, sign-ups, paying subscribers, cancellations, the commission. */
export async function results(
  db: Executor,
  affiliateId: string,
  months: readonly string[],
  now: Date,
): Promise<AffiliateResults> {
  const first = months[0] as string;
  const after = shiftMonth(months.at(-1) as string, 1);
  const [visits, paying, brought, lines] = await Promise.all([
    repo.visitsByMonth(db, affiliateId, `${first}-01`, `${after}-01`),
    payingSubscribersByMonth(db, affiliateId, months),
    subscriptionsBroughtBy(db, affiliateId),
    Promise.all(months.map((month) => statementLine(db, affiliateId, month))),
  ]);
  const monthOf = (at: Date) => saoPauloDate(at).slice(0, 7);
  const inPeriod = (month: string) => month >= first && month < after;
  const cancelled = new Map<string, number>();
  for (const row of brought) {
    const month = row.cancelledAt && monthOf(row.cancelledAt);
    if (month && inPeriod(month)) cancelled.set(month, (cancelled.get(month) ?? 0) + 1);
  }
  const shown = brought.filter((row) => inPeriod(monthOf(row.createdAt)));
  const names = new Map(
    (
      await findAccountsByIds(
        db,
        shown.map((row) => row.accountId),
      )
    ).map((account) => [account.id, account.deletedAt ? '—' : shortName(account.firstName, account.lastName)]),
  );
  return {
    months: months.map((month, index) => ({
      month,
      ...monthState(month, now),
      visits: visits.get(month) ?? 0,
      signUps: lines[index]?.line.subscriptionsBrought ?? 0,
      paidSubscriptions: paying.get(month) ?? 0,
      cancellations: cancelled.get(month) ?? 0,
      commission: lines[index]?.line.commission ?? 0,
    })),
    subscribers: shown.map((row) => ({
      name: names.get(row.accountId) ?? '—',
      month: monthOf(row.createdAt),
      status: row.status,
    })),
  };
}
