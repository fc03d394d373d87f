import { useState } from 'react';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { MONEYBOX_RULES, type MoneyboxRule } from '#web/sample-data/index.ts';
import { AmountField } from '../components/amount-field';
import { CardPicker, cardCurrency, DEFAULT_CARD_ID } from '../components/card-picker';
import { SampleFormScreen } from '../components/sample-form-screen';
import { useGoBack } from '#web/lib/use-go-back.ts';

const RULE_OPTIONS = MONEYBOX_RULES.map((rule) => ({ value: rule, label: rule }));

/** /OpenMoneybox: a goal, the card it saves from and how it saves; the button goes back. */
export default function OpenMoneyboxScreen() {
  const goBack = useGoBack();
  const [goalAmount, setGoalAmount] = useState('');
  const [goal, setGoal] = useState('');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const [rule, setRule] = useState<MoneyboxRule>(MONEYBOX_RULES[0]);

  return (
    <SampleFormScreen title="Open moneybox" submitLabel="Open moneybox" onSubmit={goBack}>
      <AmountField
        label="Goal amount"
        name="goalAmount"
        value={goalAmount}
        onChange={setGoalAmount}
        currency={cardCurrency(cardId)}
      />
      <Field label="Goal" name="goal" value={goal} onChange={setGoal} autoComplete="off" placeholder="Vacation" />
      <CardPicker label="From card" value={cardId} onChange={setCardId} />
      <RadioGroup legend="Saving rule" name="rule" value={rule} options={RULE_OPTIONS} onChange={setRule} />
    </SampleFormScreen>
  );
}
