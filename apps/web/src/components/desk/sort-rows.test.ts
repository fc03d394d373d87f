import { describe, expect, it } from 'vitest';
import { nextOrder, sortRows } from './sort-rows';

const rows = [
  { name: 'Érica', amount: 900, at: null },
  { name: 'ana', amount: 10_000, at: '2026-11-02' },
  { name: 'Bruno', amount: 900, at: '2026-11-01' },
];

describe('sortRows', () => {
  it('orders text as pt-BR reads it (accents and case aside) and numbers as numbers', () => {
    expect(sortRows(rows, (row) => row.name, { column: 'name', direction: 'asc' }).map((row) => row.name)).toEqual([
      'ana',
      'Bruno',
      'Érica',
    ]);
    expect(sortRows(rows, (row) => row.amount, { column: 'amount', direction: 'desc' }).map((row) => row.name)).toEqual(
      ['ana', 'Érica', 'Bruno'],
    );
  });

  it('keeps the order rows came in when they tie, and empty cells last both ways', () => {
    expect(sortRows(rows, (row) => row.amount, { column: 'amount', direction: 'asc' }).map((row) => row.name)).toEqual([
      'Érica',
      'Bruno',
      'ana',
    ]);
    for (const direction of ['asc', 'desc'] as const) {
      expect(sortRows(rows, (row) => row.at, { column: 'at', direction }).at(-1)?.name).toBe('Érica');
    }
  });

  it('leaves the rows as they are without an order', () => {
    expect(sortRows(rows, (row) => row.name, null)).toBe(rows);
  });
});

describe('nextOrder', () => {
  it('sorts a new column ascending, and the same column the other way on each tap', () => {
    expect(nextOrder(null, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextOrder({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextOrder({ column: 'name', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextOrder({ column: 'name', direction: 'desc' }, 'amount')).toEqual({ column: 'amount', direction: 'asc' });
  });
});
