import { Field } from '#web/components/ui/field.tsx';
import { sanitizeAmountInput } from '#web/components/ui/money.ts';
import styles from './amount-field.module.css';

interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  currency: string;
  label?: string;
  name?: string;
  hint?: string;
}

/** An amount input that keeps to digits and one decimal separator, with its currency beside it. */
export function AmountField({ value, onChange, currency, label = 'Amount', name = 'amount', hint }: AmountFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      value={value}
      onChange={(text) => onChange(sanitizeAmountInput(text))}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      hint={hint}
      endAdornment={<span className={styles.currency}>{currency}</span>}
    />
  );
}
