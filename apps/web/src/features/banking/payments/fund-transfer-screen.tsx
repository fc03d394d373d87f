import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { formatMoney } from '#web/components/ui/money.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { RECIPIENT_CARD_NUMBER, SAMPLE_USERS, TRANSFER_BANK_FEE_USD, readRecipient } from '#web/sample-data/index.ts';
import { AmountField } from '../components/amount-field';
import { CardPicker, cardCurrency, DEFAULT_CARD_ID } from '../components/card-picker';
import layout from '../components/layout.module.css';
import { SampleFormScreen } from '../components/sample-form-screen';
import { Section } from '../components/section';
import { RecipientCard } from './recipient-card';

const USER_OPTIONS = SAMPLE_USERS.map((user) => ({ value: user.id, label: user.name }));

/** The recipient passed in navigation state, as `{ name, photo }` or `{ user: { name, photo } }`. */
function recipientFromState(state: unknown) {
  if (typeof state === 'object' && state !== null && 'user' in state) return readRecipient(state.user);
  return readRecipient(state);
}

/** Money to a person: the recipient from navigation state, else from the sample list; 'Send' → /PaymentSuccess. */
export default function FundTransferScreen() {
  const navigate = useNavigate();
  const passed = recipientFromState(useLocation().state);
  const [userId, setUserId] = useState(SAMPLE_USERS[0]?.id ?? '');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const picked = SAMPLE_USERS.find((user) => user.id === userId);
  const recipient = passed ?? picked;

  return (
    <SampleFormScreen title="Fund transfer" submitLabel="Send" onSubmit={() => void navigate(webPaths.paymentSuccess)}>
      <Section id="fund-transfer-recipient" title="Recipient">
        {passed ? null : <SelectField label="Send to" value={userId} options={USER_OPTIONS} onChange={setUserId} />}
        {recipient ? (
          <RecipientCard name={recipient.name} photo={recipient.photo} cardNumber={RECIPIENT_CARD_NUMBER} />
        ) : null}
      </Section>
      <CardPicker label="From card" value={cardId} onChange={setCardId} />
      <AmountField value={amount} onChange={setAmount} currency={cardCurrency(cardId)} />
      <Field label="Comment" name="comment" value={comment} onChange={setComment} autoComplete="off" />
      <p className={layout.note}>Bank fee: {formatMoney(TRANSFER_BANK_FEE_USD, 'USD')}</p>
    </SampleFormScreen>
  );
}
