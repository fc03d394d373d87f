import { useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Field } from '#web/components/ui/field.tsx';
import type { Currency } from '#web/sample-data/index.ts';
import { AmountField } from '../components/amount-field';
import { CurrencyRadio } from '../components/currency-radio';
import layout from '../components/layout.module.css';
import { SampleFormScreen } from '../components/sample-form-screen';

/** /CreateInvoice: who pays, how much and for what; 'Send' goes to /InvoiceSent (the spec checks nothing). */
export default function CreateInvoiceScreen() {
  const navigate = useNavigate();
  const [company, setCompany] = useState('');
  const [country, setCountry] = useState('');
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [goods, setGoods] = useState('');

  return (
    <SampleFormScreen title="Create invoice" submitLabel="Send" onSubmit={() => void navigate(webPaths.invoiceSent)}>
      <Field label="Company name" name="company" value={company} onChange={setCompany} autoComplete="organization" />
      <Field label="Country" name="country" value={country} onChange={setCountry} autoComplete="country-name" />
      <Field
        label="Company e-mail"
        name="email"
        type="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
      />
      <AmountField value={amount} onChange={setAmount} currency={currency} />
      <CurrencyRadio value={currency} onChange={setCurrency} />
      <Field label="Goods or services" name="goods" value={goods} onChange={setGoods} autoComplete="off" />
      <p className={layout.note}>Bank fee is charged from the payer.</p>
    </SampleFormScreen>
  );
}
