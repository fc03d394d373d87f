import { useState, type FormEvent } from 'react';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { CardPreview, type CardDesign } from '../../../components/ui/card-preview';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Screen } from '../../../components/ui/screen';
import {
  CARD_TYPES,
  CURRENCIES,
  PAYMENT_SYSTEMS,
  type CardType,
  type Currency,
  type PaymentSystem,
} from '../../../sample-data';
import { useGoBack } from '../../../lib/use-go-back';
import layout from '../components/layout.module.css';
import { CardDesignCarousel } from './card-design-carousel';

const TYPE_OPTIONS = CARD_TYPES.map((type) => ({ value: type, label: type }));
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const SYSTEM_OPTIONS = PAYMENT_SYSTEMS.map((system) => ({ value: system, label: system }));

/** /OpenNewCard: type, currency, payment system and design, previewed live; 'Add new card' goes back. */
export default function OpenNewCardScreen() {
  const goBack = useGoBack('/CardMenu');
  const [type, setType] = useState<CardType>('debet');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [system, setSystem] = useState<PaymentSystem>('VISA');
  const [design, setDesign] = useState<CardDesign>('ocean');

  function add(event: FormEvent) {
    event.preventDefault();
    goBack();
  }

  return (
    <Screen header={<Header title="Open new card" showBack />}>
      <form className={layout.form} onSubmit={add} aria-label="Open new card">
        <CardDesignCarousel
          value={design}
          onChange={setDesign}
          renderDesign={(shown) => (
            <CardPreview brand={system.toLowerCase()} design={shown} holder={`${type} · ${currency}`} />
          )}
        />
        <RadioGroup
          legend="Card type"
          name="type"
          layout="row"
          value={type}
          options={TYPE_OPTIONS}
          onChange={setType}
        />
        <RadioGroup
          legend="Currency"
          name="currency"
          layout="row"
          value={currency}
          options={CURRENCY_OPTIONS}
          onChange={setCurrency}
        />
        <RadioGroup
          legend="Payment system"
          name="system"
          layout="row"
          value={system}
          options={SYSTEM_OPTIONS}
          onChange={setSystem}
        />
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Add new card
          </Button>
        </div>
      </form>
    </Screen>
  );
}
