export const STATISTICS_KINDS = ['income', 'expenses'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

export const STATISTICS_DEFAULT_KIND: StatisticsKind = 'expenses';

export interface MonthFigure {
  month: string;
  income: number;
  expenses: number;
}

export const MONTHLY_FIGURES: readonly MonthFigure[] = [
  { month: 'Jan', income: 3200, expenses: 2140.5 },
  { month: 'Feb', income: 3200, expenses: 1890.2 },
  { month: 'Mar', income: 3450, expenses: 2510.75 },
  { month: 'Apr', income: 3200, expenses: 1760 },
  { month: 'May', income: 3900, expenses: 2305.4 },
  { month: 'Jun', income: 3200, expenses: 1980.1 },
];

export const STATISTICS_CURRENCY = 'USD';
