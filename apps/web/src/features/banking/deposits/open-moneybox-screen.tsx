import { useState, type FormEvent } from 'react';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { MONEYBOX_RULES, SAMPLE_CARDS, type MoneyboxRule } from '../../../sample-data';
import { AmountField } from '../components/amount-field';
import { CardPicker, DEFAULT_CARD_ID } from '../components/card-picker';
import layout from '../components/layout.module.css';
import { useGoBack } from '../../../lib/use-go-back';

const RULE_OPTIONS = MONEYBOX_RULES.map((rule) => ({ value: rule, label: rule }));

/** /OpenMoneybox: a goal, the card it saves from and how it saves; the button goes back. */
export default function OpenMoneyboxScreen() {
  const goBack = useGoBack();
  const [goalAmount, setGoalAmount] = useState('');
  const [goal, setGoal] = useState('');
  const [cardId, setCardId] = useState(DEFAULT_CARD_ID);
  const [rule, setRule] = useState<MoneyboxRule>(MONEYBOX_RULES[0]);
  const currency = SAMPLE_CARDS.find((card) => card.id === cardId)?.currency ?? 'USD';

  function open(event: FormEvent) {
    event.preventDefault();
    goBack();
  }

  return (
    <Screen header={<Header title="Open moneybox" showBack />}>
      <form className={layout.form} onSubmit={open} aria-label="Open moneybox">
        <AmountField
          label="Goal amount"
          name="goalAmount"
          value={goalAmount}
          onChange={setGoalAmount}
          currency={currency}
        />
        <TextField label="Goal" name="goal" value={goal} onChange={setGoal} autoComplete="off" placeholder="Vacation" />
        <CardPicker label="From card" value={cardId} onChange={setCardId} />
        <RadioGroup legend="Saving rule" name="rule" value={rule} options={RULE_OPTIONS} onChange={setRule} />
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Open moneybox
          </Button>
        </div>
      </form>
    </Screen>
  );
}
