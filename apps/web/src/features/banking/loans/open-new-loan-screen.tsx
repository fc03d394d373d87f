import { useState } from 'react';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import { LOAN_DEFAULT_TERM, LOAN_RATE_PERCENT, type Currency } from '#web/sample-data/index.ts';
import { AmountField } from '../components/amount-field';
import { CurrencyRadio } from '../components/currency-radio';
import { RateNote } from '../components/rate-note';
import { SampleFormScreen } from '../components/sample-form-screen';
import { TERM_OPTIONS, termMonths, type TermValue } from '../lib/options';
import { useGoBack } from '#web/lib/use-go-back.ts';
import { MonthlyRepayment } from './monthly-repayment';

/** /OpenNewLoan: currency, term, amount; the monthly repayment at 13 % follows every keystroke. */
export default function OpenNewLoanScreen() {
  const goBack = useGoBack();
  const [currency, setCurrency] = useState<Currency>('USD');
  const [term, setTerm] = useState<TermValue>(`${LOAN_DEFAULT_TERM}`);
  const [amount, setAmount] = useState('');
  const [earlyRepayment, setEarlyRepayment] = useState(true);

  return (
    <SampleFormScreen title="Open new loan" submitLabel="Open new loan" onSubmit={goBack}>
      <CurrencyRadio value={currency} onChange={setCurrency} />
      <SelectField label="Period" name="term" value={term} options={TERM_OPTIONS} onChange={setTerm} />
      <AmountField value={amount} onChange={setAmount} currency={currency} />
      <MonthlyRepayment amount={amount} months={termMonths(term)} currency={currency} />
      <Toggle label="Early repayment" checked={earlyRepayment} onChange={setEarlyRepayment} />
      <RateNote percent={LOAN_RATE_PERCENT} />
    </SampleFormScreen>
  );
}
