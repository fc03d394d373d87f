import { brCodeFor } from '../br-code.js';
import type { PaymentProvider } from './provider.js';

export interface BuiltInPixSettings {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

/** PIX with no account anywhere: a BR Code per charge for the merchant's key, confirmed by an operator. */
export function builtInPix(settings: BuiltInPixSettings): PaymentProvider {
  const makeHere = (request: { txid: string; amountCents: number }) => ({
    providerPaymentId: null,
    providerInstallmentId: null,
    copiaECola: brCodeFor({ ...settings, amountCents: request.amountCents, txid: request.txid }),
    invoiceUrl: null,
  });
  return {
    name: 'pix-manual',
    methods: ['pix'],
    confirmation: 'operador',
    makeHere,
    create: async (request) => makeHere(request),
  };
}
