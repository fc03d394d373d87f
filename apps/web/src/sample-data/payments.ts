import { webPaths } from '@game-assist/contracts/rules';

/** The Payments list: 8 entries, only Mobile payment and IBAN payment lead somewhere. */
export interface PaymentEntry {
  title: string;
  route: (typeof webPaths)['mobilePayment' | 'ibanPayment'] | null;
}

export const PAYMENT_ENTRIES: readonly PaymentEntry[] = [
  { title: 'Money transfer', route: null },
  { title: 'Mobile payment', route: webPaths.mobilePayment },
  { title: 'IBAN payment', route: webPaths.ibanPayment },
  { title: 'Utility bills', route: null },
  { title: 'Transport', route: null },
  { title: 'Insurance', route: null },
  { title: 'Penalties', route: null },
  { title: 'Charity', route: null },
];

export interface EntrepreneurAccount {
  id: string;
  title: string;
  iban: string;
  balance: number;
  currency: 'USD' | 'EUR';
}

export const ENTREPRENEUR_ACCOUNTS: readonly EntrepreneurAccount[] = [
  {
    id: 'acc-1',
    title: 'Entrepreneur account',
    iban: 'BR1500000000000010932840814P2',
    balance: 8240.15,
    currency: 'USD',
  },
];

export const TOP_UP_SOURCES = ['Card from another bank', 'SEPA', 'Western Union', 'Paypal', 'Payoneer'] as const;
export type TopUpSource = (typeof TOP_UP_SOURCES)[number];
