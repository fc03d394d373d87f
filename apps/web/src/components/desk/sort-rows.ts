export interface SortOrder {
  column: string;
  direction: 'asc' | 'desc';
}

export type SortValue = string | number | null;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Compares two cell values: numbers as numbers, text as pt-BR reads it; empty cells go last whatever the direction. */
function compare(a: SortValue, b: SortValue, direction: SortOrder['direction']): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/** The rows in the order asked for; rows that tie keep the order they came in (the server's). */
export function sortRows<Row>(
  rows: readonly Row[],
  value: ((row: Row) => SortValue) | undefined,
  order: SortOrder | null,
) {
  if (!order || !value) return rows;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => compare(a.key, b.key, order.direction) || a.index - b.index)
    .map(({ row }) => row);
}

/** What a tap on a column's header does: the column ascending first, then the other way round. */
export function nextOrder(current: SortOrder | null, column: string): SortOrder {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}
