import type { PaymentMethod } from '@game-assist/contracts';
import { asaas } from './asaas.js';
import { builtInPix } from './built-in-pix.js';
import type { PaymentProvider } from './provider.js';

export interface PaymentSettings {
  pixKey: string | undefined;
  merchantName: string;
  merchantCity: string;
  asaas?: { apiUrl: string; apiKey: string };
}

/**
 * Who makes each method's charges: Asaas, when configured, for both (PIX confirmed by its
 * webhook, cards on its page); otherwise the built-in PIX and no card.
 */
export function providersFor(settings: PaymentSettings): Partial<Record<PaymentMethod, PaymentProvider>> {
  if (settings.asaas) {
    const provider = asaas(settings.asaas);
    return { pix: provider, cartao: provider };
  }
  if (!settings.pixKey) return {};
  return {
    pix: builtInPix({
      pixKey: settings.pixKey,
      merchantName: settings.merchantName,
      merchantCity: settings.merchantCity,
    }),
  };
}
