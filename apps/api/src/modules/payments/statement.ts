import { COMMISSION_ROUNDING, type AffiliateStatement } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { centavosForCsv, csvDocument } from '#api/lib/csv.js';
import { addMonths, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { affiliateName } from '#api/modules/affiliates/index.js';
import { broughtByAffiliate } from '#api/modules/subscriptions/index.js';
import type { PaymentDeps } from './deps.js';
import * as repo from './repository.js';

type Line = AffiliateStatement['items'][number];

/** UTF-8 with a BOM, `;` between cells, comma decimals, CRLF: what Excel and LibreOffice in pt-BR open as is. */
export function statementCsv(statement: AffiliateStatement): string {
  const header = [
    'Mês',
    'Afiliado',
    'Código do afiliado',
    'Assinaturas trazidas',
    'Cobranças pagas',
    'Valor pago (R$)',
    'Cobranças reembolsadas',
    'Valor reembolsado (R$)',
    'Comissão devida (R$)',
  ];
  const rows = statement.items.map((line) => [
    statement.month,
    line.affiliateName,
    line.affiliateId,
    String(line.subscriptionsBrought),
    String(line.paidCharges),
    centavosForCsv(line.paidAmount),
    String(line.refundedCharges),
    centavosForCsv(line.refundedAmount),
    centavosForCsv(line.commission),
  ]);
  return csvDocument([header, ...rows]);
}

const emptyLine = (affiliateId: string): Line => ({
  affiliateId,
  affiliateName: affiliateId,
  subscriptionsBrought: 0,
  paidCharges: 0,
  paidAmount: 0,
  refundedCharges: 0,
  refundedAmount: 0,
  commission: 0,
});

/** One affiliate's line of the statement, zeros when the month had nothing of it (the partner's extrato, #71). */
export const statementLineOf = (statement: AffiliateStatement, affiliateId: string): Line =>
  statement.items.find((item) => item.affiliateId === affiliateId) ?? emptyLine(affiliateId);

/** Per affiliate, the month's (São Paulo) subscriptions brought, charges paid and refunded, and the commission due. */
export async function affiliateStatement({ db }: Pick<PaymentDeps, 'db'>, month: string): Promise<AffiliateStatement> {
  const from = startOfSaoPauloDay(`${month}-01`);
  const to = startOfSaoPauloDay(addMonths(`${month}-01`, 1));
  const [brought, totals] = await Promise.all([broughtByAffiliate(db, from, to), repo.commissionTotals(db, [month])]);
  const lines = new Map<string, Line>();
  const lineOf = (affiliateId: string) => {
    let line = lines.get(affiliateId);
    if (!line) {
      line = emptyLine(affiliateId);
      lines.set(affiliateId, line);
    }
    return line;
  };
  for (const [affiliateId, count] of brought) lineOf(affiliateId).subscriptionsBrought = count;
  for (const total of totals) {
    const line = lineOf(total.affiliateId);
    if (total.kind === 'comissao') {
      line.paidCharges += Number(total.count);
      line.paidAmount += Number(total.base);
    } else {
      line.refundedCharges += Number(total.count);
      line.refundedAmount -= Number(total.base);
    }
    line.commission += Number(total.amount);
  }
  for (const line of lines.values())
    line.affiliateName = (await affiliateName(db, line.affiliateId)) ?? line.affiliateId;
  const items = [...lines.values()].sort((a, b) => a.affiliateName.localeCompare(b.affiliateName, 'pt-BR'));
  return { month, rounding: COMMISSION_ROUNDING, items };
}

/** Per statement month, how many of the affiliate's subscribers paid a charge that earned it a commission. */
export async function payingSubscribersByMonth(db: Executor, affiliateId: string, months: readonly string[]) {
  const paying = new Map(months.map((month) => [month, 0]));
  for (const row of await repo.commissionPayers(db, affiliateId, months))
    paying.set(row.month, (paying.get(row.month) ?? 0) + 1);
  return paying;
}

/** Per São Paulo month, the commission due to every affiliate together: the statement's lines summed ('Indicadores'). */
export async function commissionsDueByMonth(db: Executor, months: readonly string[]) {
  const due = new Map(months.map((month) => [month, 0]));
  for (const total of await repo.commissionTotals(db, months))
    due.set(total.month, (due.get(total.month) ?? 0) + Number(total.amount));
  return due;
}
