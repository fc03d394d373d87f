import { useState } from 'react';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import { DEPOSIT_DEFAULT_TERM, DEPOSIT_RATE_PERCENT, type Currency } from '#web/sample-data/index.ts';
import { AmountField } from '../components/amount-field';
import { CardPicker, DEFAULT_CARD_ID } from '../components/card-picker';
import { CurrencyRadio } from '../components/currency-radio';
import { RateNote } from '../components/rate-note';
import { SampleFormScreen } from '../components/sample-form-screen';
import { TERM_OPTIONS, type TermValue } from '../lib/options';
import { useGoBack } from '#web/lib/use-go-back.ts';

/** /OpenDeposit: currency, period (default 12 months), amount, card and early withdrawal at 8 %; the button goes back. */
export default function OpenDepositScreen() {
  const goBack = useGoBack();
  const [currency, setCurrency] = useState<Currency>('USD');
  const [term, setTerm] = useState<TermValue>(`${DEPOSIT_DEFAULT_TERM}`);
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const [earlyWithdrawal, setEarlyWithdrawal] = useState(false);

  return (
    <SampleFormScreen title="Open deposit" submitLabel="Open deposit" onSubmit={goBack}>
      <CurrencyRadio value={currency} onChange={setCurrency} />
      <SelectField label="Period" name="term" value={term} options={TERM_OPTIONS} onChange={setTerm} />
      <AmountField value={amount} onChange={setAmount} currency={currency} />
      <CardPicker label="From card" value={cardId} onChange={setCardId} />
      <Toggle label="Early withdrawal" checked={earlyWithdrawal} onChange={setEarlyWithdrawal} />
      <RateNote percent={DEPOSIT_RATE_PERCENT} />
    </SampleFormScreen>
  );
}
