/** A transaction of the sample history: what the transaction view needs as its 'coverage' state. */
export interface SampleTransaction {
  direction: 'in' | 'out';
  amount: number;
  /** ISO date, shown as DD/MM/AAAA. */
  date: string;
  type: string;
  name: string;
}

export const SAMPLE_TRANSACTIONS: readonly SampleTransaction[] = [
  { direction: 'out', amount: 45.9, date: '2025-05-12', type: 'Money transfer', name: 'Marina Costa' },
  { direction: 'in', amount: 1200, date: '2025-05-10', type: 'Salary', name: 'Game Assist Ltda.' },
  { direction: 'out', amount: 89.99, date: '2025-05-08', type: 'Shopping', name: 'Mercado Livre' },
  { direction: 'out', amount: 30, date: '2025-05-03', type: 'Mobile payment', name: 'Vivo' },
];

/** Narrows unknown navigation state to a transaction, so a missing or malformed one is caught, not rendered. */
export function isSampleTransaction(value: unknown): value is SampleTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (item.direction === 'in' || item.direction === 'out') &&
    typeof item.amount === 'number' &&
    Number.isFinite(item.amount) &&
    typeof item.date === 'string' &&
    typeof item.type === 'string' &&
    typeof item.name === 'string'
  );
}
