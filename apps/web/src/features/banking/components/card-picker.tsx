import { SelectField } from '#web/components/ui/select-field.tsx';
import { brandName } from '#web/components/ui/card-preview.tsx';
import { lastFour } from '#web/components/ui/card-number.ts';
import { formatMoney } from '#web/components/ui/money.ts';
import { SAMPLE_CARDS, type Currency, type SampleCard } from '#web/sample-data/index.ts';

export function cardLabel(card: SampleCard): string {
  return `${brandName(card.brand)} •••• ${lastFour(card.number)} · ${formatMoney(card.balance, card.currency)}`;
}

const OPTIONS = SAMPLE_CARDS.map((card) => ({ value: card.id, label: cardLabel(card) }));

export const DEFAULT_CARD_ID = SAMPLE_CARDS[0]?.id ?? '';

/** The currency of the sample card the person pays from. */
export function cardCurrency(cardId: string): Currency {
  return SAMPLE_CARDS.find((card) => card.id === cardId)?.currency ?? 'USD';
}

interface CardPickerProps {
  value: string;
  onChange(cardId: string): void;
  label?: string;
}

/** Picks one of the sample cards; each option names the brand, the last four digits and the balance. */
export function CardPicker({ value, onChange, label = 'Card' }: CardPickerProps) {
  return <SelectField label={label} name="card" value={value} options={OPTIONS} onChange={onChange} />;
}
