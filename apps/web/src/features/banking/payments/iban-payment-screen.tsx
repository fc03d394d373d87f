import { useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Field } from '#web/components/ui/field.tsx';
import { AmountField } from '../components/amount-field';
import { CardPicker, cardCurrency, DEFAULT_CARD_ID } from '../components/card-picker';
import { SampleFormScreen } from '../components/sample-form-screen';

const BENEFICIARY_FIELDS = [
  { name: 'iban', label: 'IBAN number' },
  { name: 'beneficiary', label: 'Beneficiary name' },
  { name: 'bic', label: 'BIC code' },
  { name: 'bank', label: 'Beneficiary bank' },
] as const;
type BeneficiaryField = (typeof BENEFICIARY_FIELDS)[number]['name'];

/** /IBANPayment: a payment to an IBAN; 'Send' goes to /PaymentSuccess (the spec checks nothing). */
export default function IbanPaymentScreen() {
  const navigate = useNavigate();
  const [beneficiary, setBeneficiary] = useState<Record<BeneficiaryField, string>>({
    iban: '',
    beneficiary: '',
    bic: '',
    bank: '',
  });
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);

  return (
    <SampleFormScreen title="IBAN payment" submitLabel="Send" onSubmit={() => void navigate(webPaths.paymentSuccess)}>
      {BENEFICIARY_FIELDS.map(({ name, label }) => (
        <Field
          key={name}
          label={label}
          name={name}
          value={beneficiary[name]}
          onChange={(text) => setBeneficiary((current) => ({ ...current, [name]: text }))}
          autoComplete="off"
        />
      ))}
      <CardPicker label="From card" value={cardId} onChange={setCardId} />
      <AmountField value={amount} onChange={setAmount} currency={cardCurrency(cardId)} />
      <Field label="Comment" name="comment" value={comment} onChange={setComment} autoComplete="off" />
    </SampleFormScreen>
  );
}
