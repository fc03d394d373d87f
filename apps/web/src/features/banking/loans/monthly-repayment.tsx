import { useId } from 'react';
import field from '#web/components/ui/field.module.css';
import { formatMoney, parseAmount } from '#web/components/ui/money.ts';
import { LOAN_RATE_PERCENT } from '#web/sample-data/index.ts';
import { monthlyRepayment } from './repayment';
import styles from './monthly-repayment.module.css';

interface MonthlyRepaymentProps {
  amount: string;
  months: number;
  currency: string;
}

/** The calculated, read-only monthly repayment, announced politely as it changes. */
export function MonthlyRepayment({ amount, months, currency }: MonthlyRepaymentProps) {
  const id = useId();
  const payment = monthlyRepayment(parseAmount(amount) ?? 0, LOAN_RATE_PERCENT, months);
  return (
    <div className={field.field}>
      <span id={id} className={field.label}>
        Monthly repayment
      </span>
      <output className={styles.value} aria-labelledby={id} aria-live="polite">
        {formatMoney(payment ?? 0, currency)}
      </output>
    </div>
  );
}
