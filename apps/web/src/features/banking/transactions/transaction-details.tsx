import { brandName } from '#web/components/ui/card-preview.tsx';
import { lastFour } from '#web/components/ui/card-number.ts';
import { formatMoney, formatSignedMoney } from '#web/components/ui/money.ts';
import {
  COVERAGE_DETAIL_FEE_USD,
  RESIDUAL_BALANCE_USD,
  TRANSACTION_CARD,
  type SampleTransaction,
} from '#web/sample-data/index.ts';
import { DemoActionButton } from '../components/demo-action-button';
import { InfoList } from '../components/info-list';
import { formatDate } from '../lib/format-date';
import styles from './transaction-details.module.css';

/** One transaction: signed amount in USD, the (fixed) card, fee, balance left; transfers name the recipient. */
export function TransactionDetails({ transaction }: { transaction: SampleTransaction }) {
  const items = [
    { label: 'Date', value: formatDate(transaction.date) },
    ...(transaction.type === 'Money transfer' ? [{ label: 'Recipient', value: transaction.name }] : []),
    { label: 'Card', value: `${brandName(TRANSACTION_CARD.brand)} •••• ${lastFour(TRANSACTION_CARD.number)}` },
    { label: 'Fee', value: formatMoney(COVERAGE_DETAIL_FEE_USD, 'USD', 1) },
    { label: 'Residual balance', value: formatMoney(RESIDUAL_BALANCE_USD, 'USD') },
  ];
  return (
    <div className={styles.details}>
      <div className={styles.summary}>
        <h2 className={styles.type}>{transaction.type}</h2>
        <p className={styles.name}>{transaction.name}</p>
        <p className={`${styles.amount} ${transaction.direction === 'in' ? styles.in : styles.out}`}>
          {formatSignedMoney(transaction.amount, transaction.direction, 'USD')}
        </p>
      </div>
      <InfoList items={items} />
      <div className={styles.actions}>
        <DemoActionButton variant="primary" fullWidth>
          Repeat transfer
        </DemoActionButton>
        <DemoActionButton fullWidth>Download PDF</DemoActionButton>
      </div>
    </div>
  );
}
