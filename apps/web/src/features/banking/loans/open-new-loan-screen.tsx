import { useState, type FormEvent } from 'react';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select-field';
import { Toggle } from '../../../components/ui/toggle';
import { LOAN_DEFAULT_TERM, LOAN_RATE_PERCENT, type Currency } from '../../../sample-data';
import { AmountField } from '../components/amount-field';
import layout from '../components/layout.module.css';
import { CURRENCY_OPTIONS, TERM_OPTIONS, termMonths, type TermValue } from '../lib/options';
import { useGoBack } from '../../../lib/use-go-back';
import { MonthlyRepayment } from './monthly-repayment';

/** /OpenNewLoan: currency, term, amount; the monthly repayment at 13 % follows every keystroke. */
export default function OpenNewLoanScreen() {
  const goBack = useGoBack();
  const [currency, setCurrency] = useState<Currency>('USD');
  const [term, setTerm] = useState<TermValue>(`${LOAN_DEFAULT_TERM}`);
  const [amount, setAmount] = useState('');
  const [earlyRepayment, setEarlyRepayment] = useState(true);

  function open(event: FormEvent) {
    event.preventDefault();
    goBack();
  }

  return (
    <Screen header={<Header title="Open new loan" showBack />}>
      <form className={layout.form} onSubmit={open} aria-label="Open new loan">
        <RadioGroup
          legend="Currency"
          name="currency"
          layout="row"
          value={currency}
          options={CURRENCY_OPTIONS}
          onChange={setCurrency}
        />
        <SelectField label="Period" name="term" value={term} options={TERM_OPTIONS} onChange={setTerm} />
        <AmountField value={amount} onChange={setAmount} currency={currency} />
        <MonthlyRepayment amount={amount} months={termMonths(term)} currency={currency} />
        <Toggle label="Early repayment" checked={earlyRepayment} onChange={setEarlyRepayment} />
        <p className={layout.rate}>
          <span>Rate</span>
          <span>{LOAN_RATE_PERCENT} %</span>
        </p>
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Open new loan
          </Button>
        </div>
      </form>
    </Screen>
  );
}
