import type { CardDesign } from '#web/components/ui/card-preview.tsx';
import type { Currency } from './banking';

/** A card of the sample wallet (a card list item, with what the preview needs to draw it). */
export interface SampleCard {
  id: string;
  number: string;
  balance: number;
  currency: Currency;
  brand: 'visa' | 'mastercard';
  expiry: string;
  /** Stands in for the template's card image url. */
  design: CardDesign;
}

export const SAMPLE_CARDS: readonly SampleCard[] = [
  {
    id: 'card-1',
    number: '4000123456787895',
    balance: 4863.27,
    currency: 'USD',
    brand: 'visa',
    expiry: '09/28',
    design: 'ocean',
  },
  {
    id: 'card-2',
    number: '5355880012344417',
    balance: 1250.4,
    currency: 'EUR',
    brand: 'mastercard',
    expiry: '03/27',
    design: 'coral',
  },
];

/** The card the transaction view names as the one used. */
export const TRANSACTION_CARD: SampleCard = SAMPLE_CARDS[0]!;

/** The recipient's card in a fund transfer, shown masked: it ends in 1258. */
export const RECIPIENT_CARD_NUMBER = '5355880042191258';

/** Card menu limits, per day. */
export const CARD_LIMITS = {
  onlinePaymentsPerDay: 100,
  atmWithdrawalsPerDay: 3000,
  currency: 'USD',
} as const;

export const CARD_TYPES = ['debet', 'credit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const PAYMENT_SYSTEMS = ['VISA', 'MASTERCARD'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];
