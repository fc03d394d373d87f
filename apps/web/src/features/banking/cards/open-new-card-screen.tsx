import { useState } from 'react';
import { webPaths } from '@game-assist/contracts/rules';
import { CardPreview, type CardDesign } from '#web/components/ui/card-preview.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import {
  CARD_TYPES,
  PAYMENT_SYSTEMS,
  type CardType,
  type Currency,
  type PaymentSystem,
} from '#web/sample-data/index.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';
import { CurrencyRadio } from '../components/currency-radio';
import { SampleFormScreen } from '../components/sample-form-screen';
import { CardDesignCarousel } from './card-design-carousel';

const TYPE_OPTIONS = CARD_TYPES.map((type) => ({ value: type, label: type }));
const SYSTEM_OPTIONS = PAYMENT_SYSTEMS.map((system) => ({ value: system, label: system }));

/** /OpenNewCard: type, currency, payment system and design, previewed live; 'Add new card' goes back. */
export default function OpenNewCardScreen() {
  const goBack = useGoBack(webPaths.cardMenu);
  const [type, setType] = useState<CardType>('debet');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [system, setSystem] = useState<PaymentSystem>('VISA');
  const [design, setDesign] = useState<CardDesign>('ocean');

  return (
    <SampleFormScreen title="Open new card" submitLabel="Add new card" onSubmit={goBack}>
      <CardDesignCarousel
        value={design}
        onChange={setDesign}
        renderDesign={(shown) => (
          <CardPreview brand={system.toLowerCase()} design={shown} holder={`${type} · ${currency}`} />
        )}
      />
      <RadioGroup legend="Card type" layout="row" value={type} options={TYPE_OPTIONS} onChange={setType} />
      <CurrencyRadio value={currency} onChange={setCurrency} />
      <RadioGroup legend="Payment system" layout="row" value={system} options={SYSTEM_OPTIONS} onChange={setSystem} />
    </SampleFormScreen>
  );
}
