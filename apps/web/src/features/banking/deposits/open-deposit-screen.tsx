import { useState, type FormEvent } from 'react';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select-field';
import { Toggle } from '../../../components/ui/toggle';
import { DEPOSIT_DEFAULT_TERM, DEPOSIT_RATE_PERCENT, type Currency } from '../../../sample-data';
import { AmountField } from '../components/amount-field';
import { CardPicker, DEFAULT_CARD_ID } from '../components/card-picker';
import layout from '../components/layout.module.css';
import { CURRENCY_OPTIONS, TERM_OPTIONS, type TermValue } from '../lib/options';
import { useGoBack } from '../../../lib/use-go-back';

/** /OpenDeposit: currency, period (default 12 months), amount, card and early withdrawal at 8 %; the button goes back. */
export default function OpenDepositScreen() {
  const goBack = useGoBack();
  const [currency, setCurrency] = useState<Currency>('USD');
  const [term, setTerm] = useState<TermValue>(`${DEPOSIT_DEFAULT_TERM}`);
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const [earlyWithdrawal, setEarlyWithdrawal] = useState(false);

  function open(event: FormEvent) {
    event.preventDefault();
    goBack();
  }

  return (
    <Screen header={<Header title="Open deposit" showBack />}>
      <form className={layout.form} onSubmit={open} aria-label="Open deposit">
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
        <CardPicker label="From card" value={cardId} onChange={setCardId} />
        <Toggle label="Early withdrawal" checked={earlyWithdrawal} onChange={setEarlyWithdrawal} />
        <p className={layout.rate}>
          <span>Rate</span>
          <span>{DEPOSIT_RATE_PERCENT} %</span>
        </p>
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Open deposit
          </Button>
        </div>
      </form>
    </Screen>
  );
}
