import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import type { Currency } from '../../../sample-data';
import { AmountField } from '../components/amount-field';
import layout from '../components/layout.module.css';
import { CURRENCY_OPTIONS } from '../lib/options';

/** /CreateInvoice: who pays, how much and for what; 'Send' goes to /InvoiceSent (the spec checks nothing). */
export default function CreateInvoiceScreen() {
  const navigate = useNavigate();
  const [company, setCompany] = useState('');
  const [country, setCountry] = useState('');
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [goods, setGoods] = useState('');

  function send(event: FormEvent) {
    event.preventDefault();
    void navigate('/InvoiceSent');
  }

  return (
    <Screen header={<Header title="Create invoice" showBack />}>
      <form className={layout.form} onSubmit={send} aria-label="Create invoice">
        <TextField
          label="Company name"
          name="company"
          value={company}
          onChange={setCompany}
          autoComplete="organization"
        />
        <TextField label="Country" name="country" value={country} onChange={setCountry} autoComplete="country-name" />
        <TextField
          label="Company e-mail"
          name="email"
          type="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <AmountField value={amount} onChange={setAmount} currency={currency} />
        <RadioGroup
          legend="Currency"
          name="currency"
          layout="row"
          value={currency}
          options={CURRENCY_OPTIONS}
          onChange={setCurrency}
        />
        <TextField label="Goods or services" name="goods" value={goods} onChange={setGoods} autoComplete="off" />
        <p className={layout.note}>Bank fee is charged from the payer.</p>
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Send
          </Button>
        </div>
      </form>
    </Screen>
  );
}
