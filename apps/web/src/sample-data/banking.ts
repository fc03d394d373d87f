/** The sample screens' constants (docs/product.md, 'Sample constants'): display only, nothing is charged. */

export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const TERMS_MONTHS = [3, 6, 12, 18, 24, 36] as const;
export type TermMonths = (typeof TERMS_MONTHS)[number];

/** Open deposit starts on the third term (12 months). */
export const DEPOSIT_DEFAULT_TERM: TermMonths = TERMS_MONTHS[2];
export const LOAN_DEFAULT_TERM: TermMonths = TERMS_MONTHS[2];

export const DEPOSIT_RATE_PERCENT = 8;
export const LOAN_RATE_PERCENT = 13;

export const TRANSFER_BANK_FEE_USD = 0.2;
export const COVERAGE_DETAIL_FEE_USD = 1.8;
export const RESIDUAL_BALANCE_USD = 4863.27;

export interface SampleLoan {
  ratePercent: number;
  termMonths: TermMonths;
  monthlyPayment: number;
  total: number;
  currency: Currency;
}

/** The current loan of the Loans tab: display data, not computed. */
export const SAMPLE_LOAN: SampleLoan = {
  ratePercent: 13,
  termMonths: 24,
  monthlyPayment: 1117,
  total: 4468,
  currency: 'USD',
};

export const MONEYBOX_RULES = ['per day', '$1 per transaction rounding', '$10 per transaction rounding'] as const;
export type MoneyboxRule = (typeof MONEYBOX_RULES)[number];

export interface SampleDeposit {
  id: string;
  kind: 'deposit' | 'moneybox';
  title: string;
  amount: number;
  currency: Currency;
  detail: string;
}

export const SAMPLE_DEPOSITS: readonly SampleDeposit[] = [
  { id: 'dep-1', kind: 'deposit', title: 'Deposit', amount: 2500, currency: 'USD', detail: '8 % · 12 months' },
  { id: 'box-1', kind: 'moneybox', title: 'Moneybox: Vacation', amount: 340.5, currency: 'USD', detail: 'per day' },
];
