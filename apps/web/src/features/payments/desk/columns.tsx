import { centavosToBr } from '@game-assist/contracts/rules';
import { CellNote, type Column } from '#web/components/desk/data-table.tsx';

/** The subscriber's name with the e-mail under it, sorted by name: a charge's or a refund's. */
export function subscriberColumn<Row extends { subscriber: { name: string; email: string } }>(): Column<Row> {
  return {
    id: 'subscriber',
    header: 'Assinante',
    cell: (row) => (
      <>
        {row.subscriber.name}
        <CellNote>{row.subscriber.email}</CellNote>
      </>
    ),
    sortValue: (row) => row.subscriber.name,
  };
}

/** The amount in reais, shown on a phone too. */
export function amountColumn<Row extends { amount: number }>(): Column<Row> {
  return {
    id: 'amount',
    header: 'Valor',
    cell: (row) => centavosToBr(row.amount),
    sortValue: (row) => row.amount,
    numeric: true,
    narrow: true,
  };
}
