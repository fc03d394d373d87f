import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../components/ui/money';
import { Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  RECIPIENT_CARD_NUMBER,
  SAMPLE_CARDS,
  SAMPLE_USERS,
  TRANSFER_BANK_FEE_USD,
  readRecipient,
} from '../../../sample-data';
import { AmountField } from '../components/amount-field';
import { CardPicker, DEFAULT_CARD_ID } from '../components/card-picker';
import layout from '../components/layout.module.css';
import { RecipientCard } from './recipient-card';

const USER_OPTIONS = SAMPLE_USERS.map((user) => ({ value: user.id, label: user.name }));

/** The recipient passed in navigation state, as `{ name, photo }` or `{ user: { name, photo } }`. */
function recipientFromState(state: unknown) {
  if (typeof state === 'object' && state !== null && 'user' in state) return readRecipient(state.user);
  return readRecipient(state);
}

/**
 * /FundTransfer: money to a person. The recipient (name, photo) comes from navigation state;
 * opened without one, the person picks a recipient from the sample list. 'Send' goes to /PaymentSuccess.
 */
export default function FundTransferScreen() {
  const navigate = useNavigate();
  const passed = recipientFromState(useLocation().state);
  const [userId, setUserId] = useState(SAMPLE_USERS[0]?.id ?? '');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const picked = SAMPLE_USERS.find((user) => user.id === userId);
  const recipient = passed ?? picked;
  const currency = SAMPLE_CARDS.find((card) => card.id === cardId)?.currency ?? 'USD';

  function send(event: FormEvent) {
    event.preventDefault();
    void navigate('/PaymentSuccess');
  }

  return (
    <Screen header={<Header title="Fund transfer" showBack />}>
      <form className={layout.form} onSubmit={send} aria-label="Fund transfer">
        <section className={layout.section} aria-labelledby="fund-transfer-recipient">
          <h2 id="fund-transfer-recipient" className={layout.sectionTitle}>
            Recipient
          </h2>
          {passed ? null : <SelectField label="Send to" value={userId} options={USER_OPTIONS} onChange={setUserId} />}
          {recipient ? (
            <RecipientCard name={recipient.name} photo={recipient.photo} cardNumber={RECIPIENT_CARD_NUMBER} />
          ) : null}
        </section>
        <CardPicker label="From card" value={cardId} onChange={setCardId} />
        <AmountField value={amount} onChange={setAmount} currency={currency} />
        <TextField label="Comment" name="comment" value={comment} onChange={setComment} autoComplete="off" />
        <p className={layout.note}>Bank fee: {formatMoney(TRANSFER_BANK_FEE_USD, 'USD')}</p>
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Send
          </Button>
        </div>
      </form>
    </Screen>
  );
}
