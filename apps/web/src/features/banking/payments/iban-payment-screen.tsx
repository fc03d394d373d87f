import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { SAMPLE_CARDS } from '../../../sample-data';
import { AmountField } from '../components/amount-field';
import { CardPicker, DEFAULT_CARD_ID } from '../components/card-picker';
import layout from '../components/layout.module.css';

/** /IBANPayment: a payment to an IBAN; 'Send' goes to /PaymentSuccess (the spec checks nothing). */
export default function IbanPaymentScreen() {
  const navigate = useNavigate();
  const [iban, setIban] = useState('');
  const [beneficiary, setBeneficiary] = useState('');
  const [bic, setBic] = useState('');
  const [bank, setBank] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const currency = SAMPLE_CARDS.find((card) => card.id === cardId)?.currency ?? 'USD';

  function send(event: FormEvent) {
    event.preventDefault();
    void navigate('/PaymentSuccess');
  }

  return (
    <Screen header={<Header title="IBAN payment" showBack />}>
      <form className={layout.form} onSubmit={send} aria-label="IBAN payment">
        <TextField label="IBAN number" name="iban" value={iban} onChange={setIban} autoComplete="off" />
        <TextField
          label="Beneficiary name"
          name="beneficiary"
          value={beneficiary}
          onChange={setBeneficiary}
          autoComplete="off"
        />
        <TextField label="BIC code" name="bic" value={bic} onChange={setBic} autoComplete="off" />
        <TextField label="Beneficiary bank" name="bank" value={bank} onChange={setBank} autoComplete="off" />
        <CardPicker label="From card" value={cardId} onChange={setCardId} />
        <AmountField value={amount} onChange={setAmount} currency={currency} />
        <TextField label="Comment" name="comment" value={comment} onChange={setComment} autoComplete="off" />
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Send
          </Button>
        </div>
      </form>
    </Screen>
  );
}
