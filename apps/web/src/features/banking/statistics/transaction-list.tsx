import { webPaths } from '@game-assist/contracts/rules';
import { formatSignedMoney } from '#web/components/ui/money.ts';
import type { SampleTransaction } from '#web/sample-data/index.ts';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import { formatDate } from '../lib/format-date';

/** Transactions, each opening the transaction view (/CoverageDetails) with itself as 'coverage' state. */
export function TransactionList({ items }: { items: readonly SampleTransaction[] }) {
  return (
    <RowList>
      {items.map((item) => (
        <LinkRow
          key={`${item.date}-${item.name}`}
          title={`${item.name}: ${formatSignedMoney(item.amount, item.direction, 'USD')}`}
          detail={`${item.type} · ${formatDate(item.date)}`}
          to={webPaths.coverageDetails}
          state={{ coverage: item }}
        />
      ))}
    </RowList>
  );
}
