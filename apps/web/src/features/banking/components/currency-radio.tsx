import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import type { Currency } from '#web/sample-data/index.ts';
import { CURRENCY_OPTIONS } from '../lib/options';

/** The sample currencies side by side, one picked. */
export function CurrencyRadio({ value, onChange }: { value: Currency; onChange(currency: Currency): void }) {
  return <RadioGroup legend="Currency" layout="row" value={value} options={CURRENCY_OPTIONS} onChange={onChange} />;
}
