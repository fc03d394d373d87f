import type { Indicators } from '@game-assist/contracts';
import { centavosForCsv, csvDocument, decimalForCsv } from '#api/lib/csv.js';

/** Each figure's column, in the order of docs/product.md's table. */
const COLUMNS: [string, (month: Indicators['months'][number]) => string][] = [
  ['Mês', (m) => m.month],
  ['Assinaturas ativas no início', (m) => String(m.activeAtStart)],
  ['Assinaturas ativas no fim', (m) => String(m.activeAtEnd)],
  ['Novas pagas', (m) => String(m.newPaid)],
  ['Desistências (7 dias)', (m) => String(m.cancelled.withdrawals)],
  ['Outros cancelamentos', (m) => String(m.cancelled.others)],
  ['Churn (%)', (m) => (m.churnPercent === null ? '' : decimalForCsv(m.churnPercent))],
  ['Receita PIX (R$)', (m) => centavosForCsv(m.revenue.pix)],
  ['Receita cartão (R$)', (m) => centavosForCsv(m.revenue.cartao)],
  ['Receita total (R$)', (m) => centavosForCsv(m.revenue.total)],
  ['Reembolsos PIX (R$)', (m) => centavosForCsv(m.refunds.pix)],
  ['Reembolsos cartão (R$)', (m) => centavosForCsv(m.refunds.cartao)],
  ['Reembolsos total (R$)', (m) => centavosForCsv(m.refunds.total)],
  ['MRR (R$)', (m) => centavosForCsv(m.mrr)],
  ['ARR (R$)', (m) => centavosForCsv(m.arr)],
  ['Em atraso', (m) => String(m.inGrace)],
  ['Suspensas', (m) => String(m.suspended)],
  ['Dependentes', (m) => String(m.dependants)],
  ['Atendimentos abertos', (m) => String(m.requests.opened)],
  ['Respondidos no prazo', (m) => String(m.requests.onTime)],
  ['Respondidos com atraso', (m) => String(m.requests.late)],
  ['Comissões de afiliados (R$)', (m) => centavosForCsv(m.commissions)],
  ['Avaliações', (m) => String(m.satisfaction.ratings)],
  ['Nota média', (m) => (m.satisfaction.average === null ? '' : decimalForCsv(m.satisfaction.average))],
  [
    'Notas 4 e 5 (%)',
    (m) => (m.satisfaction.fourOrFivePercent === null ? '' : decimalForCsv(m.satisfaction.fourOrFivePercent)),
  ],
];

/** The figures as CSV, a month a line: UTF-8 with a BOM, `;`, comma decimals, CRLF. */
export const indicatorsCsv = (indicators: Indicators) =>
  csvDocument([COLUMNS.map(([name]) => name), ...indicators.months.map((m) => COLUMNS.map(([, value]) => value(m)))]);
