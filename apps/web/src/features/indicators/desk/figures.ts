import { centavosToBr } from '@game-assist/contracts/rules';
import type { IndicatorMonth } from '@game-assist/contracts/schemas';

export interface Figure {
  id: string;
  label: string;
  value(month: IndicatorMonth): number | null;
  format(value: number | null): string;
}

const count = (value: number | null) => (value ?? 0).toLocaleString('pt-BR');
const money = (value: number | null) => centavosToBr(value ?? 0);
const score = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (value: number | null) => (value === null ? '—' : `${score(value)} %`);

const byMethod = (of: 'revenue' | 'refunds', label: string): Figure[] => [
  { id: `${of}Pix`, label: `${label} PIX`, value: (m) => m[of].pix, format: money },
  { id: `${of}Card`, label: `${label} cartão`, value: (m) => m[of].cartao, format: money },
  { id: of, label: `${label} total`, value: (m) => m[of].total, format: money },
];

/** Every figure the API gives, in docs/product.md's order ('Indicadores: what each figure counts'). */
export const FIGURES: readonly Figure[] = [
  { id: 'activeAtStart', label: 'Assinaturas ativas no início', value: (m) => m.activeAtStart, format: count },
  { id: 'activeAtEnd', label: 'Assinaturas ativas no fim', value: (m) => m.activeAtEnd, format: count },
  { id: 'newPaid', label: 'Novas pagas', value: (m) => m.newPaid, format: count },
  { id: 'withdrawals', label: 'Desistências (7 dias)', value: (m) => m.cancelled.withdrawals, format: count },
  { id: 'others', label: 'Outros cancelamentos', value: (m) => m.cancelled.others, format: count },
  { id: 'churn', label: 'Churn', value: (m) => m.churnPercent, format: percent },
  ...byMethod('revenue', 'Receita'),
  ...byMethod('refunds', 'Reembolsos'),
  { id: 'mrr', label: 'MRR', value: (m) => m.mrr, format: money },
  { id: 'arr', label: 'ARR', value: (m) => m.arr, format: money },
  { id: 'inGrace', label: 'Em atraso', value: (m) => m.inGrace, format: count },
  { id: 'suspended', label: 'Suspensas', value: (m) => m.suspended, format: count },
  { id: 'dependants', label: 'Dependentes', value: (m) => m.dependants, format: count },
  { id: 'opened', label: 'Atendimentos abertos', value: (m) => m.requests.opened, format: count },
  { id: 'onTime', label: 'Respondidos no prazo', value: (m) => m.requests.onTime, format: count },
  { id: 'late', label: 'Respondidos com atraso', value: (m) => m.requests.late, format: count },
  { id: 'commissions', label: 'Comissões de afiliados', value: (m) => m.commissions, format: money },
  { id: 'ratings', label: 'Avaliações', value: (m) => m.satisfaction.ratings, format: count },
  { id: 'average', label: 'Nota média', value: (m) => m.satisfaction.average, format: score },
  { id: 'fourOrFive', label: 'Notas 4 e 5', value: (m) => m.satisfaction.fourOrFivePercent, format: percent },
];

/** The figures drawn as charts (the table holds them all). */
export const CHARTED = ['activeAtEnd', 'revenue', 'mrr', 'churn'];

/** Whether nothing at all happened in the months shown. */
export const allZero = (months: readonly IndicatorMonth[]) =>
  months.every((month) => FIGURES.every((figure) => !figure.value(month)));
