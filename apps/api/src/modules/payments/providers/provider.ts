import type { AutoRenewalFrequency, PaymentMethod } from '@game-assist/contracts';

export const PROVIDER_NAMES = ['pix-manual', 'asaas'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What the payments module asks a provider to charge; money is already priced by the server. */
export interface ChargeRequest {
  chargeId: string;
  txid: string;
  method: PaymentMethod;
  amountCents: number;
  /** 1 for PIX; the card's instalments otherwise (each amountCents / installments). */
  installments: number;
  dueDate: string; // yyyy-mm-dd, São Paulo
  description: string;
  payer: { name: string; email: string; cpf: string };
}

/** What a provider answers: how the person pays, and how its later events find this charge. */
export interface ProviderCharge {
  providerPaymentId: string | null;
  providerInstallmentId: string | null;
  providerCustomerId?: string | null;
  copiaECola: string | null;
  invoiceUrl: string | null;
}

/** PIX Automático's authorisation with its first payment (Asaas's 'Jornada 3'): one QR code pays now and authorises. */
export interface AuthorisationRequest {
  chargeId: string;
  amountCents: number;
  frequency: AutoRenewalFrequency;
  /** The first payment's day (São Paulo): the debits follow on the same day of each period. */
  startDate: string;
  description: string;
  payer: ChargeRequest['payer'];
}

export interface ProviderAuthorisation {
  authorizationId: string;
  providerCustomerId: string;
  /** The composite QR code's copia e cola: the first payment and the authorisation. */
  copiaECola: string;
  /** What the first payment's events carry to find this authorisation. */
  conciliationIdentifier: string;
}

/** The recurring debits of an authorised PIX Automático (present only where a provider offers it). */
export interface AutomaticPix {
  authorise(request: AuthorisationRequest): Promise<ProviderAuthorisation>;
  /** A debit of an active authorisation, due on `dueDate` (sent 2 to 10 business days ahead). */
  debit(request: {
    authorizationId: string;
    customerId: string;
    chargeId: string;
    amountCents: number;
    dueDate: string;
    description: string;
  }): Promise<{ providerPaymentId: string }>;
  /** Ends the authorisation at the provider: no debit follows, a scheduled one is cancelled. */
  cancelAuthorisation(authorizationId: string): Promise<void>;
}

/** A way to take payments: the built-in PIX (a BR Code, an operator confirms) or Asaas (its webhook confirms). */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethod[];
  /** Who says a charge was paid: an operator on /Operador, or the provider's webhook. */
  readonly confirmation: 'operador' | 'webhook';
  create(request: ChargeRequest): Promise<ProviderCharge>;
  /**
   * The provider's side made here, at once and with no trip anywhere (the built-in PIX's BR Code):
   * made before the charge's transaction and stored by its insert, so `create` is not called.
   */
  makeHere?(request: Pick<ChargeRequest, 'txid' | 'amountCents'>): ProviderCharge;
  /** Asks the provider to give a paid charge back in full; absent when an operator sends the refund. */
  refund?(charge: { providerPaymentId: string; providerInstallmentId: string | null; reason: string }): Promise<void>;
  /** PIX Automático: absent for the built-in PIX, which nobody can debit. */
  readonly automatic?: AutomaticPix;
  /** Removes an unpaid charge at the provider (replaced or cancelled here), so it can no longer be paid there. */
  cancel?(charge: { providerPaymentId: string; providerInstallmentId: string | null }): Promise<void>;
}

/** Thrown when the provider refused or did not answer: nothing was charged. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
